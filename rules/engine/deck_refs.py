"""Card references in deck lists and situations: names looked up in the catalogue (with
mission sets) and power cards named by value; inline cards are read in ``deck_inline_cards``."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from rules.engine.card_identity import norm
from rules.engine.cards import (
    CardDef,
    CardLookup,
    MemoryLookup,
    power_card,
)
from rules.engine.deck_inline_cards import inline_card, inline_character
from rules.engine.deck_problems import Problem

MAX_COUNT = 200  # more copies of one card than anyone could mean


MAX_ENTRIES = 400  # lines and names in one deck list


MAX_JOIN = 4  # a card name holds at most three commas


MAX_SUGGESTED = 25  # unknown names beyond this many get no suggestions (they cost a search each)


class CatalogueMemoryLookup(MemoryLookup):
    """A ``MemoryLookup`` that can also list the cards of a mission set."""

    def __init__(self, cards: Iterable[CardDef] = ()) -> None:
        self._all: list[CardDef] = []
        super().__init__(cards)

    def add(self, card: CardDef) -> None:
        super().add(card)
        self._all.append(card)

    def mission_set(self, name: str) -> list[CardDef]:
        key = norm(name)
        return [c for c in self._all if c.kind == "mission" and norm(c.mission_set) == key]

    def mission_set_names(self) -> list[str]:
        return sorted({c.mission_set for c in self._all if c.kind == "mission" and c.mission_set})


def mission_cards(lookup: Any, name: str) -> list[CardDef] | None:
    """The catalogue's cards of a mission set, or None if the lookup cannot list them."""
    finder = getattr(lookup, "mission_set", None)
    if finder is None:
        return None
    return list(finder(name))


_POWER_NAME = re.compile(
    r"^(?:(\d)\s*(energy|fighting|strength|intellect|multi[\s-]?power|any[\s-]?power)"
    r"|(energy|fighting|strength|intellect|multi[\s-]?power|any[\s-]?power)\s*(\d))"
    r"(?:\s+power)?(?:\s+cards?)?$",
    re.IGNORECASE,
)


def power_from_name(text: str) -> CardDef | None:
    """'7 Fighting', 'Fighting 7', '4 MultiPower', '7 Any-Power' as a power card."""
    m = _POWER_NAME.match(text.strip())
    if not m:
        return None
    value = int(m.group(1) or m.group(4))
    kind = (m.group(2) or m.group(3)).lower().replace(" ", "").replace("-", "")
    if not 1 <= value <= 8:
        return None
    icon = {"multipower": "multipower", "anypower": "any_power"}.get(kind, kind)
    return power_card(value, icon)


class CardResolver:
    """Resolves card references (names, slugs, inline cards) and records the problems."""

    def __init__(self, lookup: CardLookup) -> None:
        self.lookup = lookup
        self.problems: list[Problem] = []
        self.ambiguous: dict[str, list[str]] = {}
        self.unknown = 0

    def _note_alternatives(self, text: str, card: CardDef) -> None:
        """Names that match several cards (a 3-rank and a 4-rank character, reprints with
        different text): say which one was used, if the lookup can tell."""
        finder = getattr(self.lookup, "alternatives", None)
        if finder is None or text in self.ambiguous:
            return
        others = [s for s in finder(text, card) if s != card.slug]
        if others:
            self.ambiguous[text] = [card.slug or card.name, *others]

    def name(self, ref: str, path: str, *, kinds: tuple[str, ...] = ()) -> CardDef | None:
        text = ref.strip()
        if not text:
            self.problems.append(Problem(path, "a card name is empty"))
            return None
        card = self.lookup.get(text)
        if card is None:
            power = power_from_name(text)
            if power is not None:
                card = self.lookup.get(power.name) or power
        if card is None:
            self.unknown += 1
            suggestions = list(self.lookup.suggest(text)) if self.unknown <= MAX_SUGGESTED else []
            hint = f"; did you mean {', '.join(suggestions)}?" if suggestions else ""
            self.problems.append(Problem(path, f"no card is named {text!r}{hint}", suggestions))
            return None
        if kinds and card.kind not in kinds:
            self.problems.append(
                Problem(path, f"{card.name} is a {card.kind} card, not a {' or '.join(kinds)}")
            )
            return None
        self._note_alternatives(text, card)
        return card

    def try_name(self, ref: str) -> CardDef | None:
        text = ref.strip()
        if not text:
            return None
        card = self.lookup.get(text)
        if card is None:
            power = power_from_name(text)
            if power is not None:
                card = self.lookup.get(power.name) or power
        if card is not None:
            self._note_alternatives(text, card)
        return card

    def ref(self, value: Any, path: str, *, kinds: tuple[str, ...] = ()) -> CardDef | None:
        """A reference as the API takes it: a name, ``{"card": name}`` or an inline card."""
        if isinstance(value, str):
            return self.name(value, path, kinds=kinds)
        if isinstance(value, Mapping):
            if "card" in value:
                inner = value["card"]
                if isinstance(inner, str):
                    return self.name(inner, f"{path}.card", kinds=kinds)
                if isinstance(inner, Mapping):
                    return self.ref(inner, f"{path}.card", kinds=kinds)
                self.problems.append(Problem(f"{path}.card", "must be a card name or object"))
                return None
            if "grid" in value:
                return inline_character(value, path, self.problems)
            card = inline_card(value, path, self.problems)
            if card is not None and kinds and card.kind not in kinds:
                self.problems.append(Problem(path, f"must be a {' or '.join(kinds)} card"))
                return None
            return card
        self.problems.append(Problem(path, "must be a card name or an object"))
        return None
