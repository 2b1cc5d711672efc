"""An attack that "must be blocked twice" ("Play with any Strength or Energy Power card
attack. Power card must be blocked twice."): the defense needs two blocking cards, each
reaching the attack's value on its own (OR.defense, MR.19). Real texts of the ten sets."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
TWICE = texts(
    r"^Play with any [\w, ]+ Power card attack\. Power card must be blocked twice\.$",
    "special",
    full=True,
)


def _resolve(text: str, defense: list[int]) -> dict:
    icon = re.match(r"^Play with any (\w+)", text).group(1).lower()
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID}]},
            "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
        },
        "turn": "A",
    }
    special = {"special": {"character": "Ace", "name": "Card", "text": text}}
    attack = {
        "type": "attack",
        "by": "a1",
        "target": "b1",
        "cards": [{"power": icon, "value": 6}, special],
    }
    defend = {
        "type": "defend",
        "by": "b1",
        "cards": [{"power": "intellect", "value": v} for v in defense],
    }
    return resolve(state, [attack, defend], MemoryLookup(), parse_effect).to_json()


def test_the_ten_sets_print_the_wording():
    assert len(TWICE) >= 2


@pytest.mark.parametrize("text", TWICE)
def test_one_block_is_not_enough(text):
    answer = _resolve(text, [8])
    step = answer["steps"][1]
    assert step["result"] == "illegal" and "blocked twice" in step["text"]
    assert {"OR.defense", "MR.19"} <= set(step["rules"])
    assert answer["steps"][2]["result"] == "hit"
    assert not answer["warnings"]


@pytest.mark.parametrize("text", TWICE)
def test_two_cards_that_each_reach_the_value_block_it(text):
    answer = _resolve(text, [6, 7])
    assert answer["steps"][1]["result"] == "blocked"
    assert "MR.19" in answer["steps"][1]["rules"]


@pytest.mark.parametrize("text", TWICE[:1])
def test_two_cards_that_only_add_up_to_the_value_do_not(text):
    answer = _resolve(text, [3, 4])
    assert answer["steps"][1]["result"] == "illegal"
    assert "(0 played)" in answer["steps"][1]["text"]
