"""A permission to attack with cards a character could not use: "Bullseye may attack with any
Special cards or Power cards in Hand for remainder of battle" (an ``attack_with`` permission).

While the effect lasts, the character it names may attack with a Power card its grid does not
allow, played as the card's own type, and with a special of another character (MR.19: the
card in play changes the rule). The permission is for attacks only: it lets no card defend,
and it covers only the kinds of card it names, from where it names (the hand).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from rules.engine.clauses import tuple_of
from rules.engine.state import CardUse, Character, Effect
from rules.engine.who_names import names_character


def _grants(clause: dict[str, Any], card: CardUse) -> bool:
    if clause.get("kind") != "permission" or clause.get("action") != "attack_with":
        return False
    kinds = set(tuple_of(clause.get("card_kinds")))
    source = clause.get("source")
    return (not kinds or card.kind in kinds) and (not source or source == card.source)


def attack_with_grant(
    effects: Iterable[Effect], char: Character | None, card: CardUse
) -> Effect | None:
    """The effect in play that lets ``char`` attack with ``card``, if any."""
    if char is None:
        return None
    for e in effects:
        if any(_grants(c, card) and names_character(c.get("who"), char, e) for c in e.clauses):
            return e
    return None


def own_icon(card: CardUse) -> str | None:
    """The type a Power card is played as when no grid decides it: its own (a MultiPower
    card's chosen or first icon; an Any-Power card stays Any-Power)."""
    d = card.defn
    if d.subtype == "any_power":
        return "any_power"
    if d.subtype == "multipower" and card.as_icon in d.icons:
        return card.as_icon
    return d.icons[0] if d.icons else None
