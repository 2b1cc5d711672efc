"""Teamwork cards an effect in play lets a character play whatever their requirement: "Booster
Gold may play any Energy or Strength Teamwork cards for remainder of game" (a ``play``
permission naming teamwork cards, of power types or not). The attack is checked as any
teamwork attack, the requirement aside (OR.universe-teamwork, MR.19).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from rules.engine.clauses import tuple_of
from rules.engine.state import CardUse, Character, Effect
from rules.engine.who_names import names_character


def grants_teamwork(clause: dict[str, Any]) -> bool:
    """A permission to play any teamwork cards (of the types it names) for a while."""
    kinds = set(tuple_of(clause.get("card_kinds")))
    return (
        clause.get("kind") == "permission"
        and clause.get("action") == "play"
        and "teamwork" in kinds
        and kinds <= {"teamwork", "universe"}
        and clause.get("count") in (None, "all", "any")
        and not clause.get("owner")
        and clause.get("duration") != "next_battle"
    )


def permitted_teamwork(card: CardUse, by: Character, effects: Iterable[Effect]) -> Effect | None:
    """The effect in play that lets ``by`` play this teamwork card, if any."""
    if card.kind != "universe" or card.subtype != "teamwork":
        return None
    for e in effects:
        for c in e.clauses:
            icons = set(tuple_of(c.get("icons")))
            if (
                grants_teamwork(c)
                and names_character(c.get("who"), by, e)
                and (not icons or bool(icons & set(card.defn.icons)))
            ):
                return e
    return None
