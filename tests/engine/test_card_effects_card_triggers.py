"""Aspects in play whose team may draw a card after playing (or blocking with) a card of a kind
("... may draw 1 card from the top of the Draw Pile after playing any Basic Universe card",
"... after blocking an attack using Fighting Power card"): the step after the play says so,
for the table (MR.19). Real aspect texts of the ten sets, found by their wording.
"""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
AFTER_BLOCKING = texts(
    r"may draw 1 card .* after blocking an attack using an? \w+ Power card", "aspect"
)
AFTER_UNIVERSE = texts(r"may draw 1 card .* after playing any Basic Universe card", "aspect")
AFTER_DOUBLESHOT = texts(r"may draw 1 card .* after playing any Tactic: Doubleshot card", "aspect")


def _state(text: str, owner: str) -> dict:
    aspect = {
        "card": {"aspect": {"name": "Place", "location": "Home", "text": text}},
        "player": owner,
    }
    return {
        "players": {
            "A": {
                "front_line": [
                    {"id": "a1", "name": "Ace", "grid": GRID},
                    {"id": "a2", "name": "Mate", "grid": GRID},
                ]
            },
            "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
        },
        "turn": "A",
        "in_play": [aspect],
    }


def _resolve(state: dict, plays: list) -> dict:
    return resolve(state, plays, MemoryLookup(), parse_effect).to_json()


def _triggered(answer: dict) -> list[dict]:
    return [s for s in answer["steps"] if any(c.get("op") == "trigger" for c in s["changes"])]


def test_the_ten_sets_print_the_wordings():
    assert len(AFTER_BLOCKING) >= 2 and AFTER_UNIVERSE and AFTER_DOUBLESHOT


@pytest.mark.parametrize("text", AFTER_BLOCKING + AFTER_UNIVERSE + AFTER_DOUBLESHOT)
def test_the_triggers_are_applied_in_the_resolver(text):
    trig = [c for c in parse_effect(text).to_json()["clauses"] if c["kind"] == "trigger"]
    assert trig and all(reach.is_applied(c, "resolve", ("aspect", "")) for c in trig)


@pytest.mark.parametrize("text", AFTER_BLOCKING)
def test_blocking_with_a_power_card_of_the_type_brings_the_draw(text):
    icon = "fighting" if "Fighting" in text else "intellect"
    other = "energy"
    attack = {
        "type": "attack",
        "player": "B",
        "by": "b1",
        "target": "a1",
        "cards": [{"power": "strength", "value": 3}],
    }

    def block(with_icon: str, owner: str = "A") -> dict:
        state = _state(text, owner)
        state["turn"] = "B"
        defend = {"type": "defend", "by": "a1", "cards": [{"power": with_icon, "value": 5}]}
        return _resolve(state, [attack, defend])

    fired = _triggered(block(icon))
    assert len(fired) == 1 and {"MR.19", "MR.1"} <= set(fired[0]["rules"])
    assert "may draw 1 card" in fired[0]["text"] and "at the table" in fired[0]["text"]
    assert _triggered(block(other)) == []  # another power type
    assert _triggered(block(icon, owner="B")) == []  # the other side's aspect
    assert not block(icon)["warnings"]


@pytest.mark.parametrize("text", AFTER_UNIVERSE)
def test_playing_a_basic_universe_card_brings_the_draw(text):
    basic = {"universe": "basic", "icon": "energy", "requires": 5, "bonus": 2}
    play = {
        "type": "attack",
        "by": "a1",
        "target": "b1",
        "cards": [{"power": "energy", "value": 5}, basic],
    }
    assert len(_triggered(_resolve(_state(text, "A"), [play]))) == 1
    plain = {
        "type": "attack",
        "by": "a1",
        "target": "b1",
        "cards": [{"power": "energy", "value": 5}],
    }
    assert _triggered(_resolve(_state(text, "A"), [plain])) == []
