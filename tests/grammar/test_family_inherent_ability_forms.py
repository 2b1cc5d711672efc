"""Clause fields of the forms a character's inherent ability takes: "none" (no ability), the
Reserve entering the battle a teammate is KO'd in ("If in Reserve, may move to Front Line
..."), a KO of "<the character>'s teammate" as a condition or trigger, how many duplicates the
deck may hold ("May have 1 duplicate ..."), and a bonus that holds while the opponent has a
count of Mission cards in a pile.
"""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from cards.grammar.faithful import is_faithful
from tests.grammar.clause_checks import assert_tree, faithful_field_tests
from tests.grammar.test_family_events_and_locations import real_sentence

OWN = [
    ("None.", [{"kind": "no_ability"}]),
    (
        "If in Reserve, may move to Front Line during same battle a Front Line character is KO'd.",
        [
            {
                "kind": "condition",
                "when": "in_reserve",
                "then": [{"kind": "reserve_entry", "who": "self", "on_ko_of": "front_line"}],
            }
        ],
    ),
    (
        "Opponent is -2 to Venture Total when Cyclops' teammate is KO'd.",
        [
            {
                "kind": "condition",
                "when": "ko",
                "detail": "teammate",
                "self_name": "Cyclops",
                "then": [{"kind": "venture_modifier", "who": "opponent", "amount": -2}],
            }
        ],
    ),
    (
        "Draw 2 cards when Storm's teammate is KO'd.",
        [
            {
                "kind": "trigger",
                "event": "when_kod",
                "detail": "teammate",
                "self_name": "Storm",
                "then": [{"kind": "draw", "count": 2}],
            }
        ],
    ),
    (
        'May have 2 duplicate "Optic Blast" Special cards.',
        [
            {
                "kind": "permission",
                "action": "duplicates",
                "count": 2,
                "names": ["Optic Blast"],
                "card_kinds": ["special"],
            }
        ],
    ),
    (
        "+2 to defense if opponent has 1, 2, or 3 Mission cards in Defeated Missions Pile.",
        [
            {
                "kind": "condition",
                "when": "has_mission_count",
                "detail": "opponent has 1, 2 or 3 Mission cards in Defeated Missions Pile",
                "then": [{"kind": "defense_modifier", "amount": 2}],
            }
        ],
    ),
]

REAL = [
    ("Savage Dragon", "none", [{"kind": "no_ability"}]),
    ("Hydra", "Counts as", [{"kind": "deck_points", "points": 17}]),
    (
        "Ripclaw",
        "If in Reserve",
        [{"kind": "condition", "when": "in_reserve", "then": [{"kind": "reserve_entry"}]}],
    ),
]

test_own_sentences, test_real_sentences = faithful_field_tests(OWN, REAL)


@pytest.mark.parametrize(
    ("name", "start", "kind", "owner"),
    [
        ("Landslide", "Opponent is -3", "condition", "Landslide"),
        ("Xaos", "Draw 1 card", "trigger", "Xaos"),
    ],
)
def test_a_teammate_named_by_its_owner_keeps_the_name(
    name: str, start: str, kind: str, owner: str
) -> None:
    text = real_sentence(name, start)
    tree = assert_tree(text, [{"kind": kind, "detail": "teammate", "self_name": owner}])
    assert f"{owner}" in tree["canonical"] and is_faithful(text, parse_effect(text))


def test_cards_of_several_characters_are_listed_as_printed() -> None:
    text = real_sentence("Team X", "May play any")
    tree = assert_tree(
        text,
        [
            {
                "kind": "permission",
                "action": "play",
                "owner": "Wolverine or Sabretooth or Maverick",
                "filters": ["not_one_per_deck"],
            }
        ],
    )
    assert "Wolverine, Sabretooth, or Maverick Special cards" in tree["canonical"]
    assert is_faithful(text, parse_effect(text))


def test_teammates_bonuses_printed_without_apostrophes() -> None:
    text = real_sentence("Martian Manhunter", "Teammates Training")
    assert_tree(
        text,
        [{"kind": "bonus_modifier", "who": "teammate", "card_kinds": ["training"], "amount": 1}],
    )
    assert is_faithful(text, parse_effect(text))


def test_a_duplicate_count_is_printed_back() -> None:
    text = real_sentence("Marrow", "May have 1 duplicate")
    tree = assert_tree(text, [{"kind": "permission", "action": "duplicates", "count": 1}])
    assert "1 duplicate" in tree["canonical"] and is_faithful(text, parse_effect(text))


def test_a_mission_count_condition_keeps_its_pile() -> None:
    text = real_sentence("Scorpion", "+1 to attack if")
    tree = assert_tree(text, [{"kind": "condition", "when": "has_mission_count"}])
    assert "Completed Missions Pile" in tree["canonical"]
    assert is_faithful(text, parse_effect(text))


def test_a_teammate_without_an_owner_name_keeps_none() -> None:
    tree = parse_effect("Draw 1 card when teammate is KO'd.")
    assert tree.clauses[0].self_name is None
    assert tree.canonical == "Draw 1 card from Draw Pile when teammate is KO'd."


def test_only_a_permission_to_move_on_a_ko_is_known() -> None:
    tree = parse_effect(
        "If in Reserve, must move to Front Line during same battle teammate is KO'd."
    )
    assert tree.status != "full"
