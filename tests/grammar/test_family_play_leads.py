"""Leads and timings of a card's play: "Play this card in front of X", "Play when opponent
concedes battle", "At end of battle, ...", and who may move Mission cards.

Sentences in the game's words: each parses in full into these clauses with these fields, and
its canonical text parses back to the same clauses.
"""

from __future__ import annotations

from typing import Any

from cards.grammar import parse_effect
from tests.grammar.clause_checks import family_tests

CASES: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "Play this card in front of Storm. Storm may not defend this card.",
        [
            {"kind": "timing", "when": "in_front_of:Storm"},
            {"kind": "cannot_defend", "who": "Storm", "against": {"kinds": ["this_card"]}},
        ],
    ),
    (
        "Storm may move 1 Mission card from the Defeated Missions Pile to the Reserve Missions "
        "Pile.",
        [
            {
                "kind": "mission_move",
                "who": "Storm",
                "may": True,
                "from": "defeated_missions",
                "to": "reserve_missions",
            }
        ],
    ),
    (
        "Opponent must move 1 Mission Card from the Completed Missions Pile, to the Reserve "
        "Missions Pile.",
        [
            {
                "kind": "mission_move",
                "who": "opponent",
                "from": "completed_missions",
                "to": "reserve_missions",
            }
        ],
    ),
    (
        "Opponent must move 1 Mission card from the Completed Missions Pile to the Reserve "
        "Missions Pile.",
        [{"kind": "mission_move", "who": "opponent", "from": "completed_missions"}],
    ),
]


test_clause_fields, test_full_and_canonical_round_trips = family_tests(CASES)


def test_one_per_deck_may_end_with_a_full_stop() -> None:
    tree = parse_effect("Storm may not attack for remainder of battle. One Per Deck.")
    assert tree.status == "full" and tree.one_per_deck is True


def test_a_move_the_card_orders_is_not_optional() -> None:
    (clause,) = parse_effect(
        "Opponent must move 1 Mission card from the Completed Missions Pile to the Reserve "
        "Missions Pile."
    ).clauses
    assert clause.may is None and "must move" in clause.render()
