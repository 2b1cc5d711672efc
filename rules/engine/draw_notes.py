"""Handling notes of a card's draws that the step states with the draw, for the table (MR.5,
MR.6): who picks the number of cards drawn and when ("Teammate's choice before Draw Phase"),
that the pick may change each battle ("May change each battle"), and that the cards drawn are
discarded as usual ("Normal discard rules apply": duplicates and unusable cards go, OR.discard).
Folded into the card's draw clauses like the other handling notes (``disciplines``)."""

from __future__ import annotations

from typing import Any

_DRAWS = frozenset({"draw", "paid_effect"})

#: Discipline actions that qualify the card's draws, and the fields they set.
DRAW_NOTES: dict[str, tuple[frozenset[str], dict[str, Any]]] = {
    "choice_of:teammate_before_draw_phase": (_DRAWS, {"count_chosen": "teammate"}),
    "choice_may_change_each_battle": (_DRAWS, {"count_changes": True}),
    "normal_discard_rules": (_DRAWS, {"normal_discards": True}),
}


def note_words(clause: dict[str, Any]) -> str:
    """The notes folded into a draw, for the step's text."""
    words = ""
    if clause.get("count_chosen") == "teammate":
        words += ", the number chosen by the teammate before the draw phase"
    if clause.get("count_changes"):
        words += ", a choice that may change each battle"
    if clause.get("normal_discards"):
        words += "; the cards drawn are discarded as usual (duplicates and unusable cards)"
    return words
