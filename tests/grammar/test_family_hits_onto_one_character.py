"""Clause fields of Hits moved from many records onto one character the player picks: "All
hits on the permanent record of all front line heroes are moved to the permanent record of one
front line hero." (``to`` is one Front Line character, rendered as such)."""

from __future__ import annotations

from cards.grammar import parse_effect
from rules.engine import effects as fx
from tests.grammar.ten_sets import card_text


def test_all_front_line_hits_moved_onto_one_front_line_character() -> None:
    tree = parse_effect(card_text("Age of Apocalypse - Martyr for the Cause"))
    assert tree.status == "full", tree.unconsumed
    (move,) = tree.clauses
    assert isinstance(move, fx.MoveHits)
    assert (move.who, move.count, move.record) == ("all_front_line", "all", "permanent")
    assert (move.to, move.to_record) == ("front_line", "permanent")
    # the code noun printed ("front line hero") is kept and said back (CodeNounsKept)
    assert move.who_code == "hero"
    assert tree.canonical.endswith("Permanent Record of one Front Line hero.")
    again = parse_effect(tree.canonical)
    assert [c.shape() for c in again.clauses] == [move.shape()]
