"""Clause fields of sentences whose subject or owner is a team named by its location or
aspect ("Age of Apocalypse's team", "Onslaught's Citadel's team's Venture Total", '"Ship"
Team'), and of a team's own Hits to KO "unless otherwise altered".
"""

from __future__ import annotations

from cards.grammar import parse_effect
from tests.grammar.clause_checks import faithful_field_tests

OWN = [
    (
        "Krakoa's team may rearrange all Hits in the Permanent Records of all Front Line "
        "Characters.",
        [
            {
                "kind": "permission",
                "action": "rearrange_hits",
                "who": "team",
                "owner": "all_front_line",
                "team_name": "Krakoa",
            }
        ],
    ),
    (
        "Add 2 to Wakanda's team's Venture Total for this battle.",
        [
            {
                "kind": "venture_modifier",
                "who": "team",
                "amount": 2,
                "added": True,
                "team_word": True,
                "team_name": "Wakanda",
            }
        ],
    ),
    (
        "Add 3 to Black Widow's Venture Total.",
        [{"kind": "venture_modifier", "amount": 3, "added": True, "team_name": "Black Widow"}],
    ),
    (
        '"Ship" Team Hits to KO is 22 points, unless otherwise altered.',
        [
            {
                "kind": "ko_threshold",
                "who": "team",
                "set_to": 22,
                "unless_altered": True,
                "team_name": "Ship",
            }
        ],
    ),
    (
        "Krakoa Team Hits to KO is 18 points, unless otherwise altered.",
        [{"kind": "ko_threshold", "who": "team", "set_to": 18, "team_name": "Krakoa"}],
    ),
]

OWN += [
    (
        "All of Opponent's Energy Power Card attacks are -2.",
        [
            {
                "kind": "attack_modifier",
                "who": "opponent",
                "icons": ["energy"],
                "card_kinds": ["power"],
                "amount": -2,
                "all_of": True,
            }
        ],
    ),
    (
        "Opponent's Universe: Ally card attacks are +1.",
        [{"kind": "attack_modifier", "who": "opponent", "card_kinds": ["ally"], "amount": 1}],
    ),
    (
        "All of Opponent's Universe: Training Card Bonuses are +0.",
        [
            {
                "kind": "bonus_modifier",
                "who": "opponent",
                "card_kinds": ["training"],
                "set_to": 0,
                "all_of": True,
            }
        ],
    ),
]

OWN += [
    (
        "Krakoa Team's Energy Power cards are an additional +2 to defense.",
        [
            {
                "kind": "defense_modifier",
                "who": "team",
                "icons": ["energy"],
                "amount": 2,
                "additional": True,
                "team_name": "Krakoa",
            }
        ],
    ),
    (
        "Wakanda Team's Universe: Ally cards are an additional +2 to attack, +1 to defense.",
        [
            {"kind": "attack_modifier", "card_kinds": ["ally"], "amount": 2, "additional": True},
            {"kind": "defense_modifier", "card_kinds": ["ally"], "amount": 1, "additional": True},
        ],
    ),
]

REAL = [
    (
        "The Concrete Jungle",
        "The Concrete Jungle Team's",
        [
            {"kind": "attack_modifier", "card_kinds": ["training"], "amount": 1},
            {"kind": "defense_modifier", "card_kinds": ["training"], "amount": 2},
        ],
    ),
    (
        "Fall's Edge Compound",
        "All of Opponent's",
        [{"kind": "attack_modifier", "amount": -1, "card_kinds": ["teamwork"], "all_of": True}],
    ),
    (
        "Madripoor",
        "All of Opponent's",
        [{"kind": "bonus_modifier", "set_to": 0, "card_kinds": ["teamwork"], "all_of": True}],
    ),
    (
        '"Ship"',
        '"Ship" Team Hits',
        [{"kind": "ko_threshold", "set_to": 25, "unless_altered": True, "team_name": "Ship"}],
    ),
]

test_own_sentences, test_real_sentences = faithful_field_tests(OWN, REAL)


def test_a_hits_to_ko_number_without_its_qualifier_is_not_read_as_one() -> None:
    # the grammar reads the number only with "unless otherwise altered" printed after it
    tree = parse_effect("Krakoa Team Hits to KO is 18 points.")
    assert not any(getattr(c, "unless_altered", None) for c in tree.clauses)


def test_the_team_of_an_added_venture_total_is_named_once() -> None:
    tree = parse_effect(
        "Add 4 to Onslaught's Citadel's team's Venture Total, or Opponent is -4 to Venture "
        "Total for this battle."
    )
    assert tree.status == "full"
    assert tree.canonical.count("Onslaught's Citadel Team's Venture Total") == 1
    assert tree.clauses[0].options[0].team_word is True


def test_a_bonus_set_to_a_value_is_not_an_additional_bonus() -> None:
    (clause,) = parse_effect("All of Opponent's Universe: Teamwork Card Bonuses are +0.").clauses
    assert (clause.set_to, clause.amount, clause.multiplier) == (0, None, None)


def test_all_of_an_opponents_hits_stays_the_quantity_of_a_move() -> None:
    tree = parse_effect("Move all of opponent's Hits from Current Battle to Permanent Record.")
    assert not any(getattr(c, "all_of", None) for c in tree.clauses)
