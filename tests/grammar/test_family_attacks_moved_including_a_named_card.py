"""Attacks made on a character "including" a card named ('Attacks made on X, including "Y,"
may be moved to Z'): under "may" / "must" the move is a ``shift`` that keeps the card named
(``including``), said back and reported "not applied" (the engine does not tell that card's
attacks apart); under "may not" it stays the bar (``no_shift``). The sentences are made up."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import effects as fx
from rules.engine.reach import is_applied
from rules.engine.reach_unread import unread_field

TAIL = 'including "Sonic Lance," {modal} be moved to any of Target\'s teammates this battle.'


@pytest.mark.parametrize("modal", ["may", "must"])
def test_the_named_card_is_kept_on_the_move(modal) -> None:
    tree = parse_effect("Attacks made on Opponent, " + TAIL.format(modal=modal))
    assert tree.status == "full", tree.unconsumed
    (clause,) = tree.clauses
    assert isinstance(clause, fx.Shift)
    assert (clause.from_, clause.to, clause.including) == (
        "opponent",
        "target_teammates",
        ("Sonic Lance",),
    )
    assert 'including "Sonic Lance,"' in tree.canonical
    again = parse_effect(tree.canonical)
    assert again.status == "full" and again.clauses == tree.clauses
    as_json = clause.to_json()
    assert unread_field(as_json) == "including" and not is_applied(as_json)


def test_under_may_not_it_stays_the_bar() -> None:
    (clause,) = parse_effect("Attacks made on Opponent, " + TAIL.format(modal="may not")).clauses
    assert isinstance(clause, fx.NoShift) and clause.including == ("Sonic Lance",)
