"""Clause fields of two choices a card leaves to the player: cards of either of two kinds
("all Special cards and Activator cards", "Special or Activator cards": the joining word is
kept, so two kinds never read as one card of both), and a Hit the player picks ("remove any
Hit", "remove any 1 Hit").
"""

from __future__ import annotations

from cards.grammar import parse_effect
from tests.grammar.clause_checks import faithful_field_tests

OWN = [
    (
        "Opponent must discard all Special or Activator cards in Hand.",
        [
            {
                "kind": "discard",
                "who": "opponent",
                "count": "all",
                "from": "hand",
                "filter": "Special or Activator",
            }
        ],
    ),
    (
        "Opponent must discard all Special cards and Activator cards in Hand.",
        [{"kind": "discard", "filter": "Special and Activator"}],
    ),
    (
        "Acts as a level 7 Any-Power attack. If successful, Opponent must discard all Special "
        "cards and Activator cards in Hand.",
        [
            {"kind": "attack", "level": 7},
            {
                "kind": "condition",
                "when": "successful",
                "then": [{"kind": "discard", "filter": "Special and Activator"}],
            },
        ],
    ),
    (
        "Remove any Hit from Target Character's Permanent Record.",
        [{"kind": "remove_hits", "count": 1, "any_chosen": "any", "record": "permanent"}],
    ),
    (
        "Remove any 2 Hits from Target Character's Permanent Record.",
        [{"kind": "remove_hits", "count": 2, "any_chosen": "any_n"}],
    ),
]

test_own_sentences, test_real_sentences = faithful_field_tests(OWN)


def test_two_kinds_of_one_card_are_not_joined() -> None:
    tree = parse_effect("Opponent must discard all Special Activator cards in Hand.")
    assert " and " not in tree.canonical and " or " not in tree.canonical


def test_a_counted_hit_is_not_a_picked_one() -> None:
    tree = parse_effect("Remove 1 Hit from Target Character's Permanent Record.")
    assert tree.clauses[0].any_chosen is None
