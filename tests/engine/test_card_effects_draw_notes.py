"""Handling notes of an artifact's draws, said with the draw in the step for the table: who
picks the number of cards and when, that the pick may change each battle, and that the cards
drawn are discarded as usual (MR.6, OR.discard). Real texts of the ten sets."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
LOW = {"energy": 5, "fighting": 5, "strength": 5, "intellect": 5}
CHOSEN = texts(r"Teammate's choice before Draw Phase\. May change each battle", "tactic", full=True)
NORMAL = texts(r"Draw \d+ new cards from top of Draw Pile\. Normal discard rules apply", "tactic")


def _draw_step(text: str) -> str:
    state = {
        "players": {
            "A": {
                "front_line": [
                    {"id": "a1", "name": "Ace", "grid": GRID},
                    {"id": "a2", "name": "Mate", "grid": LOW},
                ]
            },
            "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
        },
        "turn": "A",
    }
    card = {"tactic": "artifact", "name": "Artifact", "text": text}
    play = {"type": "play", "by": "a1", "target": "a2", "cards": [card]}
    answer = resolve(state, [play], MemoryLookup(), parse_effect).to_json()
    assert not answer["warnings"]
    (step,) = [s for s in answer["steps"] if "must draw" in s["text"]]
    return step["text"]


def test_the_ten_sets_print_the_wordings():
    assert CHOSEN and NORMAL


@pytest.mark.parametrize("text", CHOSEN)
def test_who_picks_the_number_drawn_and_when_is_said_with_the_draw(text):
    said = _draw_step(text)
    assert "chosen by the teammate before the draw phase" in said
    assert "may change each battle" in said


@pytest.mark.parametrize("text", NORMAL)
def test_the_cards_drawn_are_discarded_as_usual(text):
    assert "discarded as usual" in _draw_step(text)


@pytest.mark.parametrize("text", CHOSEN + NORMAL)
def test_the_notes_are_applied(text):
    tree = parse_effect(text).to_json()
    assert not [c for c in reach.not_applied(tree["clauses"]) if c["kind"] == "discipline"]
