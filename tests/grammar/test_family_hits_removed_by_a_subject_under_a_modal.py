"""Hits removed from another's record by the subject ("X must remove 1 Hit from any
Character"): under "must" and "may not" the remover is kept (``by``) and the clause is held
under the printed modal (``modal_action``), never read as the plain "Remove 1 Hit" that drops
the subject. The sentences are made up."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import effects as fx
from rules.engine.reach import is_applied


@pytest.mark.parametrize(
    ("text", "held", "remover"),
    [
        ("Storm must remove 1 Hit from any Character.", "must", "Storm"),
        ("Opponent may not remove 2 Hits from any Character.", "may_not", "opponent"),
        ("Doctor Doom must remove 1 Power card Hit from any Character.", "must", "Doctor Doom"),
    ],
)
def test_the_remover_is_kept_under_the_printed_modal(text, held, remover) -> None:
    tree = parse_effect(text)
    assert tree.status == "full", tree.unconsumed
    (clause,) = tree.clauses
    assert isinstance(clause, fx.ModalAction) and clause.modal == held
    (removed,) = clause.act
    assert isinstance(removed, fx.RemoveHits) and removed.by == remover
    again = parse_effect(tree.canonical)
    assert again.status == "full" and again.clauses == tree.clauses
    # an obligation or a bar the engine does not apply is reported, never applied as a grant
    assert not is_applied(clause.to_json())


def test_under_may_it_stays_a_grant_to_the_remover() -> None:
    (clause,) = parse_effect("Storm may remove 1 Hit from any Character.").clauses
    assert isinstance(clause, fx.RemoveHits) and clause.by == "Storm"
