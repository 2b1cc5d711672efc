"""Pile names the cards spell more than one way: the "Power Deck" a player sorts through or
draws from is the Power Pack, read into the same pile field as "Power Pack"."""

from __future__ import annotations

from cards.grammar import parse_effect


def _clauses(text: str):
    tree = parse_effect(text)
    assert tree.status == "full", (tree.unconsumed, tree.unparsed)
    return tree.clauses


def test_power_deck_is_the_power_pack():
    (search,) = _clauses("Sort through Power Deck card by card.")
    assert (search.kind, search.pile, search.card_by_card) == ("search", "power_pack", True)
    assert _clauses("Sort through Power Pack card by card.") == (search,)


def test_power_deck_is_not_the_draw_pile():
    (search,) = _clauses("Sort through Power Deck card by card.")
    assert search.pile != "draw_pile"
    assert "Power Pack" in parse_effect("Sort through Power Deck card by card.").canonical


def test_a_sorted_power_deck_then_cards_put_in_hand():
    tree = parse_effect(
        "Sort through Power Deck card by card. Put the first 3 cards with Energy icons in Hand. "
        "May keep duplicates. Reshuffle Power Pack."
    )
    assert tree.status == "full", tree.unconsumed
    assert tree.clauses[0].pile == "power_pack"
    assert [c.kind for c in tree.clauses][0] == "search"
