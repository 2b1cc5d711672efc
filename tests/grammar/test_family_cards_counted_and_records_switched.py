"""Clause fields of two ways cards and records are named: the cards a "for each" counts when
one player plays them ("for each Activator card played by Opponent"), and an order to switch
two characters' Permanent Records ("Switch entire Permanent Record of X with Permanent Record
of Y").
"""

from __future__ import annotations

from cards.grammar import parse_effect
from tests.grammar.clause_checks import faithful_field_tests

OWN = [
    (
        "Both players must draw 1 card for each Special card played by Opponent.",
        [
            {
                "kind": "draw",
                "who": "both_players",
                "scaling": {
                    "amount": 1,
                    "per": "Special card played by opponent",
                    "count": {"what": "cards", "played_by": "opponent", "card_kinds": ["special"]},
                },
            }
        ],
    ),
    (
        "Switch entire Permanent Record of any Front Line teammate with Permanent Record of "
        "Target Character.",
        [
            {
                "kind": "switch_record",
                "who": "any Front Line teammate",
                "partner": "target",
                "records_of": True,
            }
        ],
    ),
]

test_own_sentences, test_real_sentences = faithful_field_tests(OWN)


def test_cards_counted_without_a_player_name_no_player() -> None:
    tree = parse_effect("Both players must draw 1 card for each Special card.")
    assert tree.clauses[0].scaling.per == "Special card"


def test_a_character_switching_its_own_record_is_not_an_order() -> None:
    tree = parse_effect("May switch entire Permanent Record with any Front Line teammate.")
    assert tree.clauses[0].records_of is None
