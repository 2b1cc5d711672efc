"""What the card just chosen may not be: "Choose 1 Special card ... and place in hand. May not
be a "One Per Deck"." The quality is read into the clause (``NotOfKind.card_kinds``), printed
as a kind word or quoted as its name; a quoted name that is no quality of cards stays unread."""

from __future__ import annotations

from dataclasses import replace

from cards.grammar import parse_effect
from tests.grammar.clause_checks import full_clauses
from tests.grammar.ten_sets import card_text


def test_a_quoted_quality_is_read_as_the_kind():
    (note,) = full_clauses('May not be a "One Per Deck".')
    assert (note.kind, note.card_kinds) == ("not_of_kind", ("one_per_deck",))
    assert full_clauses("May not be a One Per Deck card.") == (replace(note, span=(0, 31)),)


def test_a_quality_with_a_kind_keeps_both():
    (note,) = full_clauses("May not be a One Per Deck Special card.")
    assert (note.kind, note.card_kinds) == ("not_of_kind", ("one_per_deck", "special"))


def test_only_a_ban_has_a_reading():
    assert parse_effect("May be a One Per Deck card.").status != "full"


def test_a_quoted_name_is_not_a_quality():
    assert parse_effect('May not be a "Kherubim".').status != "full"


def test_the_chosen_special_may_not_be_one_per_deck():
    tree = parse_effect(card_text("Neron - Your Heart's Desire"))
    assert tree.status == "full", tree.unconsumed
    kinds = [(c.kind, getattr(c, "action", None)) for c in tree.clauses]
    assert kinds[:3] == [
        ("draw", None),
        ("not_of_kind", None),
        ("discipline", "duplicates_allowed"),
    ]
    assert tree.clauses[0].chosen and tree.clauses[0].filter == "Special card not usable by Neron"
    assert tree.clauses[1].card_kinds == ("one_per_deck",)
    again = parse_effect(tree.canonical)
    assert [c.shape() for c in again.clauses] == [c.shape() for c in tree.clauses]
