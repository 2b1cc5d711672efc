"""Teamwork follow-ups an effect in play changes (OR.attack.teamwork, MR.19): "May make one or
both follow up attacks to any Universe: Teamwork card" lets the character make both; "May
follow up any teammate's Teamwork card attack with a Level 1 Intellect Power card" and "may
follow up a Universe: Teamwork card with any Power card, regardless of Power Type" let it make
the next follow-up with that card, taking its bonus. Real texts of the ten sets."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
TEAMWORK = {
    "universe": "teamwork",
    "icon": "fighting",
    "requires": 6,
    "value": 6,
    "follow_ups": [[{"icon": "energy", "bonus": 1}, {"icon": "strength", "bonus": 2}]],
}
BOTH = texts(r"^May make one or both follow up attacks to any Universe: Teamwork card", "character")
WITH_LEVEL = texts(
    r"^May follow up any teammate's Teamwork card attack with a Level (\d) (\w+) Power"
)
ANY_TYPE = texts(
    r"may follow up a Universe: Teamwork card with any Power card, regardless of Power"
)


def _applied(text: str) -> bool:
    clauses = [c.to_json() for c in parse_effect(text).clauses]
    return all(reach.is_applied(c) for c in reach.walk(clauses))


def _power(by: str, icon: str, value: int) -> dict:
    return {"type": "attack", "by": by, "target": "b1", "cards": [{"power": icon, "value": value}]}


def _follow_ups(plays: list[dict], inherent: str = "", in_play: list | None = None) -> list[tuple]:
    players = {
        "A": {
            "front_line": [
                {"id": "a1", "name": "Ace", "grid": GRID},
                {"id": "a2", "name": "Mate", "grid": GRID, "inherent": inherent},
                {"id": "a3", "name": "Third", "grid": GRID},
            ]
        },
        "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
    }
    first = {"type": "attack", "by": "a1", "target": "b1", "cards": [TEAMWORK]}
    state = {"players": players, "turn": "A", "in_play": in_play or []}
    steps = resolve(state, [first, *plays], MemoryLookup(), parse_effect).to_json()["steps"]
    return [
        (s["result"], s.get("value"))
        for s in steps
        if s["play"] and s["result"] in ("attack", "illegal")
    ]


def test_the_ten_sets_print_the_wordings():
    assert BOTH and WITH_LEVEL and ANY_TYPE


@pytest.mark.parametrize("text", BOTH)
def test_one_character_makes_both_follow_ups(text):
    assert _applied(text)
    both = [_power("a2", "energy", 3), _power("a2", "strength", 3)]
    assert _follow_ups(both, text) == [("attack", 4), ("attack", 5)]
    assert _follow_ups(both) == [("attack", 4), ("illegal", None)]


@pytest.mark.parametrize("text", WITH_LEVEL)
def test_a_follow_up_with_the_power_card_the_ability_names(text):
    assert _applied(text)
    level, icon = re.search(r"Level (\d) (\w+) Power", text).groups()
    stand_in = [_power("a2", icon.lower(), int(level)), _power("a3", "strength", 3)]
    # it stands for the first follow-up (Energy, +1); the second is still the card's
    assert _follow_ups(stand_in, text) == [("attack", int(level) + 1), ("attack", 5)]
    assert _follow_ups(stand_in)[0] == ("illegal", None)
    other = [_power("a2", icon.lower(), int(level) + 1)]  # not the level it names
    assert _follow_ups(other, text)[0] == ("illegal", None)


@pytest.mark.parametrize("text", ANY_TYPE)
def test_a_target_follows_up_with_any_power_card(text):
    assert _applied(text)
    card = {"special": {"character": "Ace", "name": "Wild", "text": text}}
    granted = [{"card": card, "player": "A", "by": "a1", "target": "a3", "duration": "battle"}]
    follow = [_power("a3", "intellect", 4)]
    assert _follow_ups(follow, in_play=granted) == [("attack", 5)]
    assert _follow_ups(follow) == [("illegal", None)]
    assert _follow_ups([_power("a2", "intellect", 4)], in_play=granted) == [("illegal", None)]
