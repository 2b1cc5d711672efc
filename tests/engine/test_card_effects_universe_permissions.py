"""A character whose inherent ability lets it "Place and play any Fighting Basic Universe
card": it plays a basic universe card of that type whatever the card's requirement (OR.inherent,
OR.universe-basic); another type still needs its requirement. Real texts of the ten sets."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 5, "fighting": 5, "strength": 5, "intellect": 5}
PERMITS = texts(r"^May Place and play any (\w+) Basic Universe cards?\.?$", "character", full=True)


def _attack(inherent: str, icon: str) -> dict:
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID, "inherent": inherent}]},
            "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
        },
        "turn": "A",
    }
    cards = [
        {"power": icon, "value": 4},
        {"universe": "basic", "icon": icon, "bonus": 3, "requires": 8},
    ]
    play = {"type": "attack", "by": "a1", "target": "b1", "cards": cards}
    return resolve(state, [play], MemoryLookup(), parse_effect).to_json()


def test_the_ten_sets_print_the_wording():
    assert PERMITS


@pytest.mark.parametrize("text", PERMITS)
def test_the_universe_card_of_the_type_is_played_whatever_its_requirement(text):
    icon = re.search(r"any (\w+) Basic", text).group(1).lower()
    answer = _attack(text, icon)
    step = answer["steps"][0]
    assert step["result"] == "attack" and step["value"] == 4 + 3
    assert {"OR.inherent", "OR.universe-basic"} <= set(step["rules"])
    assert not answer["warnings"]
    assert _attack("", icon)["steps"][0]["result"] == "illegal"
    other = next(t for t in GRID if t != icon)
    assert _attack(text, other)["steps"][0]["result"] == "illegal"
