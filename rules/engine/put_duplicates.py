"""'Put the first 3 cards with Energy icons in Hand. May keep duplicates.': on a card that
draws nothing, the cards it puts in the hand are its draw, so "May keep duplicates" holds for
those cards, and only those (MR.1). A card that also draws keeps the note with its draw
(``disciplines``); a card put anywhere but the hand is no draw."""

from __future__ import annotations

from typing import Any

#: The card's notes that duplicates drawn may be kept.
KEEP_NOTES = frozenset({"keep_duplicates", "duplicates_allowed"})
#: Kinds that draw (the note goes with them, ``disciplines``) and kinds that put cards.
DRAWS = frozenset({"draw", "exchange_cards", "paid_effect", "choose_cards"})
PUTS = frozenset({"put_first_found", "put_cards"})


def fold_put_duplicates(clauses: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The clauses, each put into the hand marked ``keep_duplicates`` when the card says
    duplicates may be kept and draws nothing else."""
    kinds = {c.get("kind") for c in clauses}
    noted = any(c.get("kind") == "discipline" and c.get("action") in KEEP_NOTES for c in clauses)
    if not noted or kinds & DRAWS:
        return clauses
    return [
        {**c, "keep_duplicates": True} if c.get("kind") in PUTS and c.get("to") == "hand" else c
        for c in clauses
    ]
