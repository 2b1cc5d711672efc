"""Assemble the lines of the notation, in the order written, into the API's request."""

from __future__ import annotations

from typing import Any

from rules.notation.parser import NotationError

PLAYERS = ("A", "B")


def _extras(items: list) -> tuple[list, dict]:
    """Split off the trailing ``& {...}`` of a line."""
    if items and isinstance(items[-1], dict) and "__extras__" in items[-1]:
        return items[:-1], items[-1]["__extras__"]
    return items, {}


class _Builder:
    def __init__(self) -> None:
        self.mode = "resolve"
        self.players: dict[str, dict[str, Any]] = {p: {"front_line": []} for p in PLAYERS}
        self.state: dict[str, Any] = {"players": self.players}
        self.extra_state: dict[str, Any] = {}
        self.plays: list[dict[str, Any]] = []
        self.characters: dict[str, dict[str, Any]] = {}
        self.first: dict[str, Any] | None = None

    # -- lines ---------------------------------------------------------------------------------
    def check(self, items: list, pos: tuple[int, int]) -> None:
        self.mode = str(items[0]).lower()
        if self.mode != "ko":
            raise NotationError(*pos, "only 'check ko' is written in the notation")

    def turn(self, items: list, pos: tuple[int, int]) -> None:
        self.state["turn"] = items[0]

    def plays_header(self, items: list, pos: tuple[int, int]) -> None:
        return None

    def character(self, items: list, pos: tuple[int, int]) -> None:
        items, extras = _extras(items)
        player, *rest = items
        place = getattr(rest[0], "type", "") if rest else ""
        reserve, defeated = place == "RESERVE", place == "DEFEATED"
        if reserve or defeated:
            rest = rest[1:]
        given_id = str(rest[0]) if len(rest) > 1 else None
        char = rest[-1]
        line = self.players[player]
        if reserve:
            cid = given_id or f"{player.lower()}r"
        elif defeated:  # the Defeated Characters pile: a5, a6 ... after the four in play
            cid = given_id or f"{player.lower()}{len(line.get('defeated', [])) + 5}"
        else:
            cid = given_id or f"{player.lower()}{len(line['front_line']) + 1}"
        cid = extras.get("id", char.get("id", cid))
        if str(cid) in self.characters:
            raise NotationError(*pos, f"the id '{cid}' is already used above")
        char = {"id": cid, **char, **extras}
        self.characters[str(char["id"])] = char
        if reserve:
            line["reserve"] = char
        elif defeated:
            line.setdefault("defeated", []).append(char)
        else:
            line["front_line"].append(char)
        if self.first is None:
            self.first = {"character": char}

    def battlesite(self, items: list, pos: tuple[int, int]) -> None:
        items, extras = _extras(items)
        player, *rest = items
        site: dict[str, Any] = {}
        for item in rest:
            if isinstance(item, str):
                site["name"] = item
            else:
                site.update(item)
        site.update(extras)
        self.players[player]["battlesite"] = site
        if self.first is None:
            self.first = {"battlesite": site}

    def battlesite_hit(self, items: list, pos: tuple[int, int]) -> None:
        items, extras = _extras(items)
        site = self.battlesite_of(items[0], pos)
        site.setdefault("hits", []).append({**items[1], **extras})

    def battlesite_special(self, items: list, pos: tuple[int, int]) -> None:
        self.battlesite_of(items[0], pos).setdefault("specials", []).append(items[1])

    def battlesite_of(self, player: str, pos: tuple[int, int]) -> dict[str, Any]:
        site = self.players[player].get("battlesite")
        if site is None:
            raise NotationError(*pos, f"write the line '{player} battlesite: <name>' first")
        return site

    def hand(self, items: list, pos: tuple[int, int]) -> None:
        self.players[items[0]].setdefault("hand", []).extend(items[1])

    def home_base(self, items: list, pos: tuple[int, int]) -> None:
        self.players[items[0]]["home_base"] = items[1]

    def pile_counts(self, items: list, pos: tuple[int, int]) -> None:
        player, which, *pairs = items
        counts = self.players[player].setdefault(str(which).lower(), {})
        for key, value in zip(pairs[::2], pairs[1::2], strict=True):
            counts[str(key).lower()] = value

    def player_extras(self, items: list, pos: tuple[int, int]) -> None:
        self.players[items[0]].update(items[1]["__extras__"])

    def state_extras(self, items: list, pos: tuple[int, int]) -> None:
        self.extra_state.update(items[0]["__extras__"])

    def hit(self, items: list, pos: tuple[int, int]) -> None:
        items, extras = _extras(items)
        char = self._find(str(items[0]), pos)
        char.setdefault("hits", []).append({**items[1], **extras})

    def placed(self, items: list, pos: tuple[int, int]) -> None:
        self._find(str(items[0]), pos).setdefault("placed", []).extend(items[1])

    def char_effect(self, items: list, pos: tuple[int, int]) -> None:
        self._find(str(items[0]), pos).setdefault("in_play", []).append(items[1])

    def effect(self, items: list, pos: tuple[int, int]) -> None:
        self.state.setdefault("in_play", []).append(items[0])

    def _find(self, ref: str, pos: tuple[int, int]) -> dict[str, Any]:
        if ref in self.characters:
            return self.characters[ref]
        named = [c for c in self.characters.values() if _name(c).lower() == ref.lower()]
        if len(named) == 1:
            return named[0]
        known = ", ".join(self.characters) or "none yet"
        raise NotationError(
            *pos, f"no character '{ref}' is on the table above this line (ids: {known})"
        )

    def play(self, written: tuple[dict[str, Any], dict[str, Any]], pos: tuple[int, int]) -> None:
        play, extras = written
        for key in ("by", "target", "to"):
            ref = play.get(key)
            if isinstance(ref, str) and ref not in self.characters and ref != "battlesite":
                named = [c for c in self.characters.values() if _name(c).lower() == ref.lower()]
                if len(named) == 1:
                    play[key] = named[0]["id"]
        self.plays.append({**play, **extras})

    # -- the request -----------------------------------------------------------------------------
    def request(self) -> dict[str, Any]:
        self.state.update(self.extra_state)
        if self.mode == "ko":
            answer = dict(self.first or {})
            if "in_play" in self.state:
                answer["in_play"] = self.state["in_play"]
            return answer
        return {"state": self.state, "plays": self.plays}


def _name(char: dict[str, Any]) -> str:
    return str(char.get("name") or char.get("card") or "")


def build_request(lines: list) -> dict[str, Any]:
    builder = _Builder()
    for kind, items, pos in lines:
        if kind == "play":
            builder.play(items, pos)
        else:
            getattr(builder, kind)(items, pos)
    return builder.request()
