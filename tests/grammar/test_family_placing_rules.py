"""Clause fields of an event's rule on placing for every player: which cards may or must be
placed this battle ("All cards that can be placed to a character, excluding reserve, must be
placed", '"Any Hero" Specials, excluding BQ, may be placed'), rendered back in those words."""

from __future__ import annotations

from cards.grammar import parse_effect
from rules.engine import effects as fx
from tests.grammar.ten_sets import card_text


def _round_trips(tree) -> bool:
    again = parse_effect(tree.canonical)
    return again.status == "full" and [c.shape() for c in again.clauses] == [
        c.shape() for c in tree.clauses
    ]


def test_every_placeable_card_must_be_placed_except_the_reserve() -> None:
    tree = parse_effect(card_text("Into the Depths - Justice League Case File #271266.09"))
    assert tree.status == "full", tree.unconsumed
    rule, kept = tree.clauses
    assert isinstance(rule, fx.Permission)
    assert (rule.who, rule.action, rule.duration) == ("all_characters", "must_place", "battle")
    assert rule.filters == ("placeable:on a character", "excluding reserve")
    assert kept.action == "unplaceable_cards_remain_in_hand"
    assert "excluding reserve, must be placed" in tree.canonical
    assert _round_trips(tree)


def test_any_hero_specials_but_one_may_be_placed() -> None:
    tree = parse_effect(card_text("Race Against Crime - Justice League Case Files #661216.06"))
    assert tree.status == "full", tree.unconsumed
    rule, only = tree.clauses
    assert (rule.who, rule.action) == ("all_characters", "place")
    assert rule.card_kinds == ("any_hero", "special")
    assert rule.filters == ("excluding BQ",)
    assert isinstance(only, fx.Condition) and only.when == "placed"
    assert _round_trips(tree)


def test_a_kind_of_cards_may_be_placed_by_every_player() -> None:
    tree = parse_effect("Universe cards may be placed this battle.")
    assert tree.status == "full", tree.unconsumed
    (rule,) = tree.clauses
    assert (rule.action, rule.card_kinds) == ("place", ("universe",))
    assert tree.canonical == "Universe cards may be placed for remainder of battle."
    assert _round_trips(tree)
