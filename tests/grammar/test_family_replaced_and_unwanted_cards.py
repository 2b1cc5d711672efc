"""Cards of a hand replaced by cards of a pile, and the cards a Discard Phase takes: "replace
each unusable Power card with 1 card from Draw Pile", "Discard Duplicate & Unusable cards":
which cards go, how many come in their place and from where."""

from __future__ import annotations

import pytest

from tests.engine.real_texts import texts
from tests.grammar.clause_checks import full_clauses, real_wordings_tests

REPLACED = texts(r"replace each \w+ Power card with")


def test_the_real_texts_of_the_wording_are_found():
    assert len(REPLACED) >= 1


test_the_real_texts_of_the_wordings_are_found, test_every_real_text_is_read_faithfully = (
    real_wordings_tests(REPLACED)
)


def test_each_unusable_card_is_replaced_by_one_from_the_draw_pile():
    (clause,) = full_clauses("Replace each unusable Power card with 1 card from Draw Pile.")
    assert clause.kind == "replace_cards"
    assert (clause.count, clause.card_kinds, clause.unusable) == ("each", ("power",), True)
    assert (clause.per_card, clause.from_) == (1, "draw_pile")


def test_the_cards_taken_and_their_pile_are_read():
    (clause,) = full_clauses("Replace each Special card with 2 cards from Power Pack.")
    assert (clause.card_kinds, clause.unusable) == (("special",), None)
    assert (clause.per_card, clause.from_) == (2, "power_pack")
    assert "unusable" not in clause.to_json()


def test_the_power_type_of_the_replaced_cards_is_kept():
    (clause,) = full_clauses("Replace each unusable Energy Power card with 1 card from Draw Pile.")
    assert (clause.icons, clause.card_kinds) == (("energy",), ("power",))


def test_the_replacement_happens_in_the_phase_that_leads_it():
    timing, replaced = full_clauses(
        "During Discard phase, replace each unusable Power card with 1 card from Draw Pile."
    )
    assert timing.when == "during_discard_phase" and replaced.kind == "replace_cards"


@pytest.mark.parametrize(
    "text",
    ["Discard Duplicate & Unusable cards.", "Discard duplicate and unusable cards."],
)
def test_duplicate_and_unusable_cards_leave_the_hand(text):
    (clause,) = full_clauses(text)
    assert clause.kind == "discard"
    assert (clause.count, clause.filter, clause.from_, clause.to) == (
        "all",
        "duplicate and unusable",
        "hand",
        "dead_pile",
    )


def test_a_misspelt_unusable_is_read():
    (clause,) = full_clauses("Replace each unusuble Power card with 1 card from Draw Pile.")
    assert clause.unusable is True
