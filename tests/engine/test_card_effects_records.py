"""Specials that change the hits on a record (OR.hits, MR.5): "All Any-Power cards on target
character's Permanent Record become <type> cards for remainder of game". Real texts of the ten
sets; the hits change type, keep their values, and the KO is checked again.
"""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
BECOME = texts(
    r"^All Any-Power cards on target character's Permanent Record become (\w+) cards",
    "special",
    full=True,
)
TYPES = ("energy", "fighting", "strength", "intellect")


def _play(text: str, hits: list[dict]) -> list[dict]:
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": "Hero", "grid": GRID}]},
            "B": {"front_line": [{"id": "b1", "name": "Target", "grid": GRID, "hits": hits}]},
        },
        "turn": "A",
    }
    card = {"special": {"character": "Hero", "name": "Real", "text": text}}
    play = {"type": "attack", "by": "a1", "target": "b1", "cards": [card]}
    return resolve(state, [play], MemoryLookup(), parse_effect).to_json()["steps"]


def test_the_ten_sets_print_the_wording():
    assert len(BECOME) >= 4


@pytest.mark.parametrize("text", BECOME)
def test_any_power_hits_on_the_permanent_record_change_type(text):
    new = re.search(r"become (\w+) cards", text).group(1).lower()
    hits = [
        {"icon": "any_power", "value": 2, "record": "permanent"},
        {"icon": "any_power", "value": 1, "record": "current"},
    ]
    steps = _play(text, hits)
    changed = [c for s in steps for c in s["changes"] if c.get("op") == "hit_icon"]
    # only the permanent record's hit changes
    assert changed == [
        {"op": "hit_icon", "target": "b1", "card": None, "from": "any_power", "to": new}
    ]
    assert "OR.hits" in next(s for s in steps if s["changes"] == changed)["rules"]


@pytest.mark.parametrize("text", BECOME[:2])
def test_the_ko_is_checked_again_when_hits_change_type(text):
    new = re.search(r"become (\w+) cards", text).group(1).lower()
    others = [t for t in TYPES if t != new]
    hits = [{"icon": "any_power", "value": 2, "record": "permanent"}] + [
        {"icon": t, "value": 1} for t in others
    ]
    steps = _play(text, hits)
    assert any(s["result"] == "ko" for s in steps), steps
