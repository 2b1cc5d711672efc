"""The mission ladder needs both players' piles and ventures (OR.mission-ladder): a board
giving one side's only says the ladder is not applied, never a silent battle end."""

from __future__ import annotations

import pytest

from tests.engine import boards
from tests.engine import judge_real_cards_api as j

pytestmark = pytest.mark.django_db
PLAYS = [
    j.power("a1", "b1", "energy", 2),
    j.power("b1", "a1", "energy", 6),
    {"type": "pass"},
    {"type": "pass"},
]


def _end(client, players: dict) -> dict:
    answer = j.resolve(client, players, PLAYS)
    return next(s for s in answer["steps"] if s["result"] == "battle_end")


def test_one_sides_piles_only_say_the_ladder_is_not_applied(client):
    players = boards.board()
    players["A"] |= {"missions": {"reserve": 7}, "ventured": {"reserve": 3}}
    end = _end(client, players)
    assert "Not applied: the mission ladder" in end["text"] and "OR.mission-ladder" in end["rules"]
    assert not [c for c in end["changes"] if c.get("op") == "missions"]


def test_both_sides_piles_move_the_ladder_with_no_such_note(client):
    players = boards.board()
    players["A"] |= {"missions": {"reserve": 7}, "ventured": {"reserve": 3}}
    players["B"] |= {"missions": {"reserve": 7}, "ventured": {"reserve": 1}}
    end = _end(client, players)
    assert "Not applied" not in end["text"]
    assert [c["missions"] for c in end["changes"] if c.get("op") == "missions"][0] == {
        "reserve": 4,
        "completed": 0,
        "defeated": 3,
    }


def test_no_piles_given_say_nothing_of_the_ladder(client):
    assert "mission ladder" not in _end(client, boards.board())["text"]
