"""A "Target Character" special played on one's own character (MR.5.own-target, MR.6): an
effect that stays on the player's side is a utility on that character, and holds for it; a
card that acts as an attack may still not be aimed at one's own team (OR.fight). Real card
texts of the ten sets."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
SHIELDS = texts(
    r"^Target Character may not attack or be attacked for remainder", "special", full=True
)
BONUSES = texts(r"^Target Character gains \+\d to defense for remainder", "special", full=True)
ATTACKS = texts(r"^Acts as a level \d Energy attack\.$", "special")


def _resolve(text: str, target: str, then: list[dict]) -> dict:
    state = {
        "players": {
            "A": {
                "front_line": [
                    {"id": "a1", "name": "Hero", "grid": GRID},
                    {"id": "a2", "name": "Mate", "grid": GRID},
                ]
            },
            "B": {"front_line": [{"id": "b1", "name": "Foe", "grid": GRID}]},
        },
        "turn": "A",
    }
    card = {"special": {"character": "Hero", "name": "Real", "text": text}}
    plays = [{"type": "play", "by": "a1", "target": target, "cards": [card]}, *then]
    return resolve(state, plays, MemoryLookup(), parse_effect).to_json()


def _attack_on(target: str) -> dict:
    power = {"power": "energy", "value": 4}
    return {"type": "attack", "player": "B", "by": "b1", "target": target, "cards": [power]}


def test_the_ten_sets_print_them():
    assert SHIELDS and BONUSES and ATTACKS


@pytest.mark.parametrize("text", SHIELDS)
def test_a_protection_on_ones_own_teammate_holds_for_it(text):
    answer = _resolve(text, "a2", [_attack_on("a2")])
    first = answer["steps"][0]
    assert first["result"] != "illegal" and "MR.5.own-target" in first["rules"]
    refused = next(s for s in answer["steps"] if s["play"] == 1)
    assert refused["result"] == "illegal"
    answer = _resolve(text, "a2", [_attack_on("a1")])
    assert next(s for s in answer["steps"] if s["play"] == 1)["result"] == "attack"


@pytest.mark.parametrize("text", BONUSES)
def test_a_bonus_on_ones_own_teammate_is_a_utility(text):
    first = _resolve(text, "a2", [])["steps"][0]
    assert first["result"] != "illegal" and "MR.6" in first["rules"]


@pytest.mark.parametrize("text", ATTACKS[:2])
def test_an_attack_may_not_be_aimed_at_ones_own_teammate(text):
    first = _resolve(text, "a2", [])["steps"][0]
    assert first["result"] == "illegal"
