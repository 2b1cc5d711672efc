"""Events that raise inherent abilities' bonuses (OR.inherent, MR.19): "All inherent abilities
that have a + to attack receive an additional +1 this battle" adds to a real inherent ability's
attack bonus while the event is in play; the "+ to defense" event leaves attacks alone."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
TO_ATTACK = texts(r"^All inherent abilities that have a \+ to attack receive", "event", full=True)
TO_DEFENSE = texts(r"^All inherent abilities that have a \+ to defense receive", "event", full=True)
BONUS = texts(r"^\+1 to all attacks vs\. Characters with Energy Power Grid 7 or 8", "character")


def _attack(events: list[str], inherent: str) -> dict:
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID, "inherent": inherent}]},
            "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
        },
        "turn": "A",
        "in_play": [
            {"card": {"event": {"name": f"Ev{i}", "text": t}}, "player": "B"}
            for i, t in enumerate(events)
        ],
    }
    play = {
        "type": "attack",
        "by": "a1",
        "target": "b1",
        "cards": [{"power": "strength", "value": 5}],
    }
    return resolve(state, [play], MemoryLookup(), parse_effect).to_json()


def _value(answer: dict) -> int:
    return int(re.search(r"attack value (\d+)", answer["steps"][0]["text"]).group(1))


def test_the_ten_sets_print_the_wordings():
    assert TO_ATTACK and TO_DEFENSE and BONUS


@pytest.mark.parametrize("text", TO_ATTACK)
def test_the_event_raises_an_inherent_attack_bonus(text):
    amount = int(re.search(r"additional \+(\d)", text).group(1))
    plain, raised = _attack([], BONUS[0]), _attack([text], BONUS[0])
    assert _value(raised) == _value(plain) + amount == 5 + 1 + amount
    assert "Ev0" in raised["steps"][0]["text"] and "OR.inherent" in raised["steps"][0]["rules"]
    assert "ability_bonus" not in str(raised["warnings"])


@pytest.mark.parametrize("text", TO_ATTACK)
def test_a_character_with_no_inherent_bonus_gains_nothing(text):
    assert _value(_attack([text], "")) == 5


@pytest.mark.parametrize("text", TO_DEFENSE)
def test_a_defense_bonus_event_leaves_attack_values_alone(text):
    assert _value(_attack([text], BONUS[0])) == 6
