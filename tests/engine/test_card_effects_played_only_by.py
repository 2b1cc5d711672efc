"""A card played by the characters of one hero/villain code only ("Heroes only.", "Villains
only."; ``played_only_by``; no card of the ten sets prints it, so the sentences are the
grammar's own): played, or defending, by a character of the other code it is refused
(OR.code-rule); by a character whose code the board does not give it is played, and the answer
warns."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
ATTACK = "Acts as a level 5 Energy attack. Villains only."
AVOID = "Avoid 1 attack. Heroes only."


def _answer(text: str, a_code: str | None, b_code: str | None, defend: bool = False) -> dict:
    a1 = {"id": "a1", "name": "Ace", "grid": GRID, **({"code": a_code} if a_code else {})}
    b1 = {"id": "b1", "name": "Bolt", "grid": GRID, **({"code": b_code} if b_code else {})}
    players = {"A": {"front_line": [a1]}, "B": {"front_line": [b1]}}
    if defend:
        dodge = {"special": {"character": "Bolt", "name": "Dodge", "text": text}}
        attack = {"type": "attack", "by": "a1", "target": "b1"}
        attack["cards"] = [{"power": "energy", "value": 4}]
        plays = [attack, {"type": "defend", "by": "b1", "cards": [dodge]}]
    else:
        blast = {"special": {"character": "Ace", "name": "Blast", "text": text}}
        plays = [{"type": "attack", "by": "a1", "target": "b1", "cards": [blast]}]
    return resolve({"turn": "A", "players": players}, plays, MemoryLookup(), parse_effect).to_json()


@pytest.mark.parametrize(("code", "result"), [("villain", "attack"), ("hero", "illegal")])
def test_an_attack_for_villains_only(code, result):
    step = _answer(ATTACK, code, None)["steps"][0]
    assert step["result"] == result
    if result == "illegal":
        assert "played by villains only, not by Ace" in step["text"]
        assert "OR.code-rule" in step["rules"]


@pytest.mark.parametrize(("code", "result"), [("hero", "avoided"), ("villain", "illegal")])
def test_a_defense_for_heroes_only(code, result):
    assert _answer(AVOID, None, code, defend=True)["steps"][1]["result"] == result


def test_a_character_of_no_code_given_plays_it_and_the_answer_warns():
    answer = _answer(ATTACK, None, None)
    assert answer["steps"][0]["result"] == "attack"
    assert any(
        "no hero/villain code for Ace" in w["text"] and "OR.code-rule.not-given" in w["text"]
        for w in answer["warnings"]
    )


@pytest.mark.parametrize("text", [ATTACK, AVOID])
def test_the_reach_matrix_applies_it(text):
    assert not reach.not_applied(parse_effect(text).to_json()["clauses"])
