"""The success of the card's attack worded with the attack as subject ("If attack succeeds",
"If attack is successful") and the damage bonus it gives ("add +2 to damage"): the condition
is the plain success condition, the bonus a damage modifier, and the canonical text keeps the
card's words and parses back to the same tree."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from tests.engine.real_texts import texts
from tests.grammar.clause_checks import assert_faithful

SUCCEEDS = texts(r"If attack succeeds, add \+\d to damage")


def _condition(text: str):
    (cond,) = [c for c in parse_effect(text).clauses if c.kind == "condition"]
    return cond


def test_the_real_texts_of_the_wording_are_found():
    assert len(SUCCEEDS) >= 5


@pytest.mark.parametrize("text", SUCCEEDS)
def test_if_attack_succeeds_add_damage_is_a_success_condition_with_a_damage_bonus(text):
    tree = assert_faithful(text)
    cond = _condition(text)
    assert cond.when == "successful" and cond.lead == "attack_succeeds"
    (bonus,) = cond.then
    assert bonus.kind == "damage_modifier" and bonus.amount == 2
    assert "If attack succeeds, add +2 to damage." in tree.canonical


def test_if_attack_is_successful_keeps_the_attack_as_subject():
    text = "Play with any Power card attack. If attack is successful, draw 1 card."
    tree = parse_effect(text)
    cond = _condition(text)
    assert cond.when == "successful" and cond.lead == "attack"
    assert tree.status == "full" and "If attack is successful, " in tree.canonical


def test_plain_if_successful_has_no_wording_of_its_own():
    cond = _condition("Acts as a level 4 Energy attack. If successful, add +3 to damage.")
    assert cond.when == "successful" and cond.lead is None
    assert cond.then[0].amount == 3


def test_a_damage_bonus_keeps_its_sign_and_amount():
    tree = parse_effect("Acts as a level 4 Energy attack. If attack succeeds, add +4 to damage.")
    assert tree.status == "full"
    assert _condition(tree.canonical).then[0].amount == 4
