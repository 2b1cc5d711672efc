"""A KO on a total of hits (MR.5.conditional, MR.1): "If successful and Target Hits totaling 15
or more, then Target is KO'd regardless of Inherent Abilities and other Special cards". Once the
attack lands, the target's hits (the attack's own included) are added up; at the total or
above, the card KOs the target; below it, the step says the effect does not happen. Real texts
of the ten sets, parsed by the grammar."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
TOTAL = re.compile(r"level (\d) (\w+) attack\. If successful and Target Hits totaling (\d+)", re.I)
FOUND = texts(TOTAL.pattern, "special", full=True)


def attack(text: str, hits_before: int) -> dict:
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": "Hero", "grid": GRID}]},
            "B": {
                "front_line": [
                    {
                        "id": "b1",
                        "name": "Target",
                        "grid": GRID,
                        "hits": [
                            {"icon": "intellect", "value": hits_before, "record": "permanent"}
                        ],
                    }
                ]
            },
        },
        "turn": "A",
    }
    card = {"special": {"character": "Hero", "name": "Real", "text": text}}
    plays = [{"type": "attack", "by": "a1", "target": "b1", "cards": [card]}]
    return resolve(state, plays, MemoryLookup(), parse_effect).to_json()


def test_the_ten_sets_print_the_wording():
    assert len(FOUND) >= 2


@pytest.mark.parametrize("text", FOUND)
def test_the_target_is_kod_at_the_total(text):
    level, _, total = TOTAL.search(text).groups()
    answer = attack(text, int(total) - int(level))  # the attack's hit makes the total
    ko = [s for s in answer["steps"] if s["result"] == "ko"]
    assert ko and "MR.1" in ko[0]["rules"] and "regardless" in ko[0]["text"]
    assert answer["state"]["players"]["B"]["front_line"][0].get("ko") is True
    assert not any(w.get("kinds") for w in answer["warnings"])


@pytest.mark.parametrize("text", FOUND)
def test_below_the_total_the_effect_does_not_happen(text):
    level, _, total = TOTAL.search(text).groups()
    answer = attack(text, int(total) - int(level) - 1)
    assert not [s for s in answer["steps"] if s["result"] == "ko"]
    said = [s for s in answer["steps"] if s["result"] == "no_effect"]
    assert (
        said and f"less than {total}" in said[0]["text"] and "MR.5.conditional" in said[0]["rules"]
    )
