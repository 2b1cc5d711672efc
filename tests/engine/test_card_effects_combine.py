"""Combining as a special's own text allows (MR.7), over the default exclusion of MultiPower
and Any-Power cards (OR.combination-exclusion). Real texts found by their wording."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}


def _attack(text: str, power: dict) -> list[dict]:
    special = {"special": {"character": "Ace", "name": "Combo", "text": text}}
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID}]},
            "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
        },
        "turn": "A",
    }
    play = {"type": "attack", "by": "a1", "target": "b1", "cards": [special, power]}
    return resolve(state, [play], MemoryLookup(), parse_effect).to_json()["steps"]


MULTIPOWER = {"power": "multipower", "value": 3, "icons": ["energy", "fighting"], "as": "energy"}
ALLOWS_MULTIPOWER = texts(
    r"^Acts as a level \d \w+ attack\. May combine with 1 MultiPower", full=True
)
PLAIN_ATTACK = "Acts as a level 3 Energy attack. May combine with 1 Power card for a single attack."


def test_the_ten_sets_print_the_wording():
    assert ALLOWS_MULTIPOWER


@pytest.mark.parametrize("text", ALLOWS_MULTIPOWER)
def test_a_special_that_names_multipower_combines_with_one(text):
    level = int(re.search(r"level (\d)", text).group(1))
    steps = _attack(text, MULTIPOWER)
    assert steps[0]["result"] == "attack", steps[0]["text"]
    assert steps[0]["value"] == level + 3


def test_a_special_that_does_not_name_multipower_keeps_the_exclusion():
    steps = _attack(PLAIN_ATTACK, MULTIPOWER)
    assert steps[0]["result"] == "illegal"
    assert "OR.combination-exclusion" in steps[0]["rules"]
