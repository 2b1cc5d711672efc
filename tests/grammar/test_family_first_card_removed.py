"""Cards removed as they are met while a pile is gone through: "Remove first card with an
attack Value" takes the first card found that can be played as an attack, not one the player
picks; its Value then goes to a Venture Total ("Add Value to X's Venture Total")."""

from __future__ import annotations

from dataclasses import replace

from cards.grammar import parse_effect
from tests.grammar.clause_checks import full_clauses


def test_the_first_card_found_is_not_chosen():
    (removed,) = full_clauses("Remove first card with an attack Value.")
    assert removed.kind == "remove_cards"
    assert (removed.count, removed.first_found, removed.any_chosen) == (1, True, False)
    assert removed.cards == "card with an attack Value"


def test_a_counted_removal_is_not_the_first_found():
    (removed,) = full_clauses("Remove 2 cards with an attack Value from Draw Pile.")
    assert (removed.count, removed.first_found, removed.from_) == (2, None, "draw_pile")
    assert removed.cards == "card with an attack Value"


def test_first_cards_of_a_kind_from_a_pile():
    (removed,) = full_clauses("Remove first 2 Special cards from Draw Pile.")
    assert (removed.count, removed.first_found, removed.cards) == (2, True, "Special card")
    assert removed.from_ == "draw_pile"


def test_the_value_of_the_card_found_goes_to_a_venture_total():
    search, removed, value, reshuffle = full_clauses(
        "Sort through Draw Pile card by card. Remove first card with an attack Value. "
        "Add Value to Mercury's Venture Total for current battle. Reshuffle Draw Pile."
    )
    assert (search.kind, search.pile, search.card_by_card) == ("search", "draw_pile", True)
    assert removed.first_found and removed.cards == "card with an attack Value"
    assert (value.kind, value.who, value.source, value.duration) == (
        "value_to_venture",
        "Mercury",
        None,
        "battle",
    )
    assert reshuffle.pile == "draw_pile"


def test_the_canonical_text_reads_back_the_same():
    text = "Remove first card with an attack Value. Add Value to Mercury's Venture Total."
    tree = parse_effect(text)
    again = parse_effect(tree.canonical)
    assert again.status == "full"
    unplaced = [replace(c, span=(0, 0)) for c in tree.clauses]
    assert [replace(c, span=(0, 0)) for c in again.clauses] == unplaced
