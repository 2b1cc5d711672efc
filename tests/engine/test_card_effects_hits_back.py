"""A blocking power card that hits the attacker (MR.5.conditional, MR.19, OR.hits): an
attack's own "If defended, Power card hits <attacker>", and an effect in play "if <X> can
block a Power card attack with an equal value Power card, <X>'s Power card hits attacker".
Real texts of the ten sets, parsed by the grammar.
"""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
EQUAL_BLOCK = texts(
    r"^For remainder of battle, if ([\w .'-]+) can block a Power card attack with an equal"
    r" value Power card",
    "special",
    full=True,
)
IF_DEFENDED = texts(
    r"^Acts as a level (\d) \w+ attack\. Can only be defended by a level \d Power card\. If"
    r" defended, Power card hits",
    "special",
    full=True,
)


def _hits_on(steps: list[dict], cid: str) -> list[int]:
    return [
        c["hit"]["value"]
        for s in steps
        for c in s["changes"]
        if c.get("op") == "hit" and c["target"] == cid
    ]


def _state(a_name: str, b_name: str, turn: str) -> dict:
    return {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": a_name, "grid": GRID}]},
            "B": {"front_line": [{"id": "b1", "name": b_name, "grid": GRID}]},
        },
        "turn": turn,
    }


def test_the_ten_sets_print_the_wordings():
    assert len(EQUAL_BLOCK) >= 3 and IF_DEFENDED


@pytest.mark.parametrize("text", EQUAL_BLOCK)
def test_an_equal_value_block_hits_the_attacker_while_the_effect_lasts(text):
    name = re.search(r"if ([\w .'-]+?) can block", text, re.IGNORECASE).group(1)

    def run(card_text: str, block: int) -> list[dict]:
        card = {"special": {"character": name, "name": "Real", "text": card_text}}
        plays = [
            {"type": "play", "by": "b1", "cards": [card]},
            {
                "type": "attack",
                "player": "A",
                "by": "a1",
                "target": "b1",
                "cards": [{"power": "energy", "value": 4}],
            },
            {"type": "defend", "by": "b1", "cards": [{"power": "fighting", "value": block}]},
        ]
        return resolve(_state("Hero", name, "B"), plays, MemoryLookup(), parse_effect).to_json()[
            "steps"
        ]

    assert _hits_on(run(text, 4), "a1") == [4]
    assert _hits_on(run(text, 5), "a1") == []  # a block of greater value does not hit back
    assert _hits_on(run("Draw 1 card.", 4), "a1") == []


@pytest.mark.parametrize("text", IF_DEFENDED)
def test_an_attack_defended_takes_a_hit_from_the_blocking_power_card(text):
    level = int(re.match(r"^Acts as a level (\d)", text).group(1))
    name = re.search(r"Power card hits ([\w .'-]+?)\.", text).group(1)
    card = {"special": {"character": name, "name": "Real", "text": text}}
    plays = [
        {"type": "attack", "by": "a1", "target": "b1", "cards": [card]},
        {"type": "defend", "by": "b1", "cards": [{"power": "fighting", "value": level}]},
    ]
    steps = resolve(_state(name, "Target", "A"), plays, MemoryLookup(), parse_effect).to_json()[
        "steps"
    ]
    assert _hits_on(steps, "a1") == [level]
    hit = next(s for s in steps if _hits_on([s], "a1"))
    assert "MR.5.conditional" in hit["rules"]
