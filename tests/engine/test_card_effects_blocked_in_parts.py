"""A combined attack that "May be blocked as a whole or in parts" ("<X> may combine Strength
Power cards level 1 through 4 for a single attack."): a defense reaching the whole value
blocks it; otherwise each defending power card blocks one of the attack's power cards (the
largest it reaches), and the parts not blocked still hit (OR.defense, MR.19). Real texts."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
IN_PARTS = texts(
    r"^[\w ]+ may combine \w+ Power cards level 1 (through|thru) 4 for a single attack\. May be"
    r" blocked as a whole or in parts\.$",
    "special",
    full=True,
)


def _resolve(text: str, defense: list[int] | None) -> dict:
    owner, icon = re.match(r"^([\w ]+) may combine (\w+)", text).groups()
    icon = icon.lower()
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": owner, "grid": GRID}]},
            "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
        },
        "turn": "A",
    }
    special = {"special": {"character": owner, "name": "Card", "text": text}}
    cards = [{"power": icon, "value": v} for v in (2, 3, 4)] + [special]
    plays = [{"type": "attack", "by": "a1", "target": "b1", "cards": cards}]
    if defense is not None:
        plays.append(
            {
                "type": "defend",
                "by": "b1",
                "cards": [{"power": "intellect", "value": v} for v in defense],
            }
        )
    return resolve(state, plays, MemoryLookup(), parse_effect).to_json()


def _points(answer: dict) -> int:
    return sum(h["value"] for h in answer["state"]["players"]["B"]["front_line"][0]["hits"])


def test_the_ten_sets_print_the_wording():
    assert len(IN_PARTS) >= 3


@pytest.mark.parametrize("text", IN_PARTS)
def test_a_defense_short_of_the_whole_blocks_the_parts_it_reaches(text):
    assert _points(_resolve(text, None)) == 9
    answer = _resolve(text, [8])  # 8 does not reach 9, but blocks the 4
    step = answer["steps"][1]
    assert step["result"] == "partly_blocked" and {"OR.defense", "MR.19"} <= set(step["rules"])
    assert _points(answer) == 2 + 3
    assert not answer["warnings"]


@pytest.mark.parametrize("text", IN_PARTS[:2])
def test_every_part_blocked_stops_the_attack(text):
    answer = _resolve(text, [3, 2])  # blocks the 3 and the 2; the 4 still hits
    assert _points(answer) == 4
    whole = _resolve(text, [4, 3, 2])
    assert whole["steps"][1]["result"] == "blocked" and _points(whole) == 0


@pytest.mark.parametrize("text", IN_PARTS[:1])
def test_a_defense_that_reaches_no_part_blocks_nothing(text):
    answer = _resolve(text, [1])
    assert answer["steps"][1]["result"] == "illegal" and _points(answer) == 9
