"""Clause fields of cards placed after a search ("Sort through your Power Pack and place 2
Energy cards into your hand"): the cards placed name no pile, so they come from the pile the
sentence searched (``taken_from``); a place that names no pile and follows no search is not
understood (not read with a guessed pile).

Short texts in the game's words; each must parse in full into these clauses with these
fields, and its canonical text must parse back to the same clauses.
"""

from __future__ import annotations

from typing import Any

from cards.grammar.parser import parse_effect
from tests.grammar.clause_checks import family_tests

CASES: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "Sort through your Power Pack and place 2 Energy cards into your hand.",
        [
            {"kind": "search", "pile": "power_pack"},
            {"kind": "put_cards", "count": 2, "to": "hand", "taken_from": "power_pack"},
        ],
    ),
    (
        "Sort through your Dead Pile and place 1 Universe card on top of your Power Pack.",
        [
            {"kind": "search", "pile": "dead_pile"},
            {"kind": "put_cards", "count": 1, "to": "top_of_power_pack", "taken_from": "dead_pile"},
        ],
    ),
]

test_clause_fields, test_full_and_canonical_round_trips = family_tests(CASES)


def test_cards_placed_from_no_pile_and_no_search_are_not_read() -> None:
    assert parse_effect("Place 1 Universe card into your hand.").status == "failed"
