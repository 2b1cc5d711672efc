"""An attack printed with "level" and no number ("Acts as a level Any-Power attack", "..., or a
level Any Power attack against Target Battlesite"): the word is kept, the level stays unknown."""

from __future__ import annotations

from cards.grammar import parse_effect
from cards.grammar.faithful import is_faithful
from tests.engine.real_texts import texts


def test_an_attack_with_level_and_no_number():
    text = "Acts as a level Any-Power attack."
    tree = parse_effect(text)
    assert tree.status == "full" and is_faithful(text, tree), tree.canonical
    (attack,) = tree.clauses
    assert attack.level is None and attack.level_unnumbered is True
    assert attack.icons == ("any_power",)
    assert tree.canonical == "Acts as a level Any Power attack."


def test_the_second_attack_of_a_card_with_level_and_no_number():
    (text,) = texts(r"or a level Any.Power attack against Target Battlesite")
    tree = parse_effect(text)
    assert tree.status == "full" and is_faithful(text, tree), tree.canonical
    first, second = tree.clauses
    assert (first.level, first.level_unnumbered, first.against) == (1, None, "target")
    assert second.alternative and second.level is None and second.level_unnumbered is True
    assert second.against == "target_battlesite"


def test_a_numbered_level_leaves_the_flag_out():
    (attack,) = parse_effect("Acts as a level 4 Energy attack.").clauses
    assert attack.level == 4 and "level_unnumbered" not in attack.to_json()
