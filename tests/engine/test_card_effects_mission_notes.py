"""A handling note on the missions of a concession card (OR.mission-ladder): "<X>'s Mission
cards Ventured this battle return to pile Ventured from. Opponent's Mission cards can advance
as normal." The step that states the card's own missions going back says the opponent's
ventured mission cards advance as usual, and nothing is left unapplied. Real texts of the ten
sets, parsed by the grammar."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
FOUND = texts(r"Opponent's Mission cards can advance as normal", "special", full=True)


@pytest.mark.parametrize("text", FOUND)
def test_the_opponents_ladder_is_said_to_move_as_usual(text):
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": "Hero", "grid": GRID}]},
            "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
        },
        "turn": "B",
    }
    card = {"special": {"character": "Hero", "name": "Real", "text": text}}
    plays = [
        {"type": "attack", "by": "b1", "target": "a1", "cards": [{"power": "energy", "value": 5}]},
        {"type": "play", "by": "a1", "cards": [card]},
    ]
    answer = resolve(state, plays, MemoryLookup(), parse_effect).to_json()
    step = next(s for s in answer["steps"] if any(c["op"] == "mission_move" for c in s["changes"]))
    assert "advance on the ladder as usual" in step["text"]
    assert "OR.mission-ladder" in step["rules"]
    assert not any(w.get("kinds") for w in answer["warnings"])


def test_the_ten_sets_print_the_wording():
    assert FOUND
