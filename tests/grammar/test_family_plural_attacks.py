"""Plural counts of attacks: "Avoid 2 attacks that contain an Intellect icon" (the verb agrees
with the plural noun) reads as the singular does, and its canonical text parses back."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import effects as fx
from tests.grammar.clause_checks import assert_full_and_round_trips


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("Avoid 2 attacks with an Intellect icon.", 2),
        ("Avoid 2 attacks that contain a Strength icon.", 2),
        ("Avoid 1 attack that contains a Fighting icon.", 1),
    ],
)
def test_attacks_that_contain_an_icon(text, count):
    tree = parse_effect(text)
    assert tree.status == "full", tree.unconsumed
    (avoid,) = tree.clauses
    assert isinstance(avoid, fx.Avoid) and avoid.count == count and avoid.by_icon
    assert_full_and_round_trips(text)
