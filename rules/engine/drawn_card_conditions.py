"""Conditions on the card a play just drew from a pile the engine does not hold ("Draw top card
from Draw Pile. If drawn card is an attack, Two-Face may use it. If drawn card is not an
attack, discard it to the Dead Pile"): the card is seen at the table, so the resolver states
each branch in the step for the judge to follow (MR.6); a drawn attack then reaches the
engine as any other play.
"""

from __future__ import annotations

from typing import Any

#: The condition kinds on a drawn card.
DRAWN_CARD_CONDITIONS = frozenset({"drawn_card_is_attack", "drawn_card_is_not_attack"})


def is_drawn_card_condition(clause: dict[str, Any]) -> bool:
    return clause.get("kind") == "condition" and clause.get("when") in DRAWN_CARD_CONDITIONS


def drawn_card_step(
    card: str, clause: dict[str, Any], words: str
) -> tuple[str, list[str], str, list[dict[str, Any]]]:
    """(text, rules, result, changes) of the step that states the branch."""
    change = {"op": "drawn_card", "card": card, "when": clause.get("when")}
    return f"{card}: {words} (the drawn card is seen at the table).", ["MR.6"], "effect", [change]
