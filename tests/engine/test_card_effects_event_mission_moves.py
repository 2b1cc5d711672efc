"""An event's move of mission cards between piles ("Move all mission cards currently in the
completed missions pile into the reserve missions pile"; ``event_mission_moves``): made once as
the battle begins, on the mission piles of the event's player (OR.events, OR.mission); a board
without those piles is warned, never guessed. Real card texts of the ten sets."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
FOUND = texts(
    r"^Move all mission cards currently in the \w+ missions pile into", "event", full=True
)
PILES = {"completed": "completed", "lost": "defeated", "defeated": "defeated", "reserve": "reserve"}
MISSIONS = {"reserve": 2, "completed": 3, "defeated": 2}


def _answer(text: str, missions: dict | None) -> dict:
    a = {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID}]}
    if missions is not None:
        a["missions"] = dict(missions)
    players = {"A": a, "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]}}
    event = {"card": {"event": {"name": "Event", "text": text}}, "player": "A"}
    plays = [
        {"type": "attack", "by": "a1", "target": "b1", "cards": [{"power": "energy", "value": 1}]}
    ]
    state = {"turn": "A", "players": players, "in_play": [event]}
    return resolve(state, plays, MemoryLookup(), parse_effect).to_json()


def test_the_ten_sets_print_it():
    assert len(FOUND) >= 2


@pytest.mark.parametrize("text", FOUND)
def test_the_pile_is_moved_once_as_the_battle_begins(text):
    src, dst = (PILES[w] for w in re.findall(r"the (\w+) missions pile", text))
    answer = _answer(text, MISSIONS)
    after = answer["state"]["players"]["A"]["missions"]
    assert after[src] == 0 and after[dst] == MISSIONS[dst] + MISSIONS[src]
    (step,) = [s for s in answer["steps"] if s["play"] is None]
    assert "OR.events" in step["rules"] and answer["warnings"] == []


@pytest.mark.parametrize("text", FOUND)
def test_a_board_without_the_piles_is_warned(text):
    answer = _answer(text, None)
    assert any("mission piles" in w["text"] for w in answer["warnings"])
