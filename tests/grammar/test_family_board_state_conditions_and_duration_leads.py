"""Conditions on the board a clause may hang on ("If this character is in reserve", "If you have
fewer cards in hand than opponent", "If opponent has more characters than you") and the end of
the next battle as the event a duration lasts until, each governing any clause; a KO lead said
back before any clause; a word a keyword begins named whole in the error."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from tests.grammar.clause_checks import faithful_field_tests

PLACES = [
    (
        "If this character is in reserve, draw 1 card.",
        [{"kind": "condition", "when": "who_in_reserve", "detail": "self"}],
    ),
    (
        "If teammate is in reserve, opponent must discard 1 card.",
        [{"kind": "condition", "when": "who_in_reserve", "detail": "teammate"}],
    ),
    (
        "If this character is on the front line, draw 2 cards.",
        [{"kind": "condition", "when": "on_front_line", "detail": "self"}],
    ),
    (
        "If teammate is on the front line, draw 1 card.",
        [{"kind": "condition", "when": "on_front_line", "detail": "teammate"}],
    ),
]

COMPARED = [
    (
        "If you have fewer cards in hand than opponent, draw 1 card.",
        [
            {
                "kind": "condition",
                "when": "fewer_cards_in_hand_than",
                "detail": None,
                "than": "opponent",
            }
        ],
    ),
    (
        "If you have more cards in hand than opponent, discard 1 card.",
        [{"kind": "condition", "when": "more_cards_in_hand_than", "than": "opponent"}],
    ),
    (
        "If opponent has more cards in hand than you, draw 2 cards.",
        [
            {
                "kind": "condition",
                "when": "more_cards_in_hand_than",
                "detail": "opponent",
                "than": "you",
            }
        ],
    ),
    (
        "If opponent has more characters than you, draw 1 card.",
        [
            {
                "kind": "condition",
                "when": "more_characters_than",
                "detail": "opponent",
                "than": "you",
            }
        ],
    ),
    (
        "If you have fewer characters than opponent, draw 1 card.",
        [{"kind": "condition", "when": "fewer_characters_than", "than": "opponent"}],
    ),
]

LEADS = [
    (
        "Until the end of the next battle, this character may not be attacked.",
        [{"kind": "cannot_be_attacked", "duration": {"until": "the end of the next battle"}}],
    ),
    (
        "This character may not be attacked until the end of the next battle.",
        [{"kind": "cannot_be_attacked", "duration": {"until": "the end of the next battle"}}],
    ),
    (
        "Until end of the next battle, opponent may not draw cards.",
        [{"kind": "modal_action", "who": "opponent", "modal": "may_not"}],
    ),
]

test_board_places_keep_their_fields, _ = faithful_field_tests(PLACES)
test_compared_sides_keep_their_fields, _ = faithful_field_tests(COMPARED)
test_duration_leads_keep_their_fields, _ = faithful_field_tests(LEADS)


@pytest.mark.parametrize("text", [t for t, _ in PLACES + COMPARED])
def test_a_board_condition_is_reported_not_applied(text: str) -> None:
    # the engine does not check them: the clause under one is never applied silently
    (clause,) = parse_effect(text).clauses
    assert not reach.is_applied(clause.to_json())


def test_a_board_condition_is_said_back_in_the_game_words() -> None:
    tree = parse_effect("If opponent has more characters than you, draw 1 card.")
    assert tree.canonical.startswith("If opponent has more characters than you, ")
    tree = parse_effect("If you have fewer cards in hand than opponent, draw 1 card.")
    assert tree.canonical.startswith("If you have fewer cards in hand than opponent, ")


def test_a_condition_on_a_place_is_not_the_reserve_entry() -> None:
    # "If in Reserve, may move ..." is the Reserve's own entry the engine applies; a condition
    # naming its subject is another condition
    (clause,) = parse_effect("If teammate is in reserve, draw 1 card.").clauses
    assert clause.when != "in_reserve"


def test_the_ko_lead_is_said_before_a_draw() -> None:
    tree = parse_effect("When this character is KO'd, draw 2 cards.")
    assert tree.canonical.startswith("When this character is KO'd, ")


@pytest.mark.parametrize(
    ("text", "word"),
    [("Play only during the Discard Phase.", "only"), ("Play onward.", "onward.")],
)
def test_a_word_begun_by_a_keyword_is_named_whole(text: str, word: str) -> None:
    # "on" is a keyword, so the lexer reads "only" as "on" + "ly": the judge is shown "only"
    tree = parse_effect(text)
    assert tree.status != "full"
    error = tree.unparsed[0].error
    assert f"the word {word!r} is not part of the card language" in error, error
    assert "column 6" in error
