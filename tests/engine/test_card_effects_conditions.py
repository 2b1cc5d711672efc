"""Modifiers that hold while a named card is in play (MR.19, OR.inherent): "Power cards are +2
for defense if "<title>" is in play". Real inherent texts of the ten sets, parsed by the
grammar; the defense value counts the bonus only while a card of that title is in play.
"""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
WHILE_IN_PLAY = texts(
    r"^Power cards are \+(\d) for defense if \"([^\"]+)\" is in play\.?$", "character", full=True
)


def _defend(inherent: str, in_play: list[dict]) -> str:
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": "Hero", "grid": GRID}]},
            "B": {
                "front_line": [{"id": "b1", "name": "Holder", "grid": GRID, "inherent": inherent}]
            },
        },
        "turn": "A",
        "in_play": in_play,
    }
    plays = [
        {"type": "attack", "by": "a1", "target": "b1", "cards": [{"power": "energy", "value": 5}]},
        {"type": "defend", "by": "b1", "cards": [{"power": "energy", "value": 4}]},
    ]
    steps = resolve(state, plays, MemoryLookup(), parse_effect).to_json()["steps"]
    return next(s["result"] for s in steps if s["play"] == 1)


def test_the_ten_sets_print_the_wording():
    assert WHILE_IN_PLAY


@pytest.mark.parametrize("text", WHILE_IN_PLAY)
def test_a_defense_bonus_holds_while_the_named_card_is_in_play(text):
    title = re.search(r'"([^"]+)"', text).group(1)
    named = {"special": {"character": "Holder", "name": title, "text": "Avoid 1 attack."}}
    other = {
        "special": {"character": "Holder", "name": "Something Else", "text": "Avoid 1 attack."}
    }
    assert _defend(text, [{"card": named, "player": "B"}]) == "blocked"
    assert _defend(text, [{"card": other, "player": "B"}]) != "blocked"
    assert _defend(text, []) != "blocked"
