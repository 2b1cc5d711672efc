"""A card whose cost is a discard, with the cards that may not pay it ("Discard 1 Power card
usable by <X> to remove all Hits with same icon ... May not discard a MultiPower card"): the
step states the cost and the bar together for the table to carry out, as it does every cost
paid from a hand the engine does not hold (MR.6). Real card texts of the ten sets."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
FOUND = texts(r"^Discard .* to .*\. May not discard a MultiPower card", "special", full=True)


def _answer(text: str) -> dict:
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": "Hero", "grid": GRID}]},
            "B": {"front_line": [{"id": "b1", "name": "Foe", "grid": GRID}]},
        },
        "turn": "A",
    }
    card = {"special": {"character": "Hero", "name": "Real", "text": text}}
    plays = [{"type": "play", "by": "a1", "cards": [card]}]
    return resolve(state, plays, MemoryLookup(), parse_effect).to_json()


def test_the_ten_sets_print_it_and_the_engine_applies_it():
    assert FOUND
    for text in FOUND:
        (bar,) = [
            c.to_json() for c in parse_effect(text).clauses if c.kind == "discard_restriction"
        ]
        assert reach.is_applied(bar, "resolve")


@pytest.mark.parametrize("text", FOUND)
def test_the_step_states_the_cost_with_the_cards_that_may_not_pay_it(text):
    answer = _answer(text)
    changes = [c for s in answer["steps"] for c in s["changes"]]
    ops = [c["op"] for c in changes]
    assert "paid_effect" in ops and "discard_restriction" in ops
    (bar,) = [c for c in changes if c["op"] == "discard_restriction"]
    assert bar["icons"] == ["multipower"]
    step = next(
        s
        for s in answer["steps"]
        if any(c is not None and c.get("op") == "discard_restriction" for c in s["changes"])
    )
    assert "MultiPower" in step["text"]
    assert not [w for w in answer["warnings"] if "discard_restriction" in w["kinds"]]
