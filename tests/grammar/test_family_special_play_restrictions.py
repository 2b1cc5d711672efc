"""Restrictions on the Specials every player may play: "For remainder of battle, any Special
card played must be a Special card that acts as an attack. Other Special cards may not be
played.": which cards remain playable, and the others barred (not cards printed with the
word "other")."""

from __future__ import annotations

from tests.engine.real_texts import texts
from tests.grammar.clause_checks import full_clauses, real_wordings_tests

MUST_BE_ATTACKS = texts(r"any Special card played must be a Special card that acts as an attack")


def test_the_real_texts_of_the_wording_are_found():
    assert MUST_BE_ATTACKS


test_the_real_texts_of_the_wordings_are_found, test_every_real_text_is_read_faithfully = (
    real_wordings_tests(MUST_BE_ATTACKS)
)


def test_only_specials_that_are_attacks_may_be_played():
    (clause,) = full_clauses(
        "For remainder of battle, any Special card played must be a Special card that acts as "
        "an attack."
    )
    assert (clause.kind, clause.who, clause.card_kinds) == (
        "play_restriction",
        "all_characters",
        ("special",),
    )
    assert (clause.words, clause.only, clause.attacks_only, clause.duration) == (
        (),
        None,
        True,
        "battle",
    )
    assert "acts as an attack" in clause.render()


def test_the_other_specials_are_barred():
    (clause,) = full_clauses("Other Special cards may not be played.")
    assert (clause.who, clause.card_kinds, clause.others, clause.words) == (
        "all_characters",
        ("special",),
        True,
        (),
    )
    assert clause.render() == "Other Special cards may not be played."


def test_cards_printed_with_a_word_are_not_other_cards():
    (clause,) = full_clauses('No cards that have the word "teammate" may be played.')
    assert clause.others is None and clause.words == ("teammate",)
