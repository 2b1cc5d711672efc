"""Player-level subjects and the players' turns: who goes first, what a player may do instead
of taking a turn, and a bar on conceding until turns have been taken."""

from __future__ import annotations

from typing import Any

import pytest

from cards.grammar import parse_effect
from cards.grammar.faithful import is_faithful
from tests.grammar.clause_checks import assert_tree, faithful_field_tests
from tests.grammar.ten_sets import card_text

PLACE_1 = {"kind": "permission", "who": "each_player", "action": "place", "count": 1}

OWN: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "Player with fewer hits on the permanent record of their front line heroes goes first.",
        [{"kind": "turn_order", "first": "player_fewest_front_line_hits", "duration": None}],
    ),
    (
        "Each player may either take his turn or place 1 card.",
        [{"kind": "turn_instead", "who": "each_player", "options": [PLACE_1]}],
    ),
    (
        "Opponent may not concede until target character has taken 2 turns.",
        [
            {
                "kind": "concede",
                "allowed": False,
                "who": "opponent",
                "duration": {"until": "Target Character has taken 2 turns"},
            }
        ],
    ),
]

PLAYERS: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "The other player must discard 1 card.",
        [{"kind": "discard", "who": "other_player", "count": 1}],
    ),
    ("One player may draw 2 cards.", [{"kind": "draw", "who": "one_player", "count": 2}]),
    (
        "Each player may place 2 cards this battle.",
        [{"kind": "permission", "who": "each_player", "action": "place", "count": 2}],
    ),
    ("Opponent goes first this battle.", [{"kind": "turn_order", "first": "opponent"}]),
]

test_own_sentences, _real_none = faithful_field_tests(OWN)
test_player_subjects, _real_players_none = faithful_field_tests(PLAYERS)

REAL: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "Coming of Galactus - Heroic Effort",
        [{"kind": "turn_order", "first": "player_most_front_line_hits", "duration": "battle"}],
    ),
    (
        "Age of Apocalypse - Time Warper!",
        [
            {
                "kind": "turn_instead",
                "who": "each_player",
                "options": [PLACE_1],
                "duration": "battle",
            }
        ],
    ),
    (
        "Infinity Gauntlet - Witness to the Horrors!",
        [
            {
                "kind": "concede",
                "allowed": False,
                "who": "each_player",
                "duration": {"until": "each player has taken 1 turn"},
            }
        ],
    ),
]


@pytest.mark.parametrize(("name", "clauses"), REAL, ids=[r[0] for r in REAL])
def test_events_on_the_players_turns(name: str, clauses: list[dict[str, Any]]) -> None:
    text = card_text(name)
    assert_tree(text, clauses)
    assert is_faithful(text, parse_effect(text))


def test_they_without_each_names_no_one():
    assert parse_effect("Opponent may not concede until they have taken 1 turn.").status != "full"


def test_each_player_is_kept_as_each_player():
    tree = parse_effect("Each player may not concede until they have each taken 1 turn.")
    assert tree.canonical.startswith("Each player may not concede")


def test_taking_a_turn_is_only_ever_a_may():
    assert parse_effect("Each player must either take his turn or place 1 card.").status != "full"
