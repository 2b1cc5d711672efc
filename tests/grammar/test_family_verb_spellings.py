"""Clause fields of verbs the cards spell two ways: "take 2 attacks" is "make 2 attacks" (the
attacker's options), and "does not count to Venture Total" is "does not count toward" it.
Token accounting reads each pair as one word, so these texts are ``full`` with every field kept.
"""

from __future__ import annotations

from cards.grammar import parse_effect
from rules.engine import effects as fx
from tests.grammar.ten_sets import card_text


def test_take_attacks_is_a_choice_of_attack_options() -> None:
    text = "Morbius may take 2 Power card attacks at +2 each, or 1 Power card attack at +3."
    tree = parse_effect(text)
    assert tree.status == "full", tree.unconsumed
    (choice,) = tree.clauses
    first, second = choice.options
    assert (first.who, first.count, first.card_kinds, first.bonus) == ("Morbius", 2, ("power",), 2)
    assert (second.count, second.bonus) == (1, 3)
    assert parse_effect(tree.canonical).shape() == tree.shape()


def test_take_is_read_in_a_real_card() -> None:
    tree = parse_effect(card_text("Morbius™ - Dread Champion"))
    assert tree.status == "full", tree.unconsumed
    assert tree.one_per_deck is True
    assert "choice" in tree.kinds()


def test_count_to_venture_total_is_no_venture() -> None:
    tree = parse_effect("Does not count to Venture Total.")
    assert tree.status == "full", tree.unconsumed
    (clause,) = tree.clauses
    assert isinstance(clause, fx.NoVenture)
    assert clause.duration is None


def test_count_to_venture_total_in_a_real_card() -> None:
    tree = parse_effect(card_text("Enforcers - The Eel"))
    assert tree.status == "full", tree.unconsumed
    assert "no_venture" in tree.kinds()


def test_to_alone_is_still_lost_when_nothing_renders_it() -> None:
    tree = parse_effect("Does not count to Venture Total. Draw 1 card to.")
    assert tree.status != "full"
