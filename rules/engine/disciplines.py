"""Handling notes printed after a card's discard ("Cards may be Placed or in Hand", "Cards
chosen by Opponent"): they say where the discarded cards come from and who picks them, so
they are folded into the card's ``discard`` clauses before the resolver states the discard
(MR.5, OR.placing: placed cards are the character's, not the hand's, unless the card says so).
"""

from __future__ import annotations

from typing import Any

#: Discipline actions that qualify the card's discards, and the fields they set.
DISCARD_DISCIPLINES: dict[str, dict[str, str]] = {
    "cards_may_be_placed_or_in_hand": {"from": "hand_or_placed"},
    "choice_of:opponent": {"chosen_by": "discarding_player"},
}


def _fold(clause: dict[str, Any], fields: dict[str, str]) -> dict[str, Any]:
    if clause.get("kind") == "discard":
        return {**clause, **fields}
    if clause.get("kind") == "condition" and clause.get("then"):
        return {**clause, "then": [_fold(c, fields) for c in clause["then"]]}
    return clause


def fold_disciplines(clauses: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The card's clauses with its discard disciplines written into its discards."""
    fields: dict[str, str] = {}
    for c in clauses:
        if c.get("kind") == "discipline":
            fields.update(DISCARD_DISCIPLINES.get(str(c.get("action")), {}))
    if not fields:
        return clauses
    return [_fold(c, fields) for c in clauses]


def pile_words(clause: dict[str, Any]) -> str:
    """Where a discard's cards come from and who picks them, for the step's text."""
    words = ""
    if clause.get("from") == "hand_or_placed":
        words += " from the hand or the cards placed"
    if clause.get("chosen_by") == "discarding_player":
        words += ", chosen by the player who discards"
    return words
