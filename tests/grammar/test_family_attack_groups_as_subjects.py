"""Clause fields of a group of attacks as the subject of a modifier: whose attacks (every one
of that owner's with "All of"), of which power type, made with which cards or against whom
("All of your attacks made with Power cards are +2 this battle", "Opponent's attacks made with
Special cards are -2", "All attacks made against this character are -1"), with any owner,
amount, card kind and duration."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from tests.grammar.clause_checks import faithful_field_tests

MOD = "attack_modifier"

OWN = [
    (
        "All of your attacks made with Power cards are +2 this battle.",
        [
            {
                "kind": MOD,
                "who": "team",
                "all_of": True,
                "card_kinds": ["power"],
                "amount": 2,
                "duration": "battle",
                "attack_group": True,
            }
        ],
    ),
    (
        "Opponent's attacks made with Special cards are -2 this battle.",
        [{"kind": MOD, "who": "opponent", "card_kinds": ["special"], "amount": -2}],
    ),
    (
        "Teammate's attacks made with Energy Power cards are +1 for remainder of game.",
        [
            {
                "kind": MOD,
                "who": "teammate",
                "icons": ["energy"],
                "card_kinds": ["power"],
                "duration": "game",
            }
        ],
    ),
    (
        "All attacks made against this character are -1 this battle.",
        [{"kind": MOD, "who": "all_characters", "against": "self", "amount": -1}],
    ),
    (
        "All of opponent's attacks are -1 this battle.",
        [{"kind": MOD, "who": "opponent", "all_of": True, "amount": -1, "attack_group": True}],
    ),
    (
        "All of teammate's attacks are at +1 this battle.",
        [{"kind": MOD, "who": "teammate", "all_of": True, "amount": 1, "printed_at": True}],
    ),
    (
        "All of this character's Strength attacks are +3.",
        [{"kind": MOD, "who": "self", "all_of": True, "icons": ["strength"], "amount": 3}],
    ),
    (
        "Opponent's attacks made against target character are -2 this battle.",
        [{"kind": MOD, "who": "opponent", "against": "target", "amount": -2}],
    ),
    (
        "All of your attacks made with Universe cards are at +1 this battle.",
        [{"kind": MOD, "who": "team", "card_kinds": ["universe"], "printed_at": True}],
    ),
]

test_attack_groups_keep_their_fields, _ = faithful_field_tests(OWN)


def test_a_group_of_attacks_renders_in_the_game_words() -> None:
    tree = parse_effect("All of your attacks made with Power cards are +2 this battle.")
    assert tree.canonical == (
        "All of your attacks made with Power cards are +2 for remainder of battle."
    )


def test_the_predicate_after_a_group_of_attacks_still_reads() -> None:
    # "are" after the cards may begin the predicate too: the group's bar, not a modifier
    tree = parse_effect(
        "Opponent's attacks made with Special cards are not affected by Event cards."
    )
    assert tree.status == "full"
    assert all(c.kind != "attack_modifier" for c in tree.clauses)


@pytest.mark.parametrize(
    "text",
    [
        # the cards of a group are named by kind and power type, never by a card's name
        'Opponent\'s attacks made with "Cosmic Flames" are -2 this battle.',
    ],
)
def test_groups_not_known_are_not_full(text: str) -> None:
    assert parse_effect(text).status != "full"
