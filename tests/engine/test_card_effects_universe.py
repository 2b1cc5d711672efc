"""Universe bonuses changed by real inherent abilities (OR.inherent, OR.universe-basic, MR.3):
"Basic Universe card bonuses are an additional +N" and "<X>'s Basic Universe cards count toward
Damage and Venture Total". Real texts of the ten sets, parsed by the grammar.
"""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
ADDITIONAL = texts(
    r"^Basic Universe card bonuses are an additional \+(\d)\.?$", "character", full=True
)
COUNT_TOWARD = texts(
    r"^[\w .'-]+'s Basic Universe cards count toward Damage and Venture Total\.?$",
    "character",
    full=True,
)
UNIVERSE = {"universe": "basic", "icon": "energy", "requires": 5, "bonus": 3}


def _attack(inherent: str = "", name: str = "Hero") -> list[dict]:
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": name, "grid": GRID, "inherent": inherent}]},
            "B": {"front_line": [{"id": "b1", "name": "Target", "grid": GRID}]},
        },
        "turn": "A",
    }
    cards = [{"power": "energy", "value": 4}, UNIVERSE]
    play = {"type": "attack", "by": "a1", "target": "b1", "cards": cards}
    return resolve(state, [play], MemoryLookup(), parse_effect).to_json()["steps"]


def _hits(steps: list[dict]) -> list[int]:
    return [c["hit"]["value"] for s in steps for c in s["changes"] if c.get("op") == "hit"]


def test_the_ten_sets_print_the_wordings():
    assert ADDITIONAL and COUNT_TOWARD


@pytest.mark.parametrize("text", ADDITIONAL)
def test_an_ability_adds_to_basic_universe_bonuses(text):
    extra = int(re.search(r"\+(\d)", text).group(1))
    assert _attack()[0]["value"] == 4 + 3
    found = _attack(text)[0]
    assert found["value"] == 4 + 3 + extra and "OR.inherent" in found["rules"]


@pytest.mark.parametrize("text", COUNT_TOWARD)
def test_an_ability_makes_basic_universe_bonuses_count_as_hits(text):
    name = re.match(r"^([\w .'-]+)'s Basic", text).group(1)
    assert _hits(_attack(name=name)) == [4]
    assert sorted(_hits(_attack(text, name))) == [3, 4]
