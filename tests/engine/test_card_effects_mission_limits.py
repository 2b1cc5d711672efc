"""Limits card text sets on the venture and the mission ladder, applied at the end of a
resolved battle when the board gives each player's mission piles and cards ventured
(OR.venture, OR.mission-ladder, MR.19): "At end of battle, opponent may only move 1 Mission
card", "<Team> may not Venture more than 2 Mission Cards per battle", "Next battle, neither
player may Venture more than 2 Mission cards", "Continue this battle with no venture" (OR.events).
Real texts of the ten sets."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import CardDef, MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import rows, texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
MOVE_LIMIT = texts(r"At end of battle, opponent may only move (\d) Mission card\.", full=True)
NEXT_BATTLE = texts(r"Next battle, neither player may Venture more than (\d) Mission cards\.")
HOME_LIMIT = sorted(
    {
        (r["Name"].strip(), t)
        for r, t in rows("location")
        if re.search(r"Team may not Venture more than \d Mission Cards per battle", t)
    }
)


def _state(ventured_a: int, ventured_b: int) -> dict:
    return {
        "players": {
            "A": {
                "front_line": [{"id": "a1", "name": "Ace", "grid": GRID}],
                "missions": {"reserve": 7},
                "ventured": {"reserve": ventured_a},
            },
            "B": {
                "front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}],
                "missions": {"reserve": 7},
                "ventured": {"reserve": ventured_b},
            },
        },
        "turn": "B",
    }


#: B hits A for 5, then both pass: B wins the venture 5 to 0.
BATTLE = [
    {"type": "attack", "by": "b1", "target": "a1", "cards": [{"power": "energy", "value": 5}]},
    {"type": "pass"},
    {"type": "pass"},
]


def _end(state: dict, lookup: MemoryLookup | None = None) -> tuple[dict, dict]:
    answer = resolve(state, BATTLE, lookup or MemoryLookup(), parse_effect).to_json()
    return next(s for s in answer["steps"] if s["result"] == "battle_end"), answer


def _in_play(text: str, duration: str = "battle") -> dict:
    card = {"special": {"character": "Ace", "name": "Card", "text": text}}
    return {"card": card, "player": "A", "by": "a1", "duration": duration}


def test_the_ten_sets_print_the_wordings():
    assert MOVE_LIMIT and NEXT_BATTLE and HOME_LIMIT and NO_VENTURE


def test_without_a_limit_every_ventured_card_moves():
    step, answer = _end(_state(1, 3))
    assert answer["state"]["players"]["B"]["missions"] == {
        "reserve": 4,
        "completed": 3,
        "defeated": 0,
    }
    assert "OR.mission-ladder" in step["rules"]


@pytest.mark.parametrize("text", MOVE_LIMIT)
def test_the_opponent_moves_only_as_many_mission_cards_as_the_card_allows(text):
    cap = int(re.search(r"only move (\d)", text).group(1))
    state = _state(1, 3)
    state["in_play"] = [_in_play(text)]
    step, answer = _end(state)
    assert answer["state"]["players"]["B"]["missions"]["completed"] == cap
    assert answer["state"]["players"]["A"]["missions"]["defeated"] == 1  # its own side moves
    assert {"OR.mission-ladder", "MR.19"} <= set(step["rules"])
    assert f"may only move {cap}" in step["text"]
    assert not [w for w in answer["warnings"] if "mission_move_limit" in w["kinds"]]
    assert not answer["state"]["in_play"]  # it acted at this battle's end


@pytest.mark.parametrize("text", NEXT_BATTLE)
def test_a_venture_limit_in_force_stops_the_ladder_and_says_why(text):
    cap = int(re.search(r"more than (\d)", text).group(1))
    state = _state(1, cap + 1)
    state["in_play"] = [_in_play(text)]
    step, answer = _end(state)
    assert "must be corrected" in step["text"] and "MR.19" in step["rules"]
    assert answer["state"]["players"]["B"]["missions"] == {
        "reserve": 7,
        "completed": 0,
        "defeated": 0,
    }
    # still waiting for the next battle: not in force yet
    state["in_play"] = [_in_play(text, "next_battle")]
    assert _end(state)[1]["state"]["players"]["B"]["missions"]["completed"] == cap + 1


@pytest.mark.parametrize("home", HOME_LIMIT, ids=[n for n, _ in HOME_LIMIT])
def test_a_home_bases_venture_limit_holds_for_its_team_only(home):
    name, text = home
    cap = int(re.search(r"more than (\d)", text).group(1))
    lookup = MemoryLookup()
    lookup.add(CardDef(name=name, kind="location", text=text, effect=parse_effect(text)))
    over = _state(cap + 1, cap + 1)
    over["players"]["A"]["home_base"] = {"card": name}
    step, answer = _end(over, lookup)
    assert "Player A ventured" in step["text"] and "Player B ventured" not in step["text"]
    assert not [w for w in answer["warnings"] if w["card"] == name]


NO_VENTURE = texts(r"^Continue this battle with no venture", "event", full=True)


@pytest.mark.parametrize("text", NO_VENTURE)
def test_an_event_fighting_the_battle_with_no_venture_moves_no_mission(text):
    state = _state(1, 3)
    state["in_play"] = [{"card": {"event": {"name": "Saga - Real", "text": text}}, "player": "A"}]
    step, answer = _end(state)
    assert "no venture" in step["text"] and {"OR.events", "MR.19"} <= set(step["rules"])
    for pid in ("A", "B"):
        side = answer["state"]["players"][pid]
        assert side["missions"] == {"reserve": 7, "completed": 0, "defeated": 0}
        assert side["ventured"] == {"reserve": 0, "completed": 0}
    assert not [w for w in answer["warnings"] if "discipline" in w["kinds"]]
