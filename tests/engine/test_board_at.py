"""``resolve(..., board_at=n)`` keeps the board as it stood after step n (the desk draws it)."""

from __future__ import annotations

from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve

GRID = {"energy": 4, "fighting": 6, "strength": 8, "intellect": 3}
STATE = {
    "players": {
        "A": {"front_line": [{"id": "a1", "name": "Wolverine", "grid": GRID}]},
        "B": {"front_line": [{"id": "b1", "name": "Hulk", "grid": GRID}]},
    },
    "turn": "A",
}
PLAYS = [
    {"type": "attack", "by": "a1", "target": "b1", "cards": [{"power": "fighting", "value": 6}]},
    {"type": "attack", "by": "b1", "target": "a1", "cards": [{"power": "strength", "value": 8}]},
    {"type": "attack", "by": "a1", "target": "b1", "cards": [{"power": "strength", "value": 8}]},
]


def _hits(board: dict) -> list[int]:
    return [h["value"] for h in board["players"]["B"]["front_line"][0]["hits"]]


def test_each_step_has_the_board_after_it():
    steps = resolve(STATE, PLAYS, MemoryLookup()).to_json()["steps"]
    hit_steps = [s["n"] for s in steps if s["result"] == "hit" and "Hulk" in s["text"][:20]]
    assert len(hit_steps) == 2
    first = resolve(STATE, PLAYS, MemoryLookup(), board_at=hit_steps[0])
    assert _hits(first.initial) == []
    assert _hits(first.board_then) == [6]
    before_second = resolve(STATE, PLAYS, MemoryLookup(), board_at=hit_steps[1] - 1)
    assert _hits(before_second.board_then) == [6]
    last = resolve(STATE, PLAYS, MemoryLookup(), board_at=len(steps))
    assert _hits(last.board_then) == [6, 8] == _hits(last.to_json()["state"])


def test_without_board_at_nothing_is_kept():
    resolution = resolve(STATE, PLAYS, MemoryLookup())
    assert resolution.initial is None and resolution.board_then is None
