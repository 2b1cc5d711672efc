"""Cards looked at put back in their pile ("Look at top 5 cards of Draw Pile. Place them back
in any order."; ``put_back``; no card of the ten sets prints it, so the sentence is the
grammar's own): the engine holds no pile's order, so the step states the action for the table
and records it as a change, as for the other pile actions (MR.6)."""

from __future__ import annotations

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
TEXT = "Look at the top 5 cards of your Draw Pile. Place them back in any order."


def test_the_step_states_the_cards_go_back_for_the_table():
    players = {
        "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID}]},
        "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
    }
    card = {"special": {"character": "Ace", "name": "Peek", "text": TEXT}}
    plays = [{"type": "play", "by": "a1", "cards": [card]}, {"type": "pass", "player": "B"}]
    answer = resolve({"turn": "A", "players": players}, plays, MemoryLookup(), parse_effect)
    answer = answer.to_json()
    changes = [c for s in answer["steps"] for c in s["changes"]]
    assert {"op": "put_back", "pile": None, "any_order": True} in changes
    assert any("back" in s["text"] and "at the table" in s["text"] for s in answer["steps"])
    assert "MR.6" in answer["steps"][1]["rules"]
    assert not answer["warnings"]


def test_the_reach_matrix_applies_it():
    assert not reach.not_applied(parse_effect(TEXT).to_json()["clauses"])
