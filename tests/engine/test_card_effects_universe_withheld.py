"""A special that keeps a combined universe card's bonus off the hit (MR.7, MR.3): "May be
combined with a Universe card ... Universe not added to damage or venture total" leaves no
universe hit even for a character whose ability makes its Basic Universe cards count toward
damage, while that ability still counts them in a plain universe attack. Real texts."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
WITHHELD = texts(r"Universe not added to damage or venture total", "special", full=True)
COUNT_TOWARD = texts(
    r"^[\w .'-]+'s Basic Universe cards count toward Damage and Venture Total\.?$",
    "character",
    full=True,
)
UNIVERSE = {"universe": "basic", "icon": "energy", "requires": 5, "bonus": 3}


def _hits(inherent: str, cards: list[dict]) -> list[int]:
    name = inherent.split("'s Basic")[0]
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": name, "grid": GRID, "inherent": inherent}]},
            "B": {"front_line": [{"id": "b1", "name": "Target", "grid": GRID}]},
        },
        "turn": "A",
    }
    play = {"type": "attack", "by": "a1", "target": "b1", "cards": cards}
    steps = resolve(state, [play], MemoryLookup(), parse_effect).to_json()["steps"]
    assert steps[0]["result"] == "attack", steps[0]["text"]
    return sorted(c["hit"]["value"] for s in steps for c in s["changes"] if c.get("op") == "hit")


def test_the_ten_sets_print_the_wordings():
    assert WITHHELD and COUNT_TOWARD


@pytest.mark.parametrize("text", WITHHELD)
def test_the_combined_universe_bonus_leaves_no_hit(text):
    clauses = [c.to_json() for c in parse_effect(text).clauses]
    assert all(reach.is_applied(c) for c in reach.walk(clauses))
    ability = COUNT_TOWARD[0]
    special = {"special": {"character": ability.split("'s Basic")[0], "name": "Fast", "text": text}}
    power = {"power": "energy", "value": 4}
    assert _hits(ability, [power, UNIVERSE]) == [3, 4]  # the ability counts it as a hit
    assert 3 not in _hits(ability, [special, power, UNIVERSE])  # the special withholds it
