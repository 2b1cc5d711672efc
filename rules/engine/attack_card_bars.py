"""Whether a bar on being attacked "by" or "with" cards ("May not be attacked with Basic
Universe cards", "by a Power card of equal or lesser value", "by any card from a Location")
covers an attack's cards: one reading shared by the shift and attack checks (``shift``) and a
bar played as a defense (``defense_avoids``)."""

from __future__ import annotations

from typing import Any

from rules.engine.attacks import Action
from rules.engine.card_filters import Filter, card_filter
from rules.engine.location_sources import from_source
from rules.engine.state import Character


def _same_value(action: Action, char: Character, kinds: tuple[str, ...]) -> bool:
    """The attack's Power cards share a value with a hit of ``char``'s permanent record made
    with cards of ``kinds`` (the typed ``same_value_as``: "by a Power card with the same value
    as any Power cards on Kree's Permanent Record")."""
    held = {h.value for h in char.hits if h.record == "permanent" and h.source in kinds}
    return any(c.kind == "power" and c.defn.value in held for c in action.cards)


def attacked_with_cards(clause: dict[str, Any], action: Action, char: Character) -> bool:
    """ "May not be attacked with Basic Universe cards": the bar holds only for an attack made
    with cards of every kind it names (the cards' kinds and subtypes), and of the values it
    names (``same_value_as``)."""
    named = card_filter(clause.get("by_cards"))
    same = clause.get("same_value_as")
    made = action.card_kinds | {c.subtype for c in action.cards if c.subtype}
    kinds = tuple(same.get("card_kinds") or ()) if isinstance(same, dict) else ()
    return (
        (named.kinds | named.icons) <= made
        and not named.unread  # words the grammar could not type: never taken as met
        # "may not be attacked from a Battlesite" / "by any card from a Location": the attacks
        # made with cards from there only (location_sources)
        and from_source(named.source, action)
        and (not same or _same_value(action, char, kinds))
        and (
            not named.has_value_test
            or _valued(Filter(frozenset(), frozenset(), named.low, named.high), action)
        )
    )


def _valued(limit: Filter, action: Action) -> bool:
    """ "May not be attacked by a card with a Value of 7 or greater": one card of the attack
    has a value inside the limit (a card without a printed value counts as the attack's)."""
    values = [c.defn.value for c in action.cards if isinstance(c.defn.value, int)]
    return any(limit.matches((), (), v) for v in values or [action.value])
