"""A special played as one Power card to attack and another to defend (MR.1): "May be used as a
level 5 Fighting Power card to attack or a level 5 Intellect Power card to defend" attacks as
the first and defends as the second, so a bar on defending with the second's type bars it, and
a bar on the first's type does not. Real texts of the ten sets, found by their wording."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
EITHER = texts(
    r"May be used as a level \d \w+ Power card to attack or a level \d \w+ Power card to defend",
    "special",
    full=True,
)
NO_DEFENSE = texts(r"May not use \w+ Power cards for Defense\.$", "character", full=True)
PARTS = re.compile(
    r"level (\d) (\w+) Power card to attack or a level (\d) (\w+) Power card to defend"
)


def _steps(text: str, plays: list[dict], inherent: str = "") -> list[dict]:
    card = {"special": {"character": "Ace", "name": "Either", "text": text}}
    players = {
        "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID, "inherent": inherent}]},
        "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
    }
    plays = [{**p, "cards": [card]} if p.get("cards") == "CARD" else p for p in plays]
    answer = resolve({"players": players, "turn": "A"}, plays, MemoryLookup(), parse_effect)
    return answer.to_json()["steps"]


def _bar(icon: str) -> str:
    found = [t for t in NO_DEFENSE if f"use {icon.title()} Power" in t]
    return found[0] if found else ""


def test_the_ten_sets_print_the_wordings():
    assert EITHER and NO_DEFENSE


@pytest.mark.parametrize("text", EITHER)
def test_it_attacks_as_one_power_card_and_defends_as_the_other(text):
    clauses = [c.to_json() for c in parse_effect(text).clauses]
    assert all(reach.is_applied(c) for c in reach.walk(clauses))
    a_level, a_icon, d_level, d_icon = PARTS.search(text).groups()
    attack = _steps(text, [{"type": "attack", "by": "a1", "target": "b1", "cards": "CARD"}])
    assert attack[0]["value"] == int(a_level) and a_icon.title() in attack[1]["text"]
    on_me = {
        "type": "attack",
        "by": "b1",
        "target": "a1",
        "cards": [{"power": "energy", "value": int(d_level)}],
    }
    defend = [
        {"type": "pass", "player": "A"},
        on_me,
        {"type": "defend", "by": "a1", "cards": "CARD"},
    ]
    assert _steps(text, defend)[-1]["result"] == "blocked"
    if _bar(d_icon):  # barred from defending with the defense's type
        assert _steps(text, defend, _bar(d_icon))[-2]["result"] == "illegal"
    if _bar(a_icon) and a_icon != d_icon:  # the attack's type bars nothing in defense
        assert _steps(text, defend, _bar(a_icon))[-1]["result"] == "blocked"
