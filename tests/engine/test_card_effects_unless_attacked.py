"""A bar on attacking a character lifted by its own condition (MR.19, MR.1): "Target opponent
may not attack <X> for remainder of battle unless <X> attacks him first" holds until X attacks
the barred character, and only for the character it targets. Real texts of the ten sets."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
UNLESS = texts(
    r"^Target (opponent|character) may not attack ([\w ]+) for remainder of battle unless"
    r" (\2|he|she) attacks (him|him/her) first\.$",
    full=True,
)


def _power(by: str, target: str) -> dict:
    return {
        "type": "attack",
        "by": by,
        "target": target,
        "cards": [{"power": "fighting", "value": 3}],
    }


def _results(text: str, plays: list[dict]) -> list[str]:
    name = re.search(r"may not attack ([\w ]+) for", text).group(1)
    special = {"special": {"character": name, "name": "Bar", "text": text}}
    players = {
        "A": {"front_line": [{"id": "a1", "name": name, "grid": GRID}]},
        "B": {
            "front_line": [
                {"id": "b1", "name": "Bolt", "grid": GRID},
                {"id": "b2", "name": "Bee", "grid": GRID},
            ]
        },
    }
    first = {"type": "attack", "by": "a1", "target": "b1", "cards": [special]}
    answer = resolve(
        {"players": players, "turn": "A"}, [first, *plays], MemoryLookup(), parse_effect
    )
    return [s["result"] for s in answer.to_json()["steps"] if s["result"] in ("attack", "illegal")]


def test_the_ten_sets_print_the_wording():
    assert len(UNLESS) >= 3


@pytest.mark.parametrize("text", UNLESS)
def test_the_bar_holds_until_the_protected_character_attacks_first(text):
    clauses = [c.to_json() for c in parse_effect(text).clauses]
    assert all(reach.is_applied(c) for c in reach.walk(clauses))
    # the barred character may not attack; its teammate may
    assert _results(text, [_power("b1", "a1"), _power("b2", "a1")]) == [
        "attack",
        "illegal",
        "attack",
    ]
    # once the protected character attacks the barred one, the bar is lifted
    lifted = [_power("b1", "a1"), _power("b2", "a1"), _power("a1", "b1"), _power("b1", "a1")]
    assert _results(text, lifted) == ["attack", "illegal", "attack", "attack", "attack"]
    # attacking someone else lifts nothing
    other = [_power("b2", "a1"), _power("a1", "b2"), _power("b1", "a1")]
    assert _results(text, other) == ["attack", "attack", "attack", "illegal"]
