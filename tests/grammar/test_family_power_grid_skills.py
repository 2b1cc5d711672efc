"""A character's skill in a Power Type is its Power Grid rating in it: "Bane's Fighting skill
increases to 8", "Supergirl's Energy and Fighting skills are increased to 7", "Energy and
Intellect Power Grid Ratings increase to 8": a grid change of every rating named, rendered
with the words "Power Grid Rating(s)"."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from tests.engine.real_texts import texts
from tests.grammar.clause_checks import assert_faithful

SKILLS = texts(r"skills? (increases|is increased|are increased) to \d")


def _grid(text: str):
    (clause,) = [c for c in parse_effect(text).clauses if c.kind == "grid_change"]
    return clause


def test_the_real_texts_of_the_wording_are_found():
    assert len(SKILLS) >= 4


@pytest.mark.parametrize("text", SKILLS)
def test_a_skill_raised_to_a_value_is_a_grid_change(text):
    assert_faithful(text)
    clause = _grid(text)
    assert clause.set_to in (7, 8) and clause.delta is None and clause.icons


def test_one_skill_names_its_power_type_and_value():
    clause = _grid("Bane's Fighting skill increases to 8 for remainder of battle.")
    assert (clause.who, clause.icons, clause.set_to, clause.duration) == (
        "Bane",
        ("fighting",),
        8,
        "battle",
    )


def test_two_ratings_keep_both_power_types_and_the_words_power_grid():
    text = (
        "Baron Mordo's Energy and Intellect Power Grid Ratings increase to 8 for the "
        "remainder of game."
    )
    tree = parse_effect(text)
    assert tree.status == "full"
    clause = _grid(text)
    assert clause.icons == ("energy", "intellect") and clause.set_to == 8
    assert "Energy and Intellect Power Grid Ratings increase to 8" in tree.canonical
