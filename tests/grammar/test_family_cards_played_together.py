"""A card played together with another: "Play this Special card with any other Special card
from Hand" (a card other than this one, and where it comes from) and "Grunge may play with
Intellect or MultiPower cards usable by Grunge" (who may, with which cards)."""

from __future__ import annotations

from cards.grammar import parse_effect
from tests.engine.real_texts import texts
from tests.grammar.clause_checks import full_clauses, real_wordings_tests

OTHER = texts(r"^Play this Special card with any other")
MAY_PLAY_WITH = texts(r"\w+ may play with \w+ or \w+ cards usable by")


test_the_real_texts_of_the_wordings_are_found, test_every_real_text_is_read_faithfully = (
    real_wordings_tests(OTHER, MAY_PLAY_WITH)
)


def test_another_special_from_hand_is_played_with_this_one():
    (combine,) = full_clauses("Play this Special card with any other Special card from Hand.")
    assert (combine.kind, combine.purpose, combine.count) == ("combine", "play_with", 1)
    assert (combine.card_kinds, combine.filters, combine.source) == (
        ("special",),
        ("other",),
        "hand",
    )


def test_any_card_of_a_kind_names_no_other_and_no_pile():
    (combine,) = full_clauses("Play with any Special card.")
    assert combine.filters == () and combine.source is None
    assert "source" not in combine.to_json()


def test_any_other_card_needs_this_special_beside_it():
    assert parse_effect("Play with any other Special card from Hand.").status != "full"


def test_who_may_play_the_card_with_which_cards():
    (combine,) = full_clauses(
        "Grunge may play with Intellect or MultiPower cards usable by Grunge."
    )
    assert (combine.who, combine.purpose, combine.usable_by) == ("Grunge", "play_with", "Grunge")
    assert combine.icons == ("intellect", "multipower") and combine.choice


def test_a_kind_of_cards_played_with():
    (combine,) = full_clauses("Grunge may play with Special cards.")
    assert (combine.who, combine.card_kinds, combine.usable_by) == ("Grunge", ("special",), None)
