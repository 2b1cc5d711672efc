"""Clause fields of a bonus held against the Battlesite a player holds: "Savage Dragon and
Savage Dragon's team are +2 all actions against Opponent's Battlesite, for remainder of
battle." (an attack and a defense modifier, each against ``opponent_battlesite``), with a
subject that names a character and that character's team."""

from __future__ import annotations

from cards.grammar import parse_effect
from tests.grammar.clause_checks import assert_full_and_round_trips, faithful_field_tests
from tests.grammar.ten_sets import card_text

OWN = [
    (
        "Gambit is +3 to all actions against Opponent's Battlesite.",
        [
            {
                "kind": "attack_modifier",
                "who": "Gambit",
                "amount": 3,
                "against": "opponent_battlesite",
            },
            {
                "kind": "defense_modifier",
                "who": "Gambit",
                "amount": 3,
                "against": "opponent_battlesite",
            },
        ],
    ),
    (
        "Rogue's team is +1 all attacks against Opponent's Battlesite for remainder of battle.",
        [
            {
                "kind": "attack_modifier",
                "amount": 1,
                "against": "opponent_battlesite",
                "duration": "battle",
            },
        ],
    ),
]

test_sentences_keep_their_fields, _ = faithful_field_tests(OWN)


def test_the_real_bonus_keeps_its_subject_battlesite_and_duration() -> None:
    text = card_text("Savage Dragon - Chicago PD")
    tree = parse_effect(text)
    attack, defense = tree.clauses
    for clause in (attack, defense):
        assert clause.who == "Savage Dragon and Savage Dragon's team"
        assert (clause.amount, clause.against, clause.duration) == (
            2,
            "opponent_battlesite",
            "battle",
        )
    assert (attack.kind, defense.kind) == ("attack_modifier", "defense_modifier")
    assert_full_and_round_trips(text)


def test_a_bonus_against_a_character_is_not_against_a_battlesite() -> None:
    attack, _ = parse_effect("Gambit is +3 to all actions against Target Character.").clauses
    assert attack.against == "target"
