"""Clause fields of the phrases events use to show and move a player's own cards: a reveal of
"any N" cards the player picks ("that contains a Strength icon": the icon printed on the card,
whatever its kind), cards taken from one pile and put on another, and the moment of the battle
that leads the sentence ("After placing, ...", "Before discarding, ...")."""

from __future__ import annotations

from dataclasses import replace

import pytest

from cards.grammar import parse_effect
from rules.engine import effects as fx
from tests.grammar.ten_sets import card_text


def _full(text: str) -> fx.EffectTree:
    tree = parse_effect(text)
    assert tree.status == "full", (tree.unparsed, tree.unconsumed)
    again = parse_effect(tree.canonical)
    spans = [replace(c, span=d.span) for c, d in zip(tree.clauses, again.clauses, strict=True)]
    assert again.status == "full" and again.clauses == tuple(spans), tree.canonical
    return tree


@pytest.mark.parametrize(
    ("name", "when", "count", "icons"),
    [
        ("Assault on Onslaught™ - Spy Discovered!", "after_placing", 4, ()),
        ("Sins of the Future - Path of Destruction!", "after_placing", 1, ("strength",)),
        ("Annihilation Affiar - Deep Cover Operative", "after_playing", 1, ("intellect",)),
    ],
)
def test_a_reveal_of_any_n_cards_after_a_moment_of_the_battle(name, when, count, icons) -> None:
    timing, reveal = _full(card_text(name)).clauses
    assert isinstance(timing, fx.Timing) and timing.when == when
    assert isinstance(reveal, fx.Reveal)
    assert (reveal.who, reveal.to, reveal.count) == ("player", "opponent", count)
    assert reveal.any_chosen is True
    assert reveal.icons == icons
    # the icon is one printed on the card, not the card's power type
    assert reveal.by_icon is (True if icons else None)


def test_the_icon_a_card_bears_is_rendered_as_printed() -> None:
    tree = _full("After placing, reveal any 2 cards in your hand that contains an Energy icon.")
    assert tree.clauses[1].by_icon is True and tree.clauses[1].count == 2
    assert "any 2 cards from Hand that contain an Energy icon" in tree.canonical


def test_a_plain_count_of_revealed_cards_is_not_the_players_pick() -> None:
    (reveal,) = parse_effect("Opponent must reveal 2 cards to Target Character.").clauses
    assert isinstance(reveal, fx.Reveal) and reveal.any_chosen is None and reveal.by_icon is None


def test_a_card_taken_from_hand_and_put_under_the_draw_pile() -> None:
    timing, put = _full(card_text("Assault on Onslaught™ - Do or Die")).clauses
    assert isinstance(timing, fx.Timing) and timing.when == "before_discarding"
    assert isinstance(put, fx.PutCards)
    assert (put.count, put.taken_from, put.to) == (1, "hand", "bottom_of_draw_pile")
    assert put.filter == "card"


def test_cards_taken_are_counted_and_may_be_of_a_kind() -> None:
    (put,) = _full(
        "Take 2 Special cards from your hand and put them on top of the Draw Pile."
    ).clauses
    assert (put.count, put.taken_from, put.to) == (2, "hand", "top_of_draw_pile")
    assert "Special" in put.filter
