"""A reserve that goes on attacking (OR.reserve, MR.19): "If successful, <X> may continue to
attack while in Reserve" lets X attack from reserve once its attack succeeds, and not when it
was blocked. Real texts of the ten sets, found by their wording."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
GOES_ON = texts(r"If successful, ([\w ]+) may continue to attack while in Reserve", full=True)


def _results(text: str, blocked: bool) -> list[str]:
    name = re.search(r"If successful, ([\w ]+) may continue", text).group(1)
    special = {"special": {"character": name, "name": "Motion", "text": text}}
    players = {
        "A": {
            "front_line": [{"id": "a1", "name": "Ace", "grid": GRID}],
            "reserve": {"id": "a9", "name": name, "grid": GRID},
        },
        "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
    }
    defense = [{"type": "defend", "by": "b1", "cards": [{"power": "energy", "value": 7}]}]
    plays = [
        {"type": "attack", "by": "a9", "target": "b1", "cards": [special]},
        *(defense if blocked else []),
        {"type": "pass", "player": "B"},
        {"type": "attack", "by": "a9", "target": "b1", "cards": [{"power": "energy", "value": 5}]},
    ]
    steps = resolve({"players": players, "turn": "A"}, plays, MemoryLookup(), parse_effect)
    return [s["result"] for s in steps.to_json()["steps"]]


def test_the_ten_sets_print_the_wording():
    assert GOES_ON


@pytest.mark.parametrize("text", GOES_ON)
def test_the_reserve_goes_on_attacking_once_its_attack_succeeds(text):
    clauses = [c.to_json() for c in parse_effect(text).clauses]
    assert all(reach.is_applied(c) for c in reach.walk(clauses))
    assert _results(text, blocked=False)[-2:] == ["attack", "hit"]
    assert _results(text, blocked=True)[-1] == "illegal"
