"""Clause fields of the attacks family: attacks with a bonus each ("may make 1 attack at +4",
"2 additional attacks at +2", "4 attacks, 3 attacks at +1 each, ..., or 1 attack at +3"),
attacks made after the opponent has conceded, and a card played in front of its character
("may not be attacked until this Special is attacked").

Short sentences in the game's words and real texts of the DC/JLA, Image and Monumental sets
(read from ``../shared/data/``). Each must parse in full, keep these fields, and render a
canonical text that parses back to the same tree.
"""

from __future__ import annotations

from typing import Any

from cards.grammar import parse_effect
from cards.grammar.faithful import is_faithful
from tests.grammar.clause_checks import faithful_field_tests
from tests.grammar.new_sets import entries

OWN: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "Bane may make 1 attack at +4.",
        [{"kind": "bonus_attacks", "who": "Bane", "count": 1, "amount": 4, "additional": False}],
    ),
    (
        "Teammate may make 1 attack at +2.",
        [{"kind": "bonus_attacks", "who": "teammate", "count": 1, "amount": 2}],
    ),
    (
        "May make 2 additional attacks at +2.",
        [{"kind": "bonus_attacks", "who": "self", "count": 2, "amount": 2, "additional": True}],
    ),
    (
        "May make 2 additional attacks at +1, or 1 additional attack at +2.",
        [
            {
                "kind": "choice",
                "options": [
                    {"kind": "attack_option", "count": 2, "additional": True, "bonus": 1},
                    {"kind": "attack_option", "count": 1, "additional": True, "bonus": 2},
                ],
            }
        ],
    ),
    (
        "Doctor Doom may make 4 attacks, 3 attacks at +1 each, 2 attacks at +2 each, or 1 "
        "attack at +3.",
        [
            {
                "kind": "choice",
                "options": [
                    {"kind": "attack_option", "who": "Doctor Doom", "count": 4, "bonus": None},
                    {"kind": "attack_option", "count": 3, "bonus": 1},
                    {"kind": "attack_option", "count": 2, "bonus": 2},
                    {"kind": "attack_option", "count": 1, "bonus": 3},
                ],
            }
        ],
    ),
    (
        "May be made after opponent has conceded the battle, opponent may defend.",
        [
            {"kind": "timing", "when": "after_opponent_concedes"},
            {"kind": "permission", "who": "opponent", "action": "defend"},
        ],
    ),
    (
        "Wolverine may make 1 attack after opponent has conceded in battle.",
        [
            {"kind": "attack_after_concede", "who": "Wolverine", "count": 1, "by": "opponent"},
        ],
    ),
    (
        "Any Front Line Character may make 1 attack after opponent has conceded the battle.",
        [
            {"kind": "attack_after_concede", "who": "any_front_line", "count": 1, "by": "opponent"},
        ],
    ),
    (
        "Sauron swoops in and makes a level 4 Fighting attack! Any Hero may make 1 additional "
        "attack.",
        [
            {"kind": "flavor", "who": "Sauron", "action": "swoops_in"},
            {"kind": "attack", "level": 4, "icons": ["fighting"]},
            {"kind": "additional_attack", "who": "any_character", "count": 1},
        ],
    ),
    (
        "Post may attack any front line teammate using 1 of opponent's Placed cards.",
        [{"kind": "targeted_attack", "who": "Post", "target": "teammate", "allowed": True}],
    ),
    (
        "Target character may not attack Poison Ivy for remainder of battle unless she "
        "attacks him/her first.",
        [
            {
                "kind": "targeted_attack",
                "who": "target",
                "target": "Poison Ivy",
                "allowed": False,
                "unless": "attacked_first_by_them",
            }
        ],
    ),
    (
        "Play this card in front of Brood. Brood may not be attacked until this Special is "
        "attacked. Brood may not defend this card.",
        [
            {"kind": "timing", "when": "in_front_of:Brood"},
            {
                "kind": "cannot_be_attacked",
                "who": "Brood",
                "duration": {"until": "this Special is attacked"},
            },
            {"kind": "cannot_defend", "who": "Brood", "against": {"kinds": ["this_card"]}},
        ],
    ),
]


test_sentences_keep_their_fields, _ = faithful_field_tests(OWN)


def test_one_attack_at_a_bonus_is_not_a_bonus_to_every_attack():
    kinds = parse_effect("Doc Samson may make 1 attack at +4.").kinds()
    assert kinds == ["bonus_attacks"]
    assert "attack_modifier" not in kinds


def test_real_cards_played_in_front_of_their_character():
    texts = [e.text for e in entries() if e.text.startswith("Play this card in front of")]
    assert texts
    for text in texts:
        tree = parse_effect(text)
        name = text.removeprefix("Play this card in front of ").split(".")[0]
        assert tree.clauses[0].when == f"in_front_of:{name}"
        assert is_faithful(text, tree)


def test_real_attacks_after_a_concession():
    texts = [e.text for e in entries() if "has conceded the battle" in e.text]
    assert texts
    for text in texts:
        tree = parse_effect(text)
        assert tree.kinds()[1] == "timing" and tree.clauses[1].when == "after_opponent_concedes"
        assert is_faithful(text, tree)
