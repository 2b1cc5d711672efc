"""An attack moved to a teammate the player picks, "Attack made on Doctor Doom is now made on
teammate of his choice, who may defend it", or to the character holding a named card, "...
onto Character with Image Inducer". "Of his choice" and "with <card>" are read as words after
the who closed (within a card's phrases "of" after a who begins the next phrase, "cards usable
by teammate of X's choice"; "with" after a who begins the clause's own, "switch X with Y"), so
they are the moved attack's phrases: any wording of the move takes them."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from cards.grammar.lexemes import TO_RESHAPE
from tests.grammar.clause_checks import full_clauses


@pytest.mark.parametrize(
    ("text", "may_defend", "optional"),
    [
        (
            "Attack made on Joker is now made on teammate of his choice, who may defend.",
            True,
            False,
        ),
        # no card prints these: the other wordings of a moved attack, another owner's word
        ("Any attack made on Rogue may be moved to teammate of her choice.", True, True),
        (
            "Attacks made on Storm must be moved to teammate of their choice, who may not "
            "defend it.",
            False,
            False,
        ),
    ],
)
def test_the_teammate_the_attack_goes_to_is_picked(text, may_defend, optional):
    (shift,) = full_clauses(text)
    assert (shift.kind, shift.to, shift.chosen) == ("shift", "teammate", True)
    assert (shift.may_defend, shift.optional) == (may_defend, optional)


def test_a_named_teammate_is_not_picked():
    (shift,) = full_clauses("Attack made on Joker is now made on Harley Quinn, who may defend.")
    assert (shift.to, shift.chosen) == ("Harley Quinn", False)


def test_only_a_teammate_is_picked_of_his_choice():
    text = "Attack made on Joker is now made on Harley Quinn of his choice, who may defend."
    assert parse_effect(text).status == "failed"


@pytest.mark.parametrize(
    "text",
    [
        "Teammate may discard 2 cards from top of Draw Pile to Dead Pile to move any attack made "
        "on any Front Line Character onto Character with Image Inducer.",
        # no card prints these: another wording of the move, another card's name
        "Any attack made on teammate may be moved to character with Cosmic Cube.",
    ],
)
def test_the_character_holding_a_named_card(text):
    (clause,) = full_clauses(text)
    # the move paid for by a discard is the paid effect's outcome
    shift = clause.then[0] if clause.kind == "paid_effect" else clause
    assert shift.to.startswith("character with ")
    assert shift.to.removeprefix("character with ") in text


def test_only_a_character_is_named_by_the_card_it_holds():
    text = "Any attack made on teammate may be moved to Storm with Cosmic Cube."
    assert parse_effect(text).status == "failed"


def test_the_moved_attack_s_phrases_are_no_longer_terminals():
    assert not {"TEAMMATE_OF", "CHARACTER_WITH"} & set(TO_RESHAPE)
