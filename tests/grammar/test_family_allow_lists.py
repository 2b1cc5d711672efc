"""Play restrictions that allow only the cards they name ("Only Energy attacks may be played
against Namor", "Only attacks made with Universe cards may be played against Steel", "Only
Teamwork Universe cards that act as Strength attacks may be played", "any Special card played
must be a Special card that acts as an attack"): the allow-list is typed (``only``: the cards
allowed, ``acting_as``: the power types they act as, ``attacks_only``), never packed in the
``words`` a bar on printed words holds."""

from __future__ import annotations

from typing import Any

import pytest

from cards.grammar import parse_effect
from cards.grammar.faithful import is_faithful
from rules.engine.effects import CardFilter
from tests.grammar.clause_checks import assert_full_and_round_trips, assert_renders_and_round_trips
from tests.grammar.ten_sets import card_text

ENERGY, FIGHTING, STRENGTH = ("energy",), ("fighting",), ("strength",)
UNIVERSE = ("universe",)

# (card, who, only's kinds, only's icons, acting_as, attacks_only)
REAL: list[tuple[str, str, tuple, tuple, Any, Any]] = [
    ("Namor™ - Neptune's Armor", "against:Namor", (), ENERGY, None, True),
    ("Black Cat™ - Feline Fury", "against:Black Cat", (), FIGHTING, None, True),
    ("Storm™ - Morlock Combat", "against:Storm", (), STRENGTH, None, True),
    ("Beast™ - Acrobatics", "against:Beast", UNIVERSE, (), None, True),
    ("Enforcers - Snake Marston", "against:Enforcers", UNIVERSE, (), None, True),
    ("Huntress™ - Trained Gymnast", "against:Huntress", UNIVERSE, (), None, True),
    ("She Hulk (sic)™ - Elbow Grease", "against:She Hulk", UNIVERSE, (), None, True),
    ("Steel™ - Boot Jets", "against:Steel", UNIVERSE, (), None, True),
    (
        "Might over Mind - Justice League Case Files #179603.08",
        "all_characters",
        ("teamwork",),
        (),
        STRENGTH,
        None,
    ),
]


@pytest.mark.parametrize(("name", "who", "kinds", "icons", "acting", "attacks"), REAL)
def test_a_real_allow_list_is_read_into_typed_fields(name, who, kinds, icons, acting, attacks):
    text = card_text(name)
    tree = parse_effect(text)
    (clause,) = tree.clauses
    assert (clause.kind, clause.who, clause.words, clause.card_kinds) == (
        "play_restriction",
        who,
        (),
        (),
    )
    assert clause.only == CardFilter(kinds=kinds, icons=icons)
    assert (clause.acting_as, clause.attacks_only) == (acting, attacks)
    assert is_faithful(text, tree)
    assert_renders_and_round_trips(text)
    assert_full_and_round_trips(text)


def test_a_special_that_must_act_as_an_attack_is_an_attack_only_allow_list():
    text = card_text("Landslide - Appetite for Destruction")
    tree = parse_effect(text)
    bar, others = (c for c in tree.clauses if c.kind == "play_restriction")
    assert (bar.card_kinds, bar.only, bar.acting_as, bar.attacks_only, bar.words) == (
        ("special",),
        None,
        None,
        True,
        (),
    )
    assert "any Special card played must be a Special card that acts as an attack" in (
        tree.canonical
    )
    assert (others.others, others.attacks_only) == (True, None)
    assert_full_and_round_trips(text)


def test_two_acted_types_are_both_kept_and_said_with_or():
    text = "Only Universe: Teamwork cards that act as Energy or Fighting attacks may be played."
    (clause,) = parse_effect(text).clauses
    assert clause.acting_as == ("energy", "fighting")
    assert "act as Energy or Fighting attacks" in clause.render()
    assert_full_and_round_trips(text)


def test_a_bar_on_printed_words_keeps_no_allow_list():
    (clause,) = parse_effect('No cards with the word "Negate" may be played this battle.').clauses
    assert clause.words and not clause.allow_listed()


def test_two_acted_types_joined_with_and_name_the_same_cards_said_as_printed():
    """A card acts as one power type: "Strength and Energy attacks" allows either, as "or"
    does; the word printed is kept for the rendering."""
    text = "Only Universe: Teamwork cards that act as Strength and Energy attacks may be played."
    (clause,) = parse_effect(text).clauses
    assert (clause.acting_as, clause.icons_joiner) == (("strength", "energy"), "and")
    assert "act as Strength and Energy attacks" in clause.render()
    assert_full_and_round_trips(text)
