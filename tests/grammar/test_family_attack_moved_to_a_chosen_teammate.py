"""An attack moved to a teammate the player picks: "Attack made on Doctor Doom is now made on
teammate of his choice, who may defend it". "Of his choice" is read as words after the who
closed (within a card's phrases "of" after a who begins the next phrase, "cards usable by
teammate of X's choice"), so it is the attack's phrase: any wording of the move takes it."""

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


def test_teammate_of_is_no_longer_a_terminal():
    assert "TEAMMATE_OF" not in TO_RESHAPE
