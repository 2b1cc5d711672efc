"""Clause fields of a condition on the Venture Total of the battle before: "If Witchblade's
team won Venture Total last battle, add 2 ...", "If opponent lost Venture Total last battle"."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import effects as fx
from tests.grammar.ten_sets import card_text


def test_a_bonus_on_the_venture_total_won_or_lost_last_battle() -> None:
    tree = parse_effect(card_text("Witchblade - Forensic Science"))
    assert tree.status == "full", tree.unconsumed
    won, lost = tree.clauses
    assert isinstance(won, fx.Condition) and won.when == "won_venture_last_battle"
    assert lost.when == "lost_venture_last_battle"
    assert won.detail == lost.detail == "team"
    assert [c.then[0].amount for c in (won, lost)] == [2, 4]
    again = parse_effect(tree.canonical)
    assert [c.shape() for c in again.clauses] == [c.shape() for c in tree.clauses]


@pytest.mark.parametrize(("result", "when"), [("won", "won"), ("lost", "lost")])
def test_the_side_named_is_kept(result: str, when: str) -> None:
    text = f"If opponent {result} Venture Total last battle, add 2 to Venture Total this battle."
    tree = parse_effect(text)
    assert tree.status == "full", tree.unconsumed
    (cond,) = tree.clauses
    assert (cond.when, cond.detail) == (f"{when}_venture_last_battle", "opponent")
    assert tree.canonical.startswith(f"If opponent {result} Venture Total last battle")
