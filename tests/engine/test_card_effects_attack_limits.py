"""Limits a successful special leaves on the attacks of its target (MR.19, MR.1): "Target
character may not attack <its character> for remainder of battle" and "Target Character may
not make any follow up attacks from Teamwork or Special cards". Real texts of the ten sets.
"""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
MAY_NOT_ATTACK = texts(
    r"^Acts as a level \d \w+ attack\. If successful, Target character may not attack"
    r" [\w .'-]+ for remainder of battle\.?$",
    "special",
    full=True,
)
NO_FOLLOW_UPS = texts(
    r"If successful, Target Character may not make any follow up attacks from Teamwork or"
    r" Special cards",
    "special",
    full=True,
)
STRING = "Acts as a level 2 Energy attack. May make 1 additional attack."


def _state(name: str) -> dict:
    return {
        "players": {
            "A": {
                "front_line": [
                    {"id": "a1", "name": name, "grid": GRID},
                    {"id": "a2", "name": "Mate", "grid": GRID},
                ]
            },
            "B": {"front_line": [{"id": "b1", "name": "Target", "grid": GRID}]},
        },
        "turn": "A",
    }


def _after(text: str, name: str, answers: list[dict]) -> list[dict]:
    """A's ``name`` attacks b1 with the special, it lands; then B's plays."""
    card = {"special": {"character": name, "name": "Real", "text": text}}
    plays = [{"type": "attack", "by": "a1", "target": "b1", "cards": [card]}, *answers]
    steps = resolve(_state(name), plays, MemoryLookup(), parse_effect).to_json()["steps"]
    return [next(s for s in steps if s["play"] == i + 1) for i in range(len(answers))]


def test_the_ten_sets_print_the_wordings():
    assert MAY_NOT_ATTACK and NO_FOLLOW_UPS


@pytest.mark.parametrize("text", MAY_NOT_ATTACK)
def test_the_target_may_not_attack_the_character_named(text):
    name = re.search(r"may not attack ([\w .'-]+) for", text).group(1)
    power = {"power": "energy", "value": 3}
    on_it = {"type": "attack", "player": "B", "by": "b1", "target": "a1", "cards": [power]}
    (barred,) = _after(text, name, [on_it])
    assert barred["result"] == "illegal" and "MR.19" in barred["rules"]
    on_mate = {**on_it, "target": "a2"}
    assert _after(text, name, [on_mate])[0]["result"] == "attack"
    plain = text.split(". ")[0] + "."
    assert _after(plain, name, [on_it])[0]["result"] == "attack"


@pytest.mark.parametrize("text", NO_FOLLOW_UPS)
def test_the_target_may_not_follow_up_from_a_special(text):
    special = {"special": {"character": "Target", "name": "String", "text": STRING}}
    power = {"power": "energy", "value": 3}
    plays = [
        {"type": "attack", "player": "B", "by": "b1", "target": "a1", "cards": [special]},
        {"type": "attack", "player": "B", "by": "b1", "target": "a1", "cards": [power]},
    ]
    first, follow = _after(text, "Hero", plays)
    assert first["result"] == "attack"
    assert follow["result"] == "illegal" and "MR.19" in follow["rules"]
    plain = text.split(". ")[0] + "."
    assert _after(plain, "Hero", plays)[1]["result"] == "attack"
