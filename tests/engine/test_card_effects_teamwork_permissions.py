"""Teamwork cards an effect in play lets a character play (OR.universe-teamwork, MR.19): "<X> may
play any Energy or Strength Teamwork cards for remainder of game". While the card lasts, the
character plays teamwork cards of the types it names whatever their requirement; cards of other
types still need it. Real texts of the ten sets, parsed by the grammar."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

LOW = {"energy": 3, "fighting": 3, "strength": 3, "intellect": 3}
HIGH = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
PLAYS = re.compile(r"^([\w -]+?)(?:™)? may play any (\w+) or (\w+) Teamwork cards", re.I)
FOUND = texts(PLAYS.pattern, "special", full=True)


def first_step(text: str | None, who: str, icon: str) -> dict:
    state = {
        "players": {
            "A": {
                "front_line": [
                    {"id": "a1", "name": who, "grid": LOW},
                    {"id": "a2", "name": "Mate", "grid": HIGH},
                ]
            },
            "B": {"front_line": [{"id": "b1", "name": "Target", "grid": HIGH}]},
        },
        "turn": "A",
    }
    if text is not None:
        card = {"special": {"character": who, "name": "Real", "text": text}}
        state["in_play"] = [{"card": card, "player": "A", "by": "a1"}]
    teamwork = {
        "universe": "teamwork",
        "icon": icon,
        "requires": 6,
        "value": 6,
        "name": "Team",
        "follow_ups": [[{"icon": "fighting", "bonus": 2}]],
    }
    plays = [{"type": "attack", "by": "a1", "target": "b1", "cards": [teamwork]}]
    answer = resolve(state, plays, MemoryLookup(), parse_effect).to_json()
    assert not any(w.get("kinds") for w in answer["warnings"])
    return answer["steps"][0]


def test_the_ten_sets_print_the_wording():
    assert FOUND


@pytest.mark.parametrize("text", FOUND)
def test_teamwork_cards_of_the_types_named_are_played_whatever_their_requirement(text):
    who, first, second = PLAYS.match(text).groups()
    for icon in (first.lower(), second.lower()):
        step = first_step(text, who, icon)
        assert step["result"] == "attack" and "MR.19" in step["rules"]
        assert first_step(None, who, icon)["result"] == "illegal"


@pytest.mark.parametrize("text", FOUND)
def test_teamwork_cards_of_other_types_still_need_the_requirement(text):
    who, first, second = PLAYS.match(text).groups()
    other = next(i for i in LOW if i not in (first.lower(), second.lower()))
    assert first_step(text, who, other)["result"] == "illegal"
