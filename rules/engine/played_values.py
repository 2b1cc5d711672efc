"""Clauses that read a number off the cards played with a special (MR.1, MR.7).

"Value of Power card is added to Venture Total for this battle" (``value_to_venture``) and
"Universe bonus added to Venture total for this battle" (``bonus_modifier`` with
``to_venture``) become the venture modifier they amount to, an effect in play for the battle
that the venture total shown after the battle counts (OR.venture-total). "Absorbing Man's
Power Grid gets Bonus in that Power Type for remainder of game" (``grid_bonus``, played with a
basic universe card) becomes the grid change it amounts to: the card's bonus added to the
rating of its power type. "<X> may not be attacked by a Power card of equal or lesser value"
(a ``cannot_be_attacked`` whose cards keep the words ``value<=this card``) played with one
Power card bars the Power cards of that card's value or less (MR.19, MR.10).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from rules.engine.chosen_type_restrictions import fill_played_type
from rules.engine.played_limits import fill_played_limit
from rules.engine.state import CardUse

#: The card kinds whose value or bonus a clause names, by its words.
_SOURCE_KINDS = {
    "power card": ("power",),
    "universe card": ("universe",),
    "special card": ("special",),  # "Value of Special card" played with it (not itself)
}


def _cards_of(kinds: Iterable[str], cards: list[CardUse]) -> list[CardUse]:
    kinds = set(kinds)
    return [c for c in cards if c.kind in kinds or (c.defn.subtype or "") in kinds]


def _says_value(card: CardUse) -> bool:
    return any(c.get("kind") == "value_to_venture" for c in card.clauses)


def gained(clause: dict[str, Any], cards: list[CardUse]) -> dict[str, Any] | None:
    """The venture modifier a value or bonus clause amounts to with ``cards``, or ``None``
    when it is not such a clause (or no card of the kind it names was played)."""
    kind = clause.get("kind")
    if kind == "value_to_venture":
        source = str(clause.get("source") or "Power card").lower()
        named = _cards_of(_SOURCE_KINDS.get(source, ("power",)), cards)
        named = [c for c in named if not _says_value(c)]  # the special saying it is not counted
        amount = sum(c.defn.value or 0 for c in named)
    elif kind == "bonus_modifier" and clause.get("to_venture") and not clause.get("multiplier"):
        named = _cards_of(clause.get("card_kinds") or ("universe",), cards)
        amount = sum(c.defn.bonus or 0 for c in named)
    elif kind == "grid_bonus":
        return _grid_bonus(clause, cards)
    else:
        return None
    if not named:
        return None
    return {
        "kind": "venture_modifier",
        "who": clause.get("who") or "self",
        "amount": amount,
        "duration": clause.get("duration") or "battle",
        "from": kind,
    }


def _grid_bonus(clause: dict[str, Any], cards: list[CardUse]) -> dict[str, Any] | None:
    universes = [c for c in cards if c.kind == "universe" and c.defn.bonus is not None]
    if len(universes) != 1 or not universes[0].defn.icons:
        return None
    card = universes[0]
    return {
        "kind": "grid_change",
        "who": clause.get("who") or "self",
        "icons": list(card.defn.icons[:1]),
        "delta": int(card.defn.bonus or 0),
        "duration": clause.get("duration") or "game",
        "from": "grid_bonus",
    }


def with_played_values(clauses: list[dict[str, Any]], cards: list[CardUse]) -> list[dict]:
    """``clauses`` with each clause that reads a card's value or bonus made the venture
    modifier or grid change it amounts to."""
    return [
        gained(c, cards) or fill_played_limit(c, cards) or fill_played_type(c, cards) or c
        for c in clauses
    ]
