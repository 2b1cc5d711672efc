"""A special whose own character switches places with the reserve ("Remove all Hits from X's
Permanent Record and Current Battle, and switch places with the Reserve"): the character who
plays it goes to the reserve and the reserve comes up to the front line (OR.reserve,
OR.setup). Real texts of the ten sets, found by their wording, parsed by the grammar."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
OWN_SWITCH = texts(
    r"^Remove all Hits from [\w\- ]+'s Permanent Record and Current Battle, and switch places"
    r" with (the )?Reserve\.",
    "special",
    full=True,
)


def _resolve(text: str, *, reserve: bool = True) -> dict:
    owner = re.match(r"^Remove all Hits from ([\w\- ]+)'s", text).group(1)
    side = {
        "front_line": [
            {
                "id": "a1",
                "name": owner,
                "grid": GRID,
                "hits": [{"icon": "energy", "value": 3, "record": "permanent"}],
            },
            {"id": "a2", "name": "Teammate", "grid": GRID},
        ]
    }
    if reserve:
        side["reserve"] = {"id": "a5", "name": "Reserve Hero", "grid": GRID}
    state = {
        "players": {"A": side, "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]}},
        "turn": "A",
    }
    card = {"special": {"character": owner, "name": "Card", "text": text}}
    play = {"type": "play", "by": "a1", "cards": [card]}
    return resolve(state, [play], MemoryLookup(), parse_effect).to_json()


def test_the_ten_sets_print_the_wording():
    assert len(OWN_SWITCH) >= 3


@pytest.mark.parametrize("text", OWN_SWITCH)
def test_the_character_playing_it_switches_with_the_reserve(text):
    answer = _resolve(text)
    side = answer["state"]["players"]["A"]
    assert [c["id"] for c in side["front_line"]] == ["a2", "a5"]
    assert side["reserve"]["id"] == "a1" and side["reserve"]["hits"] == []
    step = answer["steps"][-1]
    assert {"OR.reserve", "OR.setup"} <= set(step["rules"])
    assert {"op": "character_move", "character": "a1", "to": "reserve", "swap": True} in step[
        "changes"
    ]
    assert not answer["warnings"]


@pytest.mark.parametrize("text", OWN_SWITCH[:1])
def test_without_a_reserve_nothing_moves_and_the_step_says_so(text):
    answer = _resolve(text, reserve=False)
    assert [c["id"] for c in answer["state"]["players"]["A"]["front_line"]] == ["a1", "a2"]
    assert "no reserve character to switch with" in answer["steps"][-1]["text"]
