"""A bar in play on blocking the power attacks it names ("All level 1 Power attacks cannot be
blocked for remainder of battle", events): while it lasts no card may defend those attacks,
whoever makes them; other attacks are defended as usual (MR.10, MR.5.restricted-defense, MR.19).
Real texts of the ten sets."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
BARS = texts(r"^All level \d+ Power (?:card )?attacks cannot be blocked", "event", full=True)


def _defended(text: str, value: int, *, event_of: str = "B") -> list[dict]:
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID}]},
            "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
        },
        "turn": "A",
        "in_play": [{"card": {"event": {"name": "Bar", "text": text}}, "player": event_of}],
    }
    plays = [
        {
            "type": "attack",
            "by": "a1",
            "target": "b1",
            "cards": [{"power": "energy", "value": value}],
        },
        {"type": "defend", "by": "b1", "cards": [{"power": "fighting", "value": 8}]},
    ]
    answer = resolve(state, plays, MemoryLookup(), parse_effect).to_json()
    assert not answer["warnings"]
    return answer["steps"]


def test_the_ten_sets_print_the_wording():
    assert BARS


@pytest.mark.parametrize("text", BARS)
@pytest.mark.parametrize("event_of", ["A", "B"])
def test_an_attack_of_the_level_named_may_not_be_defended(text, event_of):
    level = int(re.search(r"level (\d+)", text).group(1))
    steps = _defended(text, level, event_of=event_of)
    assert [s["result"] for s in steps] == ["attack", "illegal", "hit"]
    assert "MR.5.restricted-defense" in steps[1]["rules"]


@pytest.mark.parametrize("text", BARS)
def test_an_attack_of_another_level_is_blocked_as_usual(text):
    level = int(re.search(r"level (\d+)", text).group(1))
    steps = _defended(text, level + 1)
    assert [s["result"] for s in steps] == ["attack", "blocked"]


@pytest.mark.parametrize("text", BARS)
def test_the_bar_is_applied_in_the_resolution_and_the_defense_check(text):
    clauses = parse_effect(text).to_json()["clauses"]
    assert not reach.not_applied(clauses, "defense", ("event", ""))
    assert not reach.not_applied(clauses, "resolve", ("event", ""))
