"""Clause fields of discards, looks and effects a card leaves open: "Discard to the Dead Pile
the card cut to", "discard top 5 cards from Power Pack", "discard all cards not usable by X",
"Replace with same number of cards from Draw Pile", "You may look at top 3 cards in
opponent's Draw Pile", "Affected cards do not have to be discarded" and "May affect Venture
Total" (``optional``: the card leaves it open, where "are not discarded" / "Affects Venture
Total" do not).
"""

from __future__ import annotations

from typing import Any

from cards.grammar import parse_effect
from tests.grammar.clause_checks import assert_full_and_round_trips, faithful_field_tests

OWN: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "Discard to the Dead Pile the card cut to.",
        [{"kind": "discard", "count": 1, "from": "cut_card", "to": "dead_pile"}],
    ),
    (
        "Opponent must discard top 3 cards from Power Pack into Dead Pile.",
        [
            {
                "kind": "discard",
                "who": "opponent",
                "count": 3,
                "from": "top_of_power_pack",
                "to": "dead_pile",
            }
        ],
    ),
    (
        "Discard all Special cards not usable by Gambit from hand.",
        [
            {
                "kind": "discard",
                "count": "all",
                "from": "hand",
                "filter": "Special not usable by Gambit",
            }
        ],
    ),
    (
        "Replace with same number of cards from Draw Pile.",
        [{"kind": "draw", "count": "same_as_discarded", "from": "draw_pile", "to": "hand"}],
    ),
    (
        "You may look at top 4 cards in opponent's Draw Pile.",
        [{"kind": "search", "who": "player", "count": 4, "pile": "opponent_draw_pile"}],
    ),
    (
        "Affected cards do not have to be discarded.",
        [{"kind": "discipline", "action": "affected_cards_not_discarded", "optional": True}],
    ),
    (
        "May affect Venture Total.",
        [{"kind": "discipline", "action": "affects_venture_total", "optional": True}],
    ),
]

test_sentences_keep_their_fields, _real = faithful_field_tests(OWN)


def test_a_printed_discipline_is_not_open() -> None:
    for text in ("Affects Venture Total.", "Affected Power cards are not discarded."):
        (clause,) = parse_effect(text).clauses
        assert clause.optional is None
        assert "optional" not in clause.to_json()


def test_a_hand_replaced_round_trips() -> None:
    assert_full_and_round_trips(
        "Discard all cards not usable by Gambit from hand. Replace with same number of cards "
        "from Draw Pile. May keep duplicates. One Per Deck"
    )


def test_cards_discarded_from_the_top_of_a_draw_pile_read_as_before() -> None:
    # cards leave a Draw Pile from its top: "top" adds nothing to the source there
    (clause,) = parse_effect(
        "Opponent must discard top 2 cards from Draw Pile into Dead Pile."
    ).clauses
    assert clause.from_ == "draw_pile" and clause.count == 2
