"""Shifts in play that let the new target defend (MR.9, MR.19): "All attacks made on <X> are
made on target teammate until teammate is KO'd. Teammate may defend." The teammate the attack
is moved to may defend it, and the card is applied whole. Real texts of the ten sets.
"""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
MADE_ON_TEAMMATE = texts(
    r"^All attacks made on ([\w .'-]+) are made on target teammate until teammate is KO'd\."
    r" Teammate may defend\.",
    "special",
)


def test_the_ten_sets_print_the_wording():
    assert len(MADE_ON_TEAMMATE) >= 2


@pytest.mark.parametrize("text", MADE_ON_TEAMMATE)
def test_the_teammate_an_attack_is_moved_to_may_defend_it(text):
    name = re.match(r"^All attacks made on ([\w .'-]+?) are made", text).group(1)
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": "Hero", "grid": GRID}]},
            "B": {
                "front_line": [
                    {"id": "b1", "name": name, "grid": GRID},
                    {"id": "b2", "name": "Mate", "grid": GRID},
                ]
            },
        },
        "turn": "B",
    }
    card = {"special": {"character": name, "name": "Real", "text": text}}
    plays = [
        {"type": "play", "by": "b1", "target": "b2", "cards": [card]},
        {
            "type": "attack",
            "player": "A",
            "by": "a1",
            "target": "b1",
            "cards": [{"power": "energy", "value": 3}],
        },
        {"type": "shift", "player": "B", "cards": [{**card, "from": "in_play"}], "to": "b2"},
        {"type": "defend", "by": "b2", "cards": [{"power": "energy", "value": 4}]},
    ]
    answer = resolve(state, plays, MemoryLookup(), parse_effect).to_json()
    results = {s["play"]: s["result"] for s in answer["steps"]}
    assert results[2] == "shifted" and results[3] == "blocked", answer["steps"]
    # nothing of the card is left unapplied; the grammar reads "target teammate" as a target
    # character (the tree is partial and names "teammate"), which the warnings say
    assert all(not w.get("kinds") and not w.get("not_applied") for w in answer["warnings"])
