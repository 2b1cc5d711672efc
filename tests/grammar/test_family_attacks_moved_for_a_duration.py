"""Attacks moved to another character for a time: "Any attack made on X may be moved to Y
for remainder of battle". The duration printed after the new target belongs to the move."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import effects as fx


@pytest.mark.parametrize(
    ("duration", "rendered"),
    [("for remainder of battle", "remainder of battle"), ("for remainder of game", "game")],
)
def test_moved_attacks_keep_their_duration(duration: str, rendered: str) -> None:
    tree = parse_effect(f"Any attack made on Marauders may be moved to teammate {duration}.")
    assert tree.status == "full", tree.unconsumed
    (clause,) = tree.clauses
    assert isinstance(clause, fx.Shift)
    assert clause.from_ == "Marauders" and clause.to == "teammate"
    assert clause.duration is not None
    assert rendered in tree.canonical
    assert parse_effect(tree.canonical).clauses == tree.clauses


def test_moved_attacks_without_duration_have_none() -> None:
    tree = parse_effect("Any attack made on Marauders may be moved to teammate.")
    assert tree.status == "full", tree.unconsumed
    assert tree.clauses[0].duration is None


def test_attacks_made_on_another_character_is_not_read_as_moved() -> None:
    # "may be made on" is not (yet) read as a move: the text is not full
    tree = parse_effect("Any attack made on Marauders may be made on any Front Line character.")
    assert tree.status != "full"
