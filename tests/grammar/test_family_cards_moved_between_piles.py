"""Cards moved between piles, looked at and revealed, whoever owns the piles: "Search your Power
Pack for 1 Power card and place it in your hand" (as "sort through ... for"), "Take 1 Special
card from your Dead Pile and place it in your hand", the discard pile, "Reveal your hand to
opponent", and the cards at either end of a pile ("the top / bottom N cards of <pile>") as the
object of a look, a search and a place."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from tests.engine.real_texts import texts
from tests.grammar.clause_checks import assert_faithful, full_clauses, real_wordings_tests

PUT_ON_BOTTOM = texts(r"take one card from your hand and put it on the bottom of the draw pile")
REVEALED_TO = texts(r"reveal any \d cards? in your hand .*to your opponent")

test_the_real_texts_of_the_wordings_are_found, test_every_real_text_is_read_faithfully = (
    real_wordings_tests(PUT_ON_BOTTOM, REVEALED_TO)
)


# ---------------------------------------------------------------------------- search and take


@pytest.mark.parametrize(
    ("text", "pile", "count", "what"),
    [
        ("Search your Power Pack for 1 Power card and place it in your hand.", "power_pack", 1, "Power card"),
        ("Search your Dead Pile for any 2 Special cards and place them in your hand.", "dead_pile", 2, "Special"),
        ("Search your Draw Pile for 1 Ally card and place it in your hand.", "draw_pile", 1, "Ally card"),
    ],
)  # fmt: skip
def test_a_pile_searched_for_cards_gives_them_to_the_hand(text, pile, count, what):
    search, chosen = full_clauses(text)
    assert (search.kind, search.pile) == ("search", pile)
    assert (chosen.kind, chosen.count, chosen.from_, chosen.to) == ("draw", count, pile, "hand")
    assert what in chosen.filter
    assert_faithful(text)


@pytest.mark.parametrize(
    ("text", "count", "taken_from", "to"),
    [
        ("Take 1 Special card from your Dead Pile and place it in your hand.", 1, "dead_pile", "hand"),
        ("Take 1 Power card from your Dead Pile and place it on top of your Power Pack.", 1, "dead_pile", "top_of_power_pack"),
        ("Take 2 cards from your hand and place them on the bottom of your Draw Pile.", 2, "hand", "bottom_of_draw_pile"),
        # the cards at one end of a pile
        ("Place the top 2 cards of your Power Pack in your Dead Pile.", 2, "top_of_power_pack", "dead_pile"),
        ("Place the bottom card of your Draw Pile in your hand.", 1, "bottom_of_draw_pile", "hand"),
    ],
)  # fmt: skip
def test_cards_taken_from_a_pile_are_placed_in_another(text, count, taken_from, to):
    (put,) = full_clauses(text)
    assert (put.kind, put.count, put.taken_from, put.to) == ("put_cards", count, taken_from, to)
    assert_faithful(text)


def test_the_discard_pile_is_a_pile_of_its_own():
    (shuffle,) = full_clauses("Shuffle your discard pile into your Power Pack.")
    assert (shuffle.pile, shuffle.into) == ("discard_pile", "power_pack")
    assert "Discard Pile" in shuffle.render()


# ---------------------------------------------------------------------------- reveal


@pytest.mark.parametrize(
    ("text", "who", "to"),
    [
        ("Reveal your hand to opponent.", "player", "opponent"),
        ("Reveal your hand to target character.", "player", "target"),
        ("Opponent must reveal his hand to target character.", "opponent", "target"),
    ],
)
def test_a_hand_revealed_to_a_player(text, who, to):
    (reveal,) = full_clauses(text)
    assert (reveal.kind, reveal.who, reveal.to, reveal.count) == ("reveal", who, to, None)
    assert_faithful(text)


def test_a_hand_is_revealed_by_its_owner():
    assert parse_effect("Opponent must reveal your hand to target character.").status != "full"


# ---------------------------------------------------------------------------- the ends of a pile


@pytest.mark.parametrize(
    ("text", "pile", "count", "bottom", "sorted_through"),
    [
        ("Look at the top 3 cards of your Power Pack.", "power_pack", 3, None, None),
        ("Look at the bottom 2 cards of your Power Pack.", "power_pack", 2, True, None),
        ("Look at the bottom 4 cards of opponent's Draw Pile.", "opponent_draw_pile", 4, True, None),
        ("Sort through the top 5 cards of your Power Pack.", "power_pack", 5, None, True),
        ("Sort through the bottom 3 cards of your Dead Pile.", "dead_pile", 3, True, True),
    ],
)  # fmt: skip
def test_the_cards_at_one_end_of_a_pile_are_looked_at(text, pile, count, bottom, sorted_through):
    (search,) = full_clauses(text)
    assert (search.pile, search.count, search.from_bottom, search.sorted_through) == (
        pile,
        count,
        bottom,
        sorted_through,
    )
    assert_faithful(text)


def test_the_bottom_and_the_top_read_apart():
    (top,) = full_clauses("Look at the top 2 cards of your Power Pack.")
    (bottom,) = full_clauses("Look at the bottom 2 cards of your Power Pack.")
    assert top.to_json() != bottom.to_json()
    assert "bottom" in bottom.render() and "bottom" not in top.render()


@pytest.mark.parametrize(
    ("text", "who", "count", "source"),
    [
        ("Draw the top 2 cards of your Dead Pile.", "player", 2, "top_of_dead_pile"),
        ("Opponent must draw the bottom 3 cards of his Power Pack.", "opponent", 3, "bottom_of_power_pack"),
    ],
)  # fmt: skip
def test_the_cards_at_one_end_of_a_pile_are_drawn(text, who, count, source):
    (draw,) = full_clauses(text)
    assert (draw.who, draw.count, draw.from_) == (who, count, source)
    assert_faithful(text)
