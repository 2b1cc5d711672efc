"""Discard situations (``checks/discard/``), from JSON-like data or from the discard page's text, read into the engine's cards."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from rules.engine.card_identity import norm
from rules.engine.cards import (
    CardDef,
    CardLookup,
)
from rules.engine.deck_inline_cards import inline_character
from rules.engine.deck_problems import Problem
from rules.engine.deck_refs import CardResolver
from rules.engine.deck_text import COUNT_X_FRONT, WITH_SEPARATOR

MAX_HAND = 60
MAX_IN_PLAY = 30


def _bool(value: Any, path: str, problems: list[Problem], default: bool = False) -> bool:
    if value is None:
        return default
    if not isinstance(value, bool):
        problems.append(Problem(path, "must be true or false"))
        return default
    return value


def _text(value: Any, path: str, problems: list[Problem]) -> str:
    if value is None:
        return ""
    if not isinstance(value, str):
        problems.append(Problem(path, "must be text"))
        return ""
    return value.strip()


def situation_from_data(data: Mapping[str, Any], lookup: CardLookup):
    """A ``DiscardSituation`` from the API's request; problems instead if any.

    ``{"team": {"front_line": [characters], "reserve": character | null, "ko": [ids]},
    "hand": [cards], "placed": {"<id>" | "home_base": [{"card": ..., "placed_before": true}]},
    "event": card | null, "home_base": card | null,
    "battlesite": {"card": ..., "specials": [cards], "ko": false} | null, "code_rule": false,
    "in_play": [cards in play for the rest of the game: specials, aspects; a card given as
    ``{"card": ..., "chosen": <power card>}`` names the card chosen with it]}``
    """
    from rules.engine.discard import DiscardSituation, Held, Member

    r = CardResolver(lookup)
    p = r.problems
    team = data.get("team")
    members: list[Member] = []
    if not isinstance(team, Mapping):
        p.append(Problem("team", "must be {front_line, reserve, ko}"))
        team = {}
    front = team.get("front_line", [])
    if not isinstance(front, list) or not front:
        p.append(Problem("team.front_line", "must list the front-line characters"))
        front = []
    elif len(front) > 4:
        p.append(Problem("team.front_line", "a front line has at most four characters"))
    entries = [(f"team.front_line.{i}", c, False) for i, c in enumerate(front)]
    if team.get("reserve") is not None:
        entries.append(("team.reserve", team.get("reserve"), True))
    for path, raw, is_reserve in entries:
        if not isinstance(raw, Mapping):
            p.append(Problem(path, 'must be {"id": ..., "card": name} or an inline character'))
            continue
        cid = raw.get("id")
        if not isinstance(cid, str) or not cid.strip():
            p.append(Problem(f"{path}.id", "every character needs an id"))
            continue
        if cid == "home_base" or any(m.id == cid for m in members):
            p.append(Problem(f"{path}.id", f"the id {cid!r} is used twice or reserved"))
            continue
        if "card" in raw:
            card = r.ref(raw.get("card"), f"{path}.card", kinds=("character",))
        else:
            card = inline_character(raw, path, p)
        ko = _bool(raw.get("ko"), f"{path}.ko", p)
        if card is not None:
            members.append(Member(cid, card, reserve=is_reserve, ko=ko))
    ko_ids = team.get("ko", [])
    if not isinstance(ko_ids, list):
        p.append(Problem("team.ko", "must list character ids"))
        ko_ids = []
    known = {m.id: m for m in members}
    for i, cid in enumerate(ko_ids):
        if not isinstance(cid, str) or (
            cid not in known and not any(x.path.startswith("team.") for x in p)
        ):
            p.append(Problem(f"team.ko.{i}", f"{cid!r} is not a character of the team"))
        elif cid in known:
            known[cid].ko = True

    def held(raw: Any, path: str, holder: str | None) -> Held | None:
        extra: Mapping[str, Any] = {}
        ref = raw
        if isinstance(raw, Mapping) and "card" in raw:
            extra = raw
            ref = raw.get("card")
        card = r.ref(ref, path if ref is raw else f"{path}.card")
        if card is None:
            return None
        return Held(
            card,
            holder=holder,
            placed_before=_bool(extra.get("placed_before"), f"{path}.placed_before", p, True),
            can_become_usable=_text(extra.get("can_become_usable"), f"{path}.can_become_usable", p),
            playable_from_reserve=(
                _bool(extra.get("playable_from_reserve"), f"{path}.playable_from_reserve", p)
                if extra.get("playable_from_reserve") is not None
                else None
            ),
        )

    hand_raw = data.get("hand", [])
    hand: list[Held] = []
    if not isinstance(hand_raw, list):
        p.append(Problem("hand", "must be a list of cards"))
        hand_raw = []
    if len(hand_raw) > MAX_HAND:
        p.append(Problem("hand", f"at most {MAX_HAND} cards"))
        hand_raw = []
    for i, raw in enumerate(hand_raw):
        h = held(raw, f"hand.{i}", None)
        if h is not None:
            hand.append(h)
    placed_raw = data.get("placed") or {}
    placed: list[Held] = []
    if not isinstance(placed_raw, Mapping):
        p.append(Problem("placed", "must map character ids (or home_base) to lists of cards"))
        placed_raw = {}
    for holder, items in placed_raw.items():
        path = f"placed.{holder}"
        if holder != "home_base" and holder not in known:
            if not any(x.path.startswith("team.") for x in p):
                p.append(Problem(path, f"{holder!r} is not a character of the team"))
            continue
        if not isinstance(items, list) or len(items) > 8:
            p.append(Problem(path, "must be a list of at most 8 cards"))
            continue
        for i, raw in enumerate(items):
            h = held(raw, f"{path}.{i}", holder)
            if h is not None:
                placed.append(h)
    event = r.ref(data["event"], "event", kinds=("event",)) if data.get("event") else None
    home_base = (
        r.ref(data["home_base"], "home_base", kinds=("location",))
        if data.get("home_base")
        else None
    )
    battlesite = None
    specials: list[CardDef] | None = None
    site_ko = False
    site = data.get("battlesite")
    if site:
        if isinstance(site, str):
            site = {"card": site}
        if not isinstance(site, Mapping):
            p.append(Problem("battlesite", "must be {card, specials, ko}"))
        else:
            battlesite = r.ref(site.get("card"), "battlesite.card", kinds=("location",))
            site_ko = _bool(site.get("ko"), "battlesite.ko", p)
            if site.get("specials") is not None:
                if not isinstance(site.get("specials"), list):
                    p.append(Problem("battlesite.specials", "must be a list of specials"))
                else:
                    specials = []
                    for i, raw in enumerate(site["specials"]):
                        card = r.ref(raw, f"battlesite.specials.{i}", kinds=("special",))
                        if card is not None:
                            specials.append(card)
    code_rule = _bool(data.get("code_rule"), "code_rule", p)
    in_play: list[CardDef] = []
    raw_in_play = data.get("in_play") or []
    if not isinstance(raw_in_play, list) or len(raw_in_play) > MAX_IN_PLAY:
        p.append(Problem("in_play", f"must be a list of at most {MAX_IN_PLAY} cards"))
        raw_in_play = []
    in_play_chosen: dict[int, CardDef] = {}
    for i, raw in enumerate(raw_in_play):
        card = r.ref(raw, f"in_play.{i}")
        if card is not None:
            in_play.append(card)
        if card is not None and isinstance(raw, Mapping) and raw.get("chosen") is not None:
            chosen = r.ref(raw["chosen"], f"in_play.{i}.chosen", kinds=("power",))
            if chosen is not None:
                in_play_chosen[len(in_play) - 1] = chosen
    if p:
        return None, p
    return (
        DiscardSituation(
            members=members,
            hand=hand,
            placed=placed,
            event=event,
            home_base=home_base,
            battlesite=battlesite,
            battlesite_specials=specials,
            battlesite_ko=site_ko,
            code_rule=code_rule,
            in_play=in_play,
            in_play_chosen=in_play_chosen,
        ),
        [],
    )


# Discard situations written as text (the discard page)
_D_LINE = re.compile(r"^([A-Za-z][A-Za-z '\-]*?)\s*:\s*(.*)$")


_D_PLACED = re.compile(r"^placed\s+on\s+(.+?)(\s+this\s+battle)?$", re.IGNORECASE)


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-") or "x"


def discard_data_from_text(text: str) -> tuple[dict[str, Any], list[Problem]]:
    """The ``checks/discard/`` request from lines a judge types::

        Front line: Wolverine, Cyclops, Storm
        Reserve: Beast
        KO: Storm
        Hand: Nerve Pinch, Taxi Cab, 3 Fighting
        Placed on Wolverine: 6 Energy
        Placed on Beast this battle: 7 Fighting
        Placed on Home Base: Krakoa - The Living Island
        Event: ...          Home Base: ...          Code rule: on
        Battlesite: Four Freedoms Plaza with: Mister Fantastic - Stretch Punch
        Battlesite KO: yes

    Lists are separated by commas or semicolons; '3x Name' repeats a card. Character ids are
    made from the names; names in 'KO' and 'Placed on' refer to the team's names.
    """
    problems: list[Problem] = []
    data: dict[str, Any] = {"team": {"front_line": [], "reserve": None, "ko": []}, "hand": []}
    ids: dict[str, str] = {}
    placed: dict[str, list[dict[str, Any]]] = {}
    pending_placed: list[tuple[str, list[str], bool, int]] = []
    pending_ko: list[tuple[str, int]] = []

    def items(value: str, line: int) -> list[str]:
        out: list[str] = []
        for part in re.split(r"\s*[;,]\s*", value):
            part = part.strip()
            if not part:
                continue
            m = COUNT_X_FRONT.match(part) or None
            if m and int(m.group(1)) <= 20:
                out.extend([m.group(2).strip()] * int(m.group(1)))
            else:
                out.append(part)
        return out

    def add_member(name: str, line: int, reserve: bool) -> None:
        cid = _slug(name)
        while cid in ids.values() or cid == "home-base":
            cid += "-2"
        ids[norm(name)] = cid
        entry = {"id": cid, "card": name}
        if reserve:
            data["team"]["reserve"] = entry
        else:
            data["team"]["front_line"].append(entry)

    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        m = _D_LINE.match(line)
        if not m:
            problems.append(Problem(f"text.line.{number}", "expected 'Label: values'"))
            continue
        label, value = m.group(1).strip().lower(), m.group(2).strip()
        label = re.sub(r"\s+", " ", label)
        if label in ("front line", "frontline", "front"):
            for name in items(value, number):
                add_member(name, number, False)
        elif label == "reserve":
            if value:
                add_member(value, number, True)
        elif label in ("ko", "ko'd", "kod", "knocked out"):
            pending_ko.extend((n, number) for n in items(value, number))
        elif label == "hand":
            data["hand"].extend(items(value, number))
        elif (pm := _D_PLACED.match(label)) is not None:
            pending_placed.append((pm.group(1), items(value, number), not pm.group(2), number))
        elif label == "event":
            data["event"] = value or None
        elif label in ("home base", "homebase"):
            data["home_base"] = value or None
        elif label in ("battlesite", "battle site"):
            parts = WITH_SEPARATOR.split(value, maxsplit=1)
            site = data.setdefault("battlesite", {})
            site["card"] = parts[0].strip()
            if len(parts) == 2:
                site["specials"] = items(parts[1], number)
        elif label in ("battlesite ko", "battlesite ko'd"):
            data.setdefault("battlesite", {})["ko"] = value.lower() in ("yes", "true", "on", "1")
        elif label == "code rule":
            data["code_rule"] = value.lower() in ("yes", "true", "on", "1")
        else:
            problems.append(Problem(f"text.line.{number}", f"unknown label {m.group(1)!r}"))
    for name, number in pending_ko:
        cid = ids.get(norm(name))
        if cid is None:
            problems.append(Problem(f"text.line.{number}", f"{name!r} is not on the team"))
        else:
            data["team"]["ko"].append(cid)
    for who, cards, before, number in pending_placed:
        if norm(who) in ("home base", "homebase"):
            holder = "home_base"
        else:
            holder = ids.get(norm(who))
            if holder is None:
                problems.append(Problem(f"text.line.{number}", f"{who!r} is not on the team"))
                continue
        placed.setdefault(holder, []).extend({"card": c, "placed_before": before} for c in cards)
    if placed:
        data["placed"] = placed
    if "battlesite" in data and "card" not in data["battlesite"]:
        problems.append(Problem("text", "'Battlesite KO' needs a 'Battlesite' line"))
    return data, problems
