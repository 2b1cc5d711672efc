"""Clause fields of the Hits of a battle that never reach a Permanent Record: "All hits from
the current battle are discarded at the end of the battle, and do not get added to the
permanent record." (discarded) and "no Hits are added to X's Permanent Record"."""

from __future__ import annotations

from cards.grammar import parse_effect
from rules.engine import effects as fx
from tests.grammar.ten_sets import card_text


def _round_trips(tree) -> bool:
    again = parse_effect(tree.canonical)
    return again.status == "full" and [c.shape() for c in again.clauses] == [
        c.shape() for c in tree.clauses
    ]


def test_the_battles_hits_discarded_at_its_end_reach_no_record() -> None:
    tree = parse_effect(card_text("Infinity Gauntlet - Heroes Resurrected!"))
    assert tree.status == "full", tree.unconsumed
    (clause,) = tree.clauses
    assert isinstance(clause, fx.HitsNotRecorded)
    assert (clause.who, clause.discarded) == ("all_characters", True)
    assert _round_trips(tree)


def test_no_hits_added_to_a_record_are_not_said_discarded() -> None:
    tree = parse_effect(
        "At the end of the battle, no Hits are added to Opponent's Permanent Record."
    )
    clause = tree.clauses[-1]
    assert isinstance(clause, fx.HitsNotRecorded) and clause.discarded is None
