"""Clause fields of cards discarded as they are found while going through a pile ("sort
through Draw Pile and discard first 3 Special cards"): the first such cards met, kept as
``first_found`` on the Discard, never the pile's top cards.
"""

from __future__ import annotations

from typing import Any

from cards.grammar import parse_effect
from tests.grammar.clause_checks import faithful_field_tests
from tests.grammar.ten_sets import card_text

OWN: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "Opponent must discard the first 3 Special cards from Draw Pile to Dead Pile.",
        [
            {
                "kind": "discard",
                "who": "opponent",
                "count": 3,
                "from": "draw_pile",
                "to": "dead_pile",
                "filter": "Special",
                "first_found": True,
            }
        ],
    ),
    (
        "Opponent must discard top 3 Special cards from Draw Pile to Dead Pile.",
        [{"kind": "discard", "count": 3, "from": "draw_pile"}],
    ),
]

test_sentences_keep_their_fields, _unused_real = faithful_field_tests(OWN)


def test_first_cards_found_are_not_the_top_cards() -> None:
    tree = parse_effect(card_text("Maggot - Infestinal Fortitude"))
    discards = [
        c
        for clause in tree.clauses
        for c in (getattr(clause, "then", None) or (clause,))
        if c.kind == "discard"
    ]
    assert len(discards) == 1
    assert discards[0].first_found is True and discards[0].count == 3
    assert "first 3 Special cards" in tree.canonical
    assert "top 3" not in tree.canonical


def test_top_cards_stay_the_top_cards() -> None:
    tree = parse_effect("Opponent must discard top 3 Special cards from Draw Pile to Dead Pile.")
    assert tree.clauses[0].first_found is None
    assert "top 3" in tree.canonical
