"""Power Up! deck legality: a 20-card Hero Deck and a 20-card Power Deck.

The Hero Deck holds four heroes of each rarity 1* to 5*; the Power Deck mixes Equipment,
Power and Battle cards, at most three copies of each. Unique cards appear once in a deck,
Limited cards at most the number they print (which replaces the three-copy cap).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

HERO_DECK = 20
POWER_DECK = 20
PER_RARITY = 4
POWER_COPIES = 3
RARITIES = (1, 2, 3, 4, 5)
POWER_KINDS = ("equipment", "power", "battle")


@dataclass(frozen=True)
class DeckCard:
    name: str
    count: int
    unique: bool = False
    limited: int | None = None
    rarity: int | None = None  # heroes
    kind: str | None = None  # power deck cards


@dataclass
class DeckResult:
    violations: list[dict[str, Any]]
    counts: dict[str, Any]

    @property
    def legal(self) -> bool:
        return not self.violations

    def as_dict(self) -> dict[str, Any]:
        return {"legal": self.legal, "violations": self.violations, "counts": self.counts}


def _merged(cards: list[DeckCard]) -> dict[str, tuple[DeckCard, int]]:
    """Cards by name (case ignored): the first entry's flags, and the copies of all entries."""
    merged: dict[str, tuple[DeckCard, int]] = {}
    for card in cards:
        key = card.name.strip().lower()
        first, count = merged.get(key, (card, 0))
        merged[key] = (first, count + card.count)
    return merged


def _copy_limits(cards: list[DeckCard], deck: str, default_cap: int | None) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for card, count in _merged(cards).values():
        if card.unique and count > 1:
            out.append(
                {
                    "rule": "PU.deck.unique",
                    "message": f"{card.name} is Unique: one copy per deck, not {count}.",
                    "cards": [card.name],
                }
            )
        elif card.limited is not None and not card.unique and count > card.limited:
            out.append(
                {
                    "rule": "PU.deck.limited",
                    "message": f"{card.name} is Limited ({card.limited}): {count} copies.",
                    "cards": [card.name],
                }
            )
        elif (
            default_cap is not None
            and card.limited is None
            and not card.unique
            and count > default_cap
        ):
            out.append(
                {
                    "rule": "PU.deck.copies",
                    "message": f"{card.name}: {count} copies in the {deck}; at most "
                    f"{default_cap} of a card that is not Limited.",
                    "cards": [card.name],
                }
            )
    return out


def check_deck(heroes: list[DeckCard], powers: list[DeckCard]) -> DeckResult:
    violations: list[dict[str, Any]] = []
    hero_total = sum(c.count for c in heroes)
    power_total = sum(c.count for c in powers)
    for total, size, deck in (
        (hero_total, HERO_DECK, "Hero Deck"),
        (power_total, POWER_DECK, "Power Deck"),
    ):
        if total != size:
            violations.append(
                {
                    "rule": "PU.deck.size",
                    "message": f"The {deck} holds {total} cards; it must hold exactly {size}.",
                    "cards": [],
                }
            )
    by_rarity = {r: sum(c.count for c in heroes if c.rarity == r) for r in RARITIES}
    for rarity, count in by_rarity.items():
        if count != PER_RARITY:
            violations.append(
                {
                    "rule": "PU.deck.rarity",
                    "message": f"The Hero Deck has {count} heroes of rarity {rarity}*; it needs "
                    f"exactly {PER_RARITY} of each rarity.",
                    "cards": [c.name for c in heroes if c.rarity == rarity],
                }
            )
    violations += _copy_limits(heroes, "Hero Deck", None)
    violations += _copy_limits(powers, "Power Deck", POWER_COPIES)
    counts = {
        "heroes": hero_total,
        "powers": power_total,
        "by_rarity": {str(r): n for r, n in by_rarity.items()},
        "by_kind": {k: sum(c.count for c in powers if c.kind == k) for k in POWER_KINDS},
    }
    return DeckResult(violations, counts)
