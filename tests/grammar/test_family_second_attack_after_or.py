"""A card's second attack after the joiner "or": "Acts as a level 4 Energy attack against
Target Character, or a level 8 Any-Power attack against Target Battlesite".

No lexer terminal holds ", or a": after "or" the second attack is a noun phrase of its own
(quantity, level, power types, "attack", target) that the sentence folds into the attack
before it as its alternative. Alone, after a clause that is no attack, or after "and", it is
not understood.
"""

from __future__ import annotations

from cards.grammar import parse_effect
from cards.grammar.lexemes import TO_RESHAPE
from tests.grammar.ten_sets import card_text


def _attacks(text: str):
    tree = parse_effect(text)
    assert tree.status == "full", (text, tree.unparsed, tree.unconsumed)
    return [c for c in tree.clauses if c.kind == "attack"]


def test_second_attack_against_a_battlesite():
    first, second = _attacks(
        "Acts as a level 4 Energy attack against Target Character, or a level 8 Any-Power "
        "attack against target Battlesite."
    )
    assert (first.level, first.icons, first.against, first.alternative) == (
        4,
        ("energy",),
        "target",
        False,
    )
    assert (second.level, second.icons, second.against, second.alternative) == (
        8,
        ("any_power",),
        "target_battlesite",
        True,
    )


def test_the_second_attack_may_print_its_level_without_a_number():
    _first, second = _attacks(card_text("Mole Man - Uproot Earth"))
    assert (second.level, second.level_unnumbered, second.alternative) == (None, True, True)


def test_a_second_attack_with_no_target_of_its_own():
    first, second = _attacks("Acts as a level 4 Energy attack, or a level 6 Strength attack.")
    assert (first.icons, second.icons, second.level, second.against) == (
        ("energy",),
        ("strength",),
        6,
        None,
    )


def test_the_second_attack_may_offer_several_power_types():
    _first, second = _attacks(
        "Acts as a level 4 Energy attack, or a level 6 Strength or Fighting attack."
    )
    assert (second.icons, second.choice) == (("strength", "fighting"), True)


def test_both_attacks_span_the_whole_sentence():
    text = "Acts as a level 4 Energy attack, or a level 6 Strength attack."
    first, second = _attacks(text)
    assert first.span == second.span == (0, len(text) - 1)


def test_an_attack_noun_alone_is_not_a_sentence():
    assert parse_effect("A level 6 Strength attack.").status == "failed"


def test_after_a_clause_that_is_no_attack_it_is_not_understood():
    assert parse_effect("Draw 1 card, or a level 6 Strength attack.").status == "failed"


def test_after_and_it_is_not_understood():
    text = "Acts as a level 4 Energy attack and a level 6 Strength attack."
    assert parse_effect(text).status == "failed"


def test_or_a_is_no_lexer_terminal():
    assert ", or a" not in TO_RESHAPE
