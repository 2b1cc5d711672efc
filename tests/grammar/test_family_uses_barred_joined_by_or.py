"""Uses of a card barred one after another: "May not be used to avoid a numerical attack, or
remove a numerical hit".

No lexer terminal holds ", or remove": after the joiner "or", "remove <kind> hit" is a verb
phrase of its own that the sentence folds into the bar before it (one bar of both uses, no
choice between them). Alone, or after a clause that bars nothing, it is not understood. ("Avoid
... or remove 1 Power card Hit from X" is a choice between two verb phrases, as before.)
"""

from __future__ import annotations

from cards.grammar import parse_effect
from cards.grammar.lexemes import TO_RESHAPE
from tests.grammar.ten_sets import card_text


def _bar(text: str):
    tree = parse_effect(text)
    assert tree.status == "full", (text, tree.unparsed, tree.unconsumed)
    return next(c for c in tree.clauses if c.kind == "use_restriction")


def test_avoid_and_remove_barred_in_one_restriction():
    bar = _bar("May not be used to avoid a numerical attack, or remove a numerical hit.")
    assert bar.forbids == ("avoid_numerical_attack", "remove_numerical_hit")


def test_the_printed_card_bars_both_uses():
    bar = _bar(card_text("Morbius\u2122 - Undead Stamina"))
    assert bar.forbids == ("avoid_numerical_attack", "remove_numerical_hit")


def test_the_kinds_of_each_use_are_their_own():
    bar = _bar("May not be used to avoid a numerical attack, or remove a Fighting hit.")
    assert [f.lower() for f in bar.forbids] == ["avoid_numerical_attack", "remove_fighting_hit"]


def test_the_hit_barred_may_name_no_kind():
    bar = _bar("May not be used to avoid a numerical attack, or remove a hit.")
    assert bar.forbids == ("avoid_numerical_attack", "remove_hit")


def test_removing_a_hit_alone_is_not_understood():
    assert parse_effect("Remove a numerical hit.").status == "failed"


def test_after_a_clause_that_bars_nothing_it_is_not_understood():
    assert parse_effect("Draw 1 card, or remove a numerical hit.").status == "failed"


def test_avoid_or_remove_a_hit_from_a_character_is_still_a_choice():
    tree = parse_effect(
        "Avoid 1 attack made with a Power card or remove 1 Power card Hit from Reyes or teammate."
    )
    assert tree.status == "full", (tree.unparsed, tree.unconsumed)
    (choice,) = tree.clauses
    assert [o.kind for o in choice.options] == ["avoid", "remove_hits"]


def test_or_remove_is_no_lexer_terminal():
    assert "OR_REMOVE" not in TO_RESHAPE
    assert "or remove" not in TO_RESHAPE


def test_cards_barred_or_be_attacked_are_two_bars():
    tree = parse_effect(
        "Choose 1 front line hero that cannot play any cards or be attacked this battle."
    )
    assert tree.status == "full", (tree.unparsed, tree.unconsumed)
    chosen, bar_cards, bar_attacks = tree.clauses
    assert (bar_cards.who, bar_cards.verb, bar_cards.duration) == ("chosen", "play", "battle")
    assert (bar_attacks.kind, bar_attacks.who) == ("cannot_be_attacked", "chosen")


def test_or_be_attacked_after_a_noun_with_its_own_or_list_is_not_read():
    # "usable by Wolverine or ...": after a card noun's phrase "or" goes on with that phrase
    tree = parse_effect(
        "Target character cannot play Power cards usable by Wolverine or be attacked this battle."
    )
    assert tree.status == "failed"
    assert "OR_BE_ATTACKED" not in TO_RESHAPE
