"""Two clauses joined by ", then": the second follows the first in order, as every clause of
a sentence is applied in order ("Draw 1 card, then discard 1 card"); ", then" after a
condition still opens the clause the condition governs."""

from __future__ import annotations

from cards.grammar import parse_effect
from rules.engine import effects as fx


def test_then_joins_two_clauses_in_order() -> None:
    tree = parse_effect("Draw 4 cards, then discard 3 cards from hand.")
    assert tree.status == "full", tree.unconsumed
    draw, discard = tree.clauses
    assert isinstance(draw, fx.Draw) and draw.count == 4
    assert isinstance(discard, fx.Discard) and (discard.count, discard.from_) == (3, "hand")
    again = parse_effect(tree.canonical)
    assert [c.shape() for c in again.clauses] == [draw.shape(), discard.shape()]


def test_then_joins_clauses_of_different_subjects() -> None:
    tree = parse_effect("Opponent must draw 1 card, then opponent must discard 2 cards.")
    assert tree.status == "full", tree.unconsumed
    draw, discard = tree.clauses
    assert isinstance(draw, fx.Draw) and isinstance(discard, fx.Discard)
    assert (draw.who, discard.who, discard.count) == ("opponent", "opponent", 2)


def test_then_after_a_condition_opens_the_governed_clause() -> None:
    tree = parse_effect("If you win the battle, then draw 2 cards.")
    assert tree.status == "full", tree.unconsumed
    (cond,) = tree.clauses
    assert isinstance(cond, fx.Condition)
    (draw,) = cond.then
    assert isinstance(draw, fx.Draw) and draw.count == 2
