"""Clause fields of a condition on what a subject does or cannot do, leading the clauses it
governs: "Unless opponent discards 1 card, ...", "If teammate draws 2 cards, ...", "If opponent
cannot, ..." (what the clause before asks), "If opponent cannot discard 1 card, ...". The act is
typed (``Condition.act``), rendered back with its verb in the third person after "if" and
"unless" and in its plain form after "cannot"; the engine does not check such conditions yet,
so what they govern is reported not applied."""

from __future__ import annotations

import pytest

from rules.engine import effects as fx
from rules.engine import reach
from tests.grammar.clause_checks import assert_faithful


def _condition(text: str) -> fx.Condition:
    tree = assert_faithful(text)
    (clause,) = tree.clauses
    assert isinstance(clause, fx.Condition)
    return clause


def test_unless_a_subject_discards():
    text = "Unless opponent discards 2 cards, this character may make 1 additional attack."
    cond = _condition(text)
    assert (cond.when, cond.detail) == ("unless_act", "opponent")
    (act,) = cond.act
    assert isinstance(act, fx.Discard) and (act.who, act.count) == ("opponent", 2)
    (then,) = cond.then
    assert isinstance(then, fx.AdditionalAttack)
    assert assert_faithful(text).canonical.startswith("Unless opponent discards 2 cards")


def test_unless_keeps_the_kind_of_the_cards_discarded():
    cond = _condition("Unless teammate discards 1 Power card, this character may not attack.")
    (act,) = cond.act
    assert act.who == "teammate" and act.count == 1 and "Power" in (act.filter or "")


def test_if_a_subject_draws():
    cond = _condition("If opponent draws 2 cards, draw 2 cards.")
    assert (cond.when, cond.detail) == ("act", "opponent")
    (act,) = cond.act
    assert isinstance(act, fx.Draw) and (act.who, act.count) == ("opponent", 2)
    (then,) = cond.then
    assert isinstance(then, fx.Draw) and then.who == "player"


@pytest.mark.parametrize(
    ("text", "acts"),
    [
        ("If opponent cannot, draw 1 card.", 0),
        ("If teammate cannot discard 1 card, draw 2 cards.", 1),
    ],
)
def test_if_a_subject_cannot(text, acts):
    cond = _condition(text)
    assert cond.when == "unable"
    assert len(cond.act or ()) == acts
    assert "cannot" in assert_faithful(text).canonical


def test_the_act_is_part_of_the_conditions_shape():
    discards = _condition("Unless opponent discards 1 card, draw 1 card.")
    draws = _condition("Unless opponent draws 1 card, draw 1 card.")
    teammate = _condition("Unless teammate discards 1 card, draw 1 card.")
    assert len({discards.shape(), draws.shape(), teammate.shape()}) == 3


def test_a_clause_under_an_act_condition_is_reported_not_applied():
    tree = assert_faithful("Unless opponent discards 1 card, draw 2 cards.")
    missing = reach.not_applied(tree.to_json()["clauses"])
    assert [c["kind"] for c in missing] == ["condition"]
