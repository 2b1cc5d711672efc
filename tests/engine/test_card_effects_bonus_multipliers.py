"""Universe bonuses a card doubles: a special played with the universe card ("Play with 1
action involving a Universe card. Universe card bonus is doubled.") and an effect in play
("For remainder of battle, all Fighting bonuses from Teamwork cards are doubled"): the
attack value counts the bonus twice (OR.universe-basic, OR.attack.teamwork, MR.19). Real
texts of the ten sets, found by their wording, parsed by the grammar."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
WITH_UNIVERSE = texts(r"Universe card bonus is doubled\.$", "special", full=True)
TEAMWORK_IN_PLAY = texts(
    r"all (\w+) bonuses from Teamwork cards are doubled\.$", "special", full=True
)


def _state() -> dict:
    return {
        "players": {
            "A": {
                "front_line": [
                    {"id": "a1", "name": "Ace", "grid": GRID},
                    {"id": "a2", "name": "Bee", "grid": GRID},
                ]
            },
            "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
        },
        "turn": "A",
    }


def _special(text: str) -> dict:
    return {"special": {"character": "Ace", "name": "Card", "text": text}}


def test_the_ten_sets_print_the_wordings():
    assert WITH_UNIVERSE and TEAMWORK_IN_PLAY


@pytest.mark.parametrize("text", WITH_UNIVERSE)
def test_the_special_doubles_the_bonus_of_the_universe_card_played_with_it(text):
    universe = {"universe": "basic", "icon": "energy", "bonus": 3, "requires": 5}
    power = {"power": "energy", "value": 5}

    def value(cards):
        play = {"type": "attack", "by": "a1", "target": "b1", "cards": cards}
        answer = resolve(_state(), [play], MemoryLookup(), parse_effect).to_json()
        return answer["steps"][0]["value"], answer["warnings"]

    assert value([power, universe, _special(text)]) == (5 + 2 * 3, [])
    assert value([power, universe])[0] == 5 + 3


@pytest.mark.parametrize("text", TEAMWORK_IN_PLAY)
def test_an_effect_in_play_doubles_the_teamwork_bonus_of_its_type(text):
    icon = re.search(r"all (\w+) bonuses", text).group(1).lower()
    other = next(i for i in GRID if i != icon)
    teamwork = {
        "universe": "teamwork",
        "icon": "strength",
        "requires": 6,
        "value": 6,
        "follow_ups": [
            [{"icon": icon, "bonus": 2}, {"icon": other, "bonus": 2}],
            [{"icon": other, "bonus": 2}, {"icon": icon, "bonus": 2}],
        ],
    }

    def follow_up(with_card: bool, follow_icon: str):
        state = _state()
        if with_card:
            state["in_play"] = [{"card": _special(text), "player": "A", "by": "a1"}]
        plays = [
            {"type": "attack", "by": "a1", "target": "b1", "cards": [teamwork]},
            {
                "type": "attack",
                "by": "a2",
                "target": "b1",
                "cards": [{"power": follow_icon, "value": 4}],
            },
        ]
        answer = resolve(state, plays, MemoryLookup(), parse_effect).to_json()
        return next(s for s in answer["steps"][1:] if s["result"] == "attack")

    doubled = follow_up(True, icon)
    assert doubled["value"] == 4 + 2 * 2 and "MR.19" in doubled["rules"]
    assert follow_up(False, icon)["value"] == 4 + 2
    assert follow_up(True, other)["value"] == 4 + 2  # another type's bonus is not doubled
