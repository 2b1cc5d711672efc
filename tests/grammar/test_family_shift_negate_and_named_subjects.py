"""Clause fields of the defense family: attacks shifted to another character ("Attack made on
X is now made on Y", "may be moved to"), a negation "against X only", and a character's own
printed name in "X or teammate".

Real texts of the DC/JLA, Image and Monumental sets are read from ``../shared/data/``; the
others are short sentences in the game's words. Each must parse in full, keep these fields,
and render a canonical text that parses back to the same tree.
"""

from __future__ import annotations

from typing import Any

from cards.grammar import parse_effect
from tests.grammar.clause_checks import faithful_field_tests

REAL: list[tuple[str, str, list[dict[str, Any]]]] = [
    [
        "Neron - Lord of the Underworld",
        "All attacks made on Neron are made on Ta",
        [
            {
                "kind": "shift",
                "from": "Neron",
                "to": "target_teammate",
                "count": "all",
                "optional": False,
                "duration": {"until": "teammate is KO'd"},
            }
        ],
    ],
    [
        "Captain Marvel™ - Power of Zeus",
        "Negates the effectof any 1 Special card",
        [
            {
                "kind": "negate",
                "count": 1,
                "by": "opponent",
                "against": "Captain Marvel",
                "against_only": True,
            }
        ],
    ],
    [
        "Spawn - Protector of the Innocent",
        "Spawn or teammate may avoid",
        [
            {
                "kind": "avoid",
                "who": "self_or_teammate",
                "self_name": "Spawn",
                "count": 1,
                "max_value": 9,
            }
        ],
    ],
    [
        "Spawn - Living Costume",
        "Target Teammate may play any Spawn",
        [{"kind": "permission", "who": "target_teammate", "duration": "game"}],
    ],
]

OWN: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "Attack made on Joker is now made on teammate of his choice, who may defend it.",
        [{"kind": "shift", "from": "Joker", "to": "teammate", "chosen": True, "count": 1}],
    ),
    (
        "Attack made on teammate is now made on Longshot, who may defend it.",
        [{"kind": "shift", "from": "teammate", "to": "Longshot", "chosen": False}],
    ),
    (
        "Attack made on Front Line Character is now made on any other Front Line Character, "
        "who may defend.",
        [{"kind": "shift", "from": "front_line", "to": "any_front_line", "may_defend": True}],
    ),
    (
        "For remainder of battle, any attack made on Taskmaster may be moved to Trained Lackeys.",
        [
            {
                "kind": "shift",
                "from": "Taskmaster",
                "to": "Trained Lackeys",
                "optional": True,
                "count": "all",
                "duration": "battle",
            }
        ],
    ),
    (
        "Negates the effect of any 1 Special card played by opponent against Longshot only.",
        [{"kind": "negate", "against": "Longshot", "against_only": True}],
    ),
    (
        "Negates the effect of any 1 Special card played by opponent against Longshot.",
        [{"kind": "negate", "against": "Longshot", "against_only": False}],
    ),
    (
        "Xaos or teammate may avoid 1 attack of 9 or less.",
        [{"kind": "avoid", "who": "self_or_teammate", "self_name": "Xaos", "max_value": 9}],
    ),
]


test_sentences_keep_their_fields, test_real_texts_keep_their_fields = faithful_field_tests(
    OWN, REAL
)


def test_a_named_subject_is_rendered_as_printed_and_read_back():
    tree = parse_effect("Captain Mar-Vell or teammate may avoid 1 attack of 9 or less.")
    assert tree.canonical.startswith("Captain Mar-Vell or teammate may avoid")
    again = parse_effect(tree.canonical)
    assert again.clauses == tree.clauses


def test_a_shift_the_player_may_choose_differs_from_one_that_happens():
    now = parse_effect("Attack made on teammate is now made on Steel, who may defend.")
    may = parse_effect("Any attack made on teammate may be moved to Steel, who may defend.")
    assert now.clauses[0].optional is False
    assert may.clauses[0].optional is True
    assert "may be moved to Steel" in may.canonical
    assert "is now made on Steel" in now.canonical
