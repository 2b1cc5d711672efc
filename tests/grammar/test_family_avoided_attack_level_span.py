"""An attack avoided by the levels it spans ("avoid 1 attack level 6 through 8"): both bounds of
its value are kept (``min_value``, ``max_value``) and said back as the span. A verb phrase that
does not read the span ("use cards to avoid 1 attack level 2 through 5") is refused, never read
as any attack. The sentences are made up."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import effects as fx


@pytest.mark.parametrize(
    ("text", "low", "high"),
    [
        ("Teammate may avoid 1 attack level 6 through 8.", 6, 8),
        ("Storm or teammate may avoid 1 Energy attack level 2 through 5.", 2, 5),
        ("Doctor Doom may avoid 1 attack level 1-3 for remainder of battle.", 1, 3),
    ],
)
def test_both_bounds_of_the_span_are_kept_and_said_back(text, low, high) -> None:
    tree = parse_effect(text)
    avoids = [c for c in tree.clauses if isinstance(c, fx.Avoid)]
    assert tree.status == "full" and len(avoids) == len(tree.clauses) == 1, tree.unconsumed
    assert (avoids[0].min_value, avoids[0].max_value) == (low, high)
    assert f"level {low} through {high}" in tree.canonical
    again = parse_effect(tree.canonical)
    assert again.status == "full" and again.clauses == tree.clauses


def test_one_bound_is_still_said_alone() -> None:
    (clause,) = parse_effect("Teammate may avoid 1 attack of 5 or greater.").clauses
    assert (clause.min_value, clause.max_value) == (5, None)


def test_a_span_the_verb_does_not_read_is_not_full() -> None:
    tree = parse_effect("Storm may use Energy Power cards to avoid 1 attack level 2 through 5.")
    assert tree.status != "full"
