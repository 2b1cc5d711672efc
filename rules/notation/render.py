"""Write an API request (``resolve/`` or ``checks/ko/``) in the situation notation.

What has words in the notation is written in them; whatever else a dict holds (an effect tree,
a rare field) follows as ``& {...}`` JSON on the same line, so that reading the text back gives
exactly the request written (the round trip the tests check on every scenario file).
"""

from __future__ import annotations

from typing import Any

from rules.notation.render_cards import (
    _listed,
    render_card,
    render_cards,
    render_effect,
    render_hit,
)
from rules.notation.render_words import (
    _int,
    _json,
    _ref,
    _tail,
    written_name,
)
from rules.notation.vocabulary import VERBS

VERB_OF = {v: k for k, v in VERBS.items()}
GRID = ("energy", "fighting", "strength", "intellect")


_plain_ref = _ref


# -- characters, players -------------------------------------------------------------------------


def _grid(value: Any) -> bool:
    return (
        isinstance(value, dict)
        and list(value) == list(GRID)
        and all(_int(v) for v in value.values())
    )


def render_character(player: str, char: dict[str, Any], default_id: str, place: str) -> list[str]:
    """The lines of one character; ``place`` is "" (front line), "reserve" or "defeated"."""
    rest = dict(char)
    cid = rest.pop("id", None)
    head = player + (f" {place}" if place else "")
    if cid != default_id:
        if _ref(cid):
            head += f" {cid}"
        else:
            rest["id"] = cid
            if cid is None:
                return [f"{head}: " + _json(rest)]
    name = rest.get("name")
    if isinstance(name, str) and "card" not in rest and _grid(rest.get("grid")):
        body = (
            written_name(rest.pop("name"))
            + " "
            + " ".join(str(v) for v in rest.pop("grid").values())
        )
    elif isinstance(rest.get("card"), str) and not ({"name", "grid"} & set(rest)):
        body = written_name(rest.pop("card"))
    else:
        body = None
    ref = cid if _ref(cid) else None
    facts: list[str] = []
    if ref is not None:
        facts += [f"{ref} hit: {t}" for t in _listed(rest, "hits", render_hit)]
        placed = _listed(rest, "placed", render_card)
        if placed:
            facts.append(f"{ref} placed: {', '.join(placed)}")
        facts += [f"{ref} effect: {t}" for t in _listed(rest, "in_play", render_effect)]
    if body is None:
        return [f"{head}: {_json(rest)}", *facts]
    return [f"{head}: {body}" + _tail(rest), *facts]


def render_battlesite(player: str, site: Any) -> list[str]:
    if not isinstance(site, dict):
        return [f"{player} & {_json({'battlesite': site})}"]
    rest = dict(site)
    name = rest.pop("name") if isinstance(rest.get("name"), str) and rest["name"] else None
    hits = _listed(rest, "hits", render_hit)
    specials = _listed(rest, "specials", render_card)
    head = f"{player} battlesite:" + (f" {written_name(name)}" if name is not None else "")
    lines = [head + _tail(rest)]
    lines += [f"{player} battlesite hit: {t}" for t in hits]
    lines += [f"{player} battlesite special: {t}" for t in specials]
    return lines


def render_player(player: str, data: dict[str, Any]) -> list[str]:
    rest = dict(data)
    lines: list[str] = []
    front = rest.pop("front_line", [])
    if not isinstance(front, list):
        rest["front_line"], front = front, []
    for index, char in enumerate(front, start=1):
        lines += render_character(player, char, f"{player.lower()}{index}", "")
    if isinstance(rest.get("reserve"), dict):
        lines += render_character(player, rest.pop("reserve"), f"{player.lower()}r", "reserve")
    fallen = rest.get("defeated")
    if isinstance(fallen, list) and fallen and all(isinstance(c, dict) for c in fallen):
        for index, char in enumerate(rest.pop("defeated"), start=5):
            lines += render_character(player, char, f"{player.lower()}{index}", "defeated")
    if "battlesite" in rest and isinstance(rest["battlesite"], dict):
        lines += render_battlesite(player, rest.pop("battlesite"))
    hand = _listed(rest, "hand", render_card)
    if hand:
        lines.append(f"{player} hand: {', '.join(hand)}")
    if isinstance(rest.get("home_base"), dict):
        lines.append(f"{player} home base: {render_card(rest.pop('home_base'))}")
    for pile in ("missions", "ventured"):
        counts = rest.get(pile)
        if (
            isinstance(counts, dict)
            and counts
            # keywords are read case-insensitively, so a pile named in capitals stays JSON
            and all(_ref(k) and k == k.lower() and _int(v) for k, v in counts.items())
        ):
            pairs = " ".join(f"{k} {v}" for k, v in rest.pop(pile).items())
            lines.append(f"{player} {pile}: {pairs}")
    if rest:
        lines.append(f"{player} & {_json(rest)}")
    return lines


