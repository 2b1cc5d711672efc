"""Actions on piles the engine does not hold, stated by the resolver for the judge to carry
out (MR.6): looking at the top cards of a draw pile, reshuffling a pile into another, cutting
a draw pile. Real texts of the ten sets, parsed by the grammar.
"""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
CASES = [
    (r"may look at top \d cards in opponent's Draw Pile", "search"),
    (r"^Reshuffle Power Pack into Draw Pile", "reshuffle"),
    (r"may cut opponent's Draw Pile", "cut_pile"),
]
# Every sentence of these texts parses; token accounting may still name a word no field keeps
# (the cut card's "cut to"), which the answer then names in its warnings.
FOUND = [(text, op) for pattern, op in CASES for text in texts(pattern, "special")]


def test_the_ten_sets_print_the_wordings():
    assert {op for _, op in FOUND} == {op for _, op in CASES}


@pytest.mark.parametrize(("text", "op"), FOUND)
def test_the_step_states_the_pile_action(text, op):
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": "Hero", "grid": GRID}]},
            "B": {"front_line": [{"id": "b1", "name": "Target", "grid": GRID}]},
        },
        "turn": "A",
    }
    card = {"special": {"character": "Hero", "name": "Real", "text": text}}
    answer = resolve(
        state, [{"type": "play", "by": "a1", "cards": [card]}], MemoryLookup(), parse_effect
    )
    found = answer.to_json()
    step = next(s for s in found["steps"] if any(c.get("op") == op for c in s["changes"]))
    assert "carried out at the table" in step["text"] and "MR.6" in step["rules"]
    # nothing is left unapplied; at most a word not understood is named
    assert all(not w.get("kinds") and not w.get("not_applied") for w in found["warnings"])
