"""Hits left out of a spectrum KO by a card in play (OR.ko.spectrum, MR.19): "Level 1 or 2 Power
card Hits do not count for Spectrum KO". While the card lasts, hits of those cards show no power
type toward a spectrum KO; other hits still do. Real texts of the ten sets, parsed by the
grammar."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
FOUND = texts(r"Level 1 or 2 Power card Hits do not count for Spectrum KO", "special", full=True)
HITS = [
    {"icon": "energy", "value": 2, "record": "permanent"},
    {"icon": "fighting", "value": 3, "record": "permanent"},
]


def hit_with(text: str | None, level: int, hits: list[dict] = HITS) -> dict:
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": "Hero", "grid": GRID}]},
            "B": {"front_line": [{"id": "b1", "name": "Target", "grid": GRID, "hits": hits}]},
        },
        "turn": "A",
    }
    if text is not None:
        card = {"special": {"character": "Hero", "name": "Real", "text": text}}
        state["in_play"] = [{"card": card, "player": "A", "by": "a1", "target": "b1"}]
    strength = {"power": "strength", "value": level}
    plays = [{"type": "attack", "by": "a1", "target": "b1", "cards": [strength]}]
    return resolve(state, plays, MemoryLookup(), parse_effect).to_json()


def kod(answer: dict) -> bool:
    return bool(answer["state"]["players"]["B"]["front_line"][0].get("ko"))


def test_the_ten_sets_print_the_wording():
    assert FOUND


@pytest.mark.parametrize("text", FOUND)
def test_low_level_hits_show_no_type_toward_a_spectrum_ko(text):
    assert kod(hit_with(None, 1))  # energy, fighting and strength: a spectrum KO
    answer = hit_with(text, 1)
    assert not kod(answer)
    step = next(s for s in answer["steps"] if s["result"] == "hit")
    assert "1 power type(s)" in step["text"] and "MR.19" in step["rules"]
    assert not any("spectrum_exclusion" in w.get("kinds", []) for w in answer["warnings"])


@pytest.mark.parametrize("text", FOUND)
def test_other_hits_still_count(text):
    assert kod(hit_with(text, 4)) is False  # the level 2 Energy hit is left out: 2 types
    more = [*HITS, {"icon": "intellect", "value": 3, "record": "permanent"}]
    assert kod(hit_with(text, 4, more))  # fighting, intellect and strength
