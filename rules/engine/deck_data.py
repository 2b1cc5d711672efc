"""Deck lists given as JSON-like data, and the mission they name (``deck_from_data``)."""

from __future__ import annotations

import difflib
import re
from collections.abc import Mapping
from typing import Any

from rules.engine.cards import (
    CardDef,
    CardLookup,
)
from rules.engine.deck_inline_cards import int_field
from rules.engine.deck_model import Deck, DeckEntry
from rules.engine.deck_problems import Problem
from rules.engine.deck_refs import MAX_COUNT, CardResolver, mission_cards


def resolve_mission(
    resolver: CardResolver, value: Any, path: str
) -> tuple[list[CardDef], str, list[int]]:
    """(mission cards, mission name, catalogue gaps) from a set name or a list of cards."""
    if value is None:
        return [], "", []
    if isinstance(value, list):
        cards = []
        for i, item in enumerate(value):
            card = resolver.ref(item, f"{path}.{i}", kinds=("mission",))
            if card is not None:
                cards.append(card)
        return cards, "", []
    if not isinstance(value, str) or not value.strip():
        resolver.problems.append(Problem(path, "must be a mission set name or a list of cards"))
        return [], "", []
    name = re.sub(
        r"\s*\(?\s*(?:1\s*[-\u2013]\s*7|7\s+cards?|complete)\s*\)?\s*$", "", value.strip()
    )
    cards = mission_cards(resolver.lookup, name)
    if cards is None:
        # The lookup cannot list sets: accept one card of the set by name.
        card = resolver.lookup.get(name)
        if card is not None and card.kind == "mission":
            return [card], card.mission_set or name, []
        resolver.problems.append(
            Problem(
                path, f"cannot list the cards of the mission set {name!r}: list its seven cards"
            )
        )
        return [], name, []
    if not cards:
        names = list(getattr(resolver.lookup, "mission_set_names", lambda: [])())
        close = difflib.get_close_matches(name, names, n=5, cutoff=0.5)
        hint = f"; did you mean {', '.join(close)}?" if close else ""
        resolver.problems.append(Problem(path, f"no mission set is named {name!r}{hint}", close))
        return [], name, []
    by_number: dict[int, CardDef] = {}
    for c in sorted(cards, key=lambda c: c.name):
        n = c.mission_number
        if n is None:
            m = re.search(r"\s(\d)\s*(?:of\s*7)?\s*[-\u2013\u2014:]", c.name)
            n = int(m.group(1)) if m else None
        if isinstance(n, int):
            by_number.setdefault(n, c)
    gaps = [n for n in range(1, 8) if n not in by_number]
    chosen = [by_number[n] for n in sorted(by_number) if 1 <= n <= 7] if by_number else cards[:7]
    return chosen, cards[0].mission_set or name, gaps


def deck_from_data(
    data: Mapping[str, Any], lookup: CardLookup
) -> tuple[Deck | None, list[Problem]]:
    """A ``Deck`` from the API's structured form; problems instead of a deck if any."""
    r = CardResolver(lookup)
    characters = []
    chars = data.get("characters")
    if not isinstance(chars, list):
        r.problems.append(Problem("characters", "must be a list of four characters"))
        chars = []
    for i, item in enumerate(chars):
        card = r.ref(item, f"characters.{i}", kinds=("character",))
        if card is not None:
            characters.append(card)
    mission, mission_name, gaps = resolve_mission(r, data.get("mission"), "mission")
    entries: list[DeckEntry] = []
    cards = data.get("cards", [])
    if not isinstance(cards, list):
        r.problems.append(Problem("cards", "must be a list of {card, count}"))
        cards = []
    for i, item in enumerate(cards):
        path = f"cards.{i}"
        count = 1
        if isinstance(item, Mapping) and "count" in item:
            count = int_field(item.get("count"), f"{path}.count", r.problems, 1, MAX_COUNT) or 0
        ref = item.get("card") if isinstance(item, Mapping) and "card" in item else item
        card = r.ref(ref, f"{path}.card" if isinstance(item, Mapping) else path)
        if card is not None and count:
            entries.append(DeckEntry(card, count))
    home = data.get("home_base")
    home_base = r.ref(home, "home_base", kinds=("location",)) if home else None
    site = data.get("battlesite")
    battlesite = None
    specials: list[DeckEntry] = []
    if site:
        if isinstance(site, str):
            site = {"card": site}
        if not isinstance(site, Mapping):
            r.problems.append(Problem("battlesite", "must be {card, specials}"))
        else:
            battlesite = r.ref(site.get("card"), "battlesite.card", kinds=("location",))
            raw = site.get("specials", [])
            if not isinstance(raw, list):
                r.problems.append(Problem("battlesite.specials", "must be a list"))
                raw = []
            for i, item in enumerate(raw):
                count = 1
                if isinstance(item, Mapping) and "count" in item:
                    count = (
                        int_field(
                            item.get("count"), f"battlesite.specials.{i}.count", r.problems, 1, 50
                        )
                        or 0
                    )
                    item = item.get("card")
                card = r.ref(item, f"battlesite.specials.{i}")
                if card is not None and count:
                    specials.append(DeckEntry(card, count))
    code_rule = data.get("code_rule", False)
    if not isinstance(code_rule, bool):
        r.problems.append(Problem("code_rule", "must be true or false"))
    return finished_deck(
        r,
        characters=characters,
        mission=mission,
        mission_name=mission_name,
        mission_catalogue_gaps=gaps,
        cards=entries,
        home_base=home_base,
        battlesite=battlesite,
        battlesite_specials=specials,
        code_rule=bool(code_rule),
    )


def finished_deck(r: CardResolver, **parts: Any) -> tuple[Deck | None, list[Problem]]:
    """The deck a list describes, with the names it found ambiguous, or no deck and every
    problem when a part of it could not be read."""
    if r.problems:
        return None, r.problems
    return Deck(**parts, ambiguous=dict(r.ambiguous)), []
