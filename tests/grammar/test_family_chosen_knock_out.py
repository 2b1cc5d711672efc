"""A character of a player's choice KO'd by an event, the Reserve moving into play in its
place, and the event discarded when it would end the game."""

from __future__ import annotations

from typing import Any

import pytest

from cards.grammar import parse_effect
from cards.grammar.faithful import is_faithful
from tests.grammar.clause_checks import assert_tree, faithful_field_tests
from tests.grammar.ten_sets import card_text


def ko(chosen_by: str) -> dict[str, Any]:
    return {"kind": "knock_out", "who": "front_line", "chosen_by": chosen_by, "regardless": False}


INTO_PLAY = {"kind": "character_move", "who": "reserve", "to": "front_line", "into_play": True}
DISCARDED = {"kind": "discipline", "action": "discarded_if_it_would_end_game"}

OWN: list[tuple[str, list[dict[str, Any]]]] = [
    ("One front line character of opponent's choice is KO'd.", [ko("opponent")]),
    ("One front line hero of his choice is immediately KO'd.", [ko("player")]),
    ("Reserve hero immediately moves into play.", [INTO_PLAY]),
    ("Card is discarded if it will end game.", [DISCARDED]),
    (
        "Event is discarded if it would end the game.",
        [{**DISCARDED, "card_kinds": ["event"]}],
    ),
]

test_own_sentences, _real_none = faithful_field_tests(OWN)

REAL = [
    "The Brave And The Bold - Justice League Case File: Batman vs. Kanto",
    "The Crossing - Heroes Avenge Murder",
]


@pytest.mark.parametrize("name", REAL)
def test_events_that_ko_a_character_of_your_choice(name: str) -> None:
    text = card_text(name)
    assert_tree(text, [ko("player"), INTO_PLAY, DISCARDED])
    assert is_faithful(text, parse_effect(text))


def test_two_characters_of_a_choice_are_not_read_as_one():
    assert parse_effect("2 front line characters of your choice are KO'd.").status != "full"


def test_a_named_chooser_is_not_read_as_the_player():
    assert parse_effect("One front line hero of Batman's choice is KO'd.").status != "full"


def test_only_the_card_itself_is_discarded_if_it_ends_the_game():
    assert parse_effect("Special card is discarded if it will end game.").status != "full"
