"""Clause fields of a subject's bonus to every action made with cards of some kinds ("Kingpin's
team is +1 to all numeric Special cards": an AttackModifier and a DefenseModifier with
``every``; "numeric" is the ``numerical`` filter, not a second kind), and of a subject's bonus to every attack made with cards of some kinds ("X is +2
to all Power card attacks", "Opponent's team is -3 to all Intellect attacks against Y"): the
kinds and icons are kept on the AttackModifier with ``every`` set, printed back subject first.
"""

from __future__ import annotations

from typing import Any

from cards.grammar import parse_effect
from tests.grammar.clause_checks import assert_full_and_round_trips, faithful_field_tests
from tests.grammar.ten_sets import card_text

OWN: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "Opponent's team is -3 to all Intellect attacks against Target Character for "
        "remainder of battle.",
        [
            {
                "kind": "attack_modifier",
                "who": "opponent_team",
                "amount": -3,
                "icons": ["intellect"],
                "card_kinds": [],
                "against": "target",
                "duration": "battle",
                "every": True,
            }
        ],
    ),
    (
        "Nightcrawler is +2 to all Power card attacks for remainder of game.",
        [
            {
                "kind": "attack_modifier",
                "who": "Nightcrawler",
                "amount": 2,
                "card_kinds": ["power"],
                "icons": [],
                "duration": "game",
                "every": True,
            }
        ],
    ),
    (
        "Nightcrawler's team is +1 to all Fighting Power card attacks.",
        [
            {
                "kind": "attack_modifier",
                "who": "team",
                "amount": 1,
                "card_kinds": ["power"],
                "icons": ["fighting"],
                "every": True,
            }
        ],
    ),
    (
        "Nightcrawler's team is +1 to all numeric Special cards for remainder of battle.",
        [
            {
                "kind": "attack_modifier",
                "who": "team",
                "card_kinds": ["special"],
                "numerical": True,
                "every": True,
                "duration": "battle",
            },
            {
                "kind": "defense_modifier",
                "who": "team",
                "card_kinds": ["special"],
                "numerical": True,
                "every": True,
            },
        ],
    ),
]

test_sentences_keep_their_fields, _unused_real = faithful_field_tests(OWN)


def test_real_card_keeps_the_kind_of_the_attacks() -> None:
    text = card_text("Bullseye - Assassin for Hire")
    tree = parse_effect(text)
    assert tree.status == "full", tree.unconsumed
    bonus = tree.clauses[-1]
    assert bonus.kind == "attack_modifier" and bonus.card_kinds == ("power",)
    assert bonus.against == "target" and bonus.duration == "game"
    assert_full_and_round_trips(text)


def test_bonus_without_all_keeps_the_old_reading() -> None:
    tree = parse_effect("Juggernaut is +2 to Intellect attacks.")
    assert tree.clauses[0].icons == ("intellect",)
    assert tree.clauses[0].every is None


def test_numeric_special_cards_are_special_cards_with_a_number() -> None:
    text = card_text("Kingpin™ - Crime Magnate")
    tree = parse_effect(text)
    assert tree.status == "full", tree.unconsumed
    attack, defense = tree.clauses[:2]
    # one kind (Special) narrowed by the number printed on it, never "Special or Numerical"
    assert attack.card_kinds == defense.card_kinds == ("special",)
    assert attack.numerical and defense.numerical
    assert "Numerical" not in tree.canonical
    assert_full_and_round_trips(text)
