"""Clause fields of a bonus to Venture Total for each successful Hit a team makes with some
cards ("Department H's team's successful Hits made with Power cards are +1 to Venture Total"):
the amount for each such Hit, the cards, whose Hits, and a canonical text printed in the same
shape so that it parses back to the same tree.
"""

from __future__ import annotations

from typing import Any

from cards.grammar import parse_effect
from tests.grammar.clause_checks import (
    assert_full_and_round_trips,
    assert_tree,
    faithful_field_tests,
)

OWN: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "Department H's team's successful Hits made with Power cards are +1 to Venture Total "
        "for remainder of game.",
        [
            {
                "kind": "venture_modifier",
                "who": "team",
                "team_name": "Department H",
                "amount": 1,
                "duration": "game",
                "scaling": {
                    "amount": 1,
                    "per": "successful Hit made with Power card",
                    "count": {"what": "hits", "card_kinds": ["power"], "successful": True},
                },
            }
        ],
    ),
]

test_sentences_keep_their_fields, _no_real_texts = faithful_field_tests(OWN)


def test_canonical_text_keeps_the_printed_shape_and_round_trips() -> None:
    text = (
        "Department H's team's successful Hits made with Power cards are +1 to Venture Total "
        "for remainder of game. One Per Deck"
    )
    tree = parse_effect(text)
    assert tree.canonical.startswith("Department H Team's successful Hits made with Power cards")
    assert_full_and_round_trips(text)


def test_the_opponents_hits_keep_their_side_and_cards() -> None:
    text = (
        "Opponent's successful Hits made with Energy Power cards are -1 to Venture Total for "
        "remainder of battle."
    )
    assert_tree(
        text,
        [
            {
                "kind": "venture_modifier",
                "who": "opponent_team",
                "amount": -1,
                "scaling": {
                    "amount": -1,
                    "per": "successful Hit made with Energy Power card",
                    "count": {
                        "what": "hits",
                        "card_kinds": ["power"],
                        "icons": ["energy"],
                        "successful": True,
                    },
                },
            }
        ],
    )
    assert_full_and_round_trips(text)