# -- plays, the whole request ----------------------------------------------------------------------


def render_play(number: int, play: Any, refs: tuple[set[str], set[str]] = (set(), set())) -> str:
    """One play. ``refs`` are the state's ids and names: a reference that is no id but would be
    read as a character's name is kept as JSON."""
    ids, names = refs

    def _ref(value: Any) -> bool:
        if not _plain_ref(value):
            return False
        return value in ids or value.lower() not in names

    rest = dict(play) if isinstance(play, dict) else {"__play__": play}
    kind = rest.pop("type", None)
    verb = VERB_OF.get(kind)
    if verb is None:
        verb, rest = "passes", {"type": kind, **rest}
    parts = [f"{number}."]
    if rest.get("player") in ("A", "B"):
        parts.append(rest.pop("player"))
    if _ref(rest.get("by")):
        parts.append(rest.pop("by"))
    parts.append(verb)
    target = rest.get("target")
    if target == "battlesite" or _ref(target):
        parts.append(rest.pop("target") if kind == "attack" else f"on {rest.pop('target')}")
    if _ref(rest.get("to")):
        parts.append(f"to {rest.pop('to')}")
    cards = render_cards(rest.get("cards"))
    if cards is not None:
        del rest["cards"]
        parts.append(f"with {cards}")
    return " ".join(parts) + _tail(rest)


def _character_refs(players: Any) -> tuple[set[str], set[str]]:
    """The ids of the state's characters and their lower-case names (the parser reads a
    reference that is no id but a character's name as that character)."""
    ids: set[str] = set()
    names: set[str] = set()
    chars: list[Any] = []
    for data in players.values() if isinstance(players, dict) else []:
        if isinstance(data, dict):
            front = data.get("front_line")
            chars += front if isinstance(front, list) else []
            chars.append(data.get("reserve"))
            fallen = data.get("defeated")
            chars += fallen if isinstance(fallen, list) else []
    for char in chars:
        if isinstance(char, dict):
            ids.add(str(char.get("id")))
            name = char.get("name") or char.get("card")
            if isinstance(name, str):
                names.add(name.lower())
    return ids, names


def render_notation(request: dict[str, Any]) -> str:
    """The notation of a ``resolve/`` request, or of a ``checks/ko/`` one."""
    if "state" not in request and ("character" in request or "battlesite" in request):
        return _render_ko(request)
    state = dict(request.get("state") or {})
    lines: list[str] = []
    if state.get("turn") in ("A", "B"):
        lines.append(f"turn {state.pop('turn')}")
    players = state.pop("players", {})
    for player in ("A", "B"):
        if isinstance(players, dict) and isinstance(players.get(player), dict):
            lines += render_player(player, players[player])
    effects = _listed(state, "in_play", render_effect)
    lines += [f"effect: {t}" for t in effects]
    if state:
        lines.append(f"& {_json(state)}")
    plays = request.get("plays") or []
    if plays:
        refs = _character_refs(players)
        lines.append("plays:")
        lines += [render_play(n, p, refs) for n, p in enumerate(plays, start=1)]
    return "\n".join(lines) + "\n"


def _render_ko(request: dict[str, Any]) -> str:
    rest = dict(request)
    lines = ["check ko"]
    if isinstance(rest.get("character"), dict):
        lines += render_character("A", rest.pop("character"), "a1", "")
    elif isinstance(rest.get("battlesite"), dict):
        lines += render_battlesite("A", rest.pop("battlesite"))
    lines += [f"effect: {t}" for t in _listed(rest, "in_play", render_effect)]
    return "\n".join(lines) + "\n"
