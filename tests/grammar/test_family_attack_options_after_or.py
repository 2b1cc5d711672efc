"""A choice of attacks at a bonus: "Darkseid may make 4 attacks, 3 attacks at +1 each, 2
attacks at +2 each, or 1 attack at +3". The options are listed up to the joiner ", or" (word
tokens: no terminal looks ahead for the option); the last option is a phrase of its own after
it, folded into the list, or into the one grant of attacks at a bonus before it. A list with no
"or" before its last option, or an option alone, is not understood."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from cards.grammar.lexemes import TO_RESHAPE


def _options(text: str):
    tree = parse_effect(text)
    assert tree.status == "full", (text, tree.unparsed, tree.unconsumed)
    (choice,) = tree.clauses
    assert choice.kind == "choice"
    return [(o.who, o.count, o.bonus, o.card_kinds, o.additional) for o in choice.options]


def test_a_list_of_options_takes_its_last_after_or():
    assert _options(
        "Darkseid may make 4 attacks, 3 attacks at +1 each, 2 attacks at +2 each, or 1 attack "
        "at +3."
    ) == [
        ("Darkseid", 4, None, (), False),
        ("Darkseid", 3, 1, (), False),
        ("Darkseid", 2, 2, (), False),
        ("Darkseid", 1, 3, (), False),
    ]


def test_options_of_a_kind_of_card():
    # "take" as the cards print it; the last option names its kind of card too
    assert _options(
        "Morbius may take 2 Power card attacks at +2 each, or 1 Power card attack at +3."
    ) == [("Morbius", 2, 2, ("power",), False), ("Morbius", 1, 3, ("power",), False)]


def test_one_grant_of_attacks_at_a_bonus_before_the_last_option():
    # no card prints these counts: the grant before ", or" becomes the choice's first option
    assert _options("May make 3 additional attacks at +1, or 1 additional attack at +4.") == [
        ("self", 3, 1, (), True),
        ("self", 1, 4, (), True),
    ]
    assert _options(
        "Azrael may make 3 Power card attacks at +1 each, or 1 Power card attack at +4."
    ) == [("Azrael", 3, 1, ("power",), False), ("Azrael", 1, 4, ("power",), False)]


def test_the_choice_renders_as_printed():
    text = "Superman may make 3 attacks, 2 attacks at +2 each, or 1 attack at +4."
    assert parse_effect(text).canonical == text


@pytest.mark.parametrize(
    "text",
    [
        "Darkseid may make 4 attacks, 3 attacks at +1 each.",  # no "or" before the last
        "Morbius may take 2 Power card attacks at +2 each.",
        "1 attack at +3.",  # an option alone
        "May make 2 additional attacks at +1 and 1 attack at +3.",  # "and" joins no option
        "Discard 1 card, or 1 attack at +3.",  # nothing before it to be an option of
    ],
)
def test_a_list_or_an_option_alone_is_not_understood(text):
    assert parse_effect(text).status == "failed"


def test_the_option_joiner_is_no_longer_a_terminal():
    assert "OR_OPT" not in TO_RESHAPE
