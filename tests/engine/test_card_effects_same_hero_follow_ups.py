"""Follow-ups "against the same hero" (a real special of the ten sets, found by its wording:
"Acts as a level Fighting 2 attack. May make up to 2 additional Fighting attacks against the
same hero."): the code is the aim's. With the code rule in use they are given when the
granting attack's target is a hero, not when it is a villain (OR.code-rule), nor when the
board gives no code for it (OR.code-rule.not-given, warned)."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from rules.engine.who_codes import NOT_GIVEN
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
SAME_HERO = texts(r"additional Fighting attacks against the same hero\.", "special", full=True)


def _answer(text: str, code: str | None, rule: bool = True) -> dict:
    bolt = {"id": "b1", "name": "Bolt", "grid": GRID, **({"code": code} if code else {})}
    players = {
        "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID, "code": "villain"}]},
        "B": {"front_line": [bolt]},
    }
    special = {"special": {"character": "Ace", "name": "Same", "text": text}}
    follow = {"power": "fighting", "value": 3}
    plays = [
        {"type": "attack", "by": "a1", "target": "b1", "cards": [special]},
        {"type": "attack", "by": "a1", "target": "b1", "cards": [follow]},
    ]
    state = {"turn": "A", "players": players, "code_rule": rule}
    return resolve(state, plays, MemoryLookup(), parse_effect).to_json()


def _follow_up(answer: dict) -> dict:
    return next(s for s in answer["steps"] if s["play"] == 1)


def test_the_ten_sets_print_the_wording():
    assert SAME_HERO


@pytest.mark.parametrize("text", SAME_HERO)
def test_the_follow_ups_are_given_against_a_hero(text):
    step = _follow_up(_answer(text, "hero"))
    assert step["result"] == "attack" and "MR.5.string" in step["rules"]
    assert not reach.not_applied(parse_effect(text).to_json()["clauses"])


@pytest.mark.parametrize("text", SAME_HERO)
def test_under_the_code_rule_not_against_a_villain(text):
    answer = _answer(text, "villain")
    said = [s for s in answer["steps"] if s["text"].startswith("No follow-up")]
    assert said and "Bolt is not a hero" in said[0]["text"]
    assert "OR.code-rule" in said[0]["rules"]
    assert _follow_up(answer)["result"] == "illegal"  # the turn has passed to player B
    # without the rule, any character counts as a hero
    assert _follow_up(_answer(text, "villain", rule=False))["result"] == "attack"


@pytest.mark.parametrize("text", SAME_HERO)
def test_a_target_of_no_code_given_gives_none_and_warns(text):
    answer = _answer(text, None)
    said = [s for s in answer["steps"] if s["text"].startswith("No follow-up")]
    assert said and NOT_GIVEN in said[0]["rules"]
    assert any(NOT_GIVEN in w["text"] and "Bolt" in w["text"] for w in answer["warnings"])
