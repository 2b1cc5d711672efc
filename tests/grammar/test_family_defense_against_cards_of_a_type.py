"""A defense bonus that holds only against attacks made with some cards: "X is +3 to defense
against any attack made with a Power card with the same Power Type as any Power cards on X's
Permanent Record" (the Power Types of the cards on a record choose the attacks)."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from cards.grammar.faithful import is_faithful
from tests.grammar.new_sets import card_text


@pytest.mark.parametrize(
    ("name", "who"),
    [("Stryker - Tough as Nails", "Stryker"), ("Velocity - Protective Skin", "Velocity")],
)
def test_the_bonus_names_the_attacking_cards_and_the_record(name, who):
    text = card_text(name)
    tree = parse_effect(text)
    assert tree.status == "full" and is_faithful(text, tree), tree.canonical
    (bonus,) = tree.clauses
    assert bonus.kind == "defense_against_cards"
    assert (bonus.who, bonus.amount, bonus.duration) == (who, 3, "game")
    assert bonus.made_with == ("power",) and bonus.icons == ()
    assert bonus.same_type_as == who and bonus.record_kinds == ("power",)


def test_another_owner_and_amount_are_kept():
    text = (
        "Teammate is -2 to defense against any attack made with a Special card with the same "
        "Power Type as any Power cards on Target Character's Permanent Record for this battle."
    )
    tree = parse_effect(text)
    assert tree.status == "full", (tree.unparsed, tree.unconsumed)
    (bonus,) = tree.clauses
    assert (bonus.who, bonus.amount, bonus.made_with) == ("teammate", -2, ("special",))
    assert bonus.same_type_as == "target" and bonus.duration == "battle"


def test_attacks_made_with_cards_of_a_power_type_only():
    tree = parse_effect("Stryker is +2 to defense against any attack made with a Fighting card.")
    assert tree.status == "full", (tree.unparsed, tree.unconsumed)
    (bonus,) = tree.clauses
    assert bonus.icons == ("fighting",) and bonus.made_with == ()
    assert bonus.same_type_as is None and bonus.record_kinds == ()


def test_an_attack_bonus_against_such_attacks_is_not_read():
    text = "Stryker is +2 to attack against any attack made with a Power card."
    assert parse_effect(text).status != "full"
