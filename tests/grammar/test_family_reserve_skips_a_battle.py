"""A Reserve character kept out of battle: "Reserve must skip a battle before moving to Front
Line" (after an attack on the Reserve), as "... before entering"."""

from __future__ import annotations

from cards.grammar import parse_effect
from cards.grammar.faithful import is_faithful
from tests.engine.real_texts import texts


def test_the_reserve_skips_a_battle_before_moving_to_the_front_line():
    (text,) = texts(r"must skip a battle before moving to Front Line")
    tree = parse_effect(text)
    assert tree.status == "full" and is_faithful(text, tree), tree.canonical
    attack, reserve, cond = tree.clauses
    assert attack.kind == "attack" and attack.level == 4
    assert reserve.action == "attack_reserve" and reserve.may_defend is True
    (skip,) = cond.then
    assert (skip.kind, skip.who, skip.moving_to) == ("skip_battle", "reserve", "front_line")


def test_before_entering_keeps_no_place():
    (skip,) = parse_effect("Reserve must skip a battle before entering.").clauses
    assert skip.moving_to is None and "moving_to" not in skip.to_json()
