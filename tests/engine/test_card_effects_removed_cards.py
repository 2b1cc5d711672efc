"""Cards taken out of a pile the engine does not hold ("Sort through opponent's Power Pack and
remove any 3 cards of <X>'s choice", "Sort through Defeated Heroes Pile and remove 1 Event
card"): the resolver states who removes which cards from which pile, for the table (MR.6).
Real texts of the ten sets, parsed by the grammar."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
FOUND = texts(r"\bremove (any )?\d+ (\w+ )?cards?\b", "special", full=True)


def removes(text: str) -> bool:
    return any(
        c.get("kind") == "remove_cards" for c in reach.walk(parse_effect(text).to_json()["clauses"])
    )


CASES = [t for t in FOUND if removes(t)]


def test_the_ten_sets_print_the_wording():
    assert len(CASES) >= 2


@pytest.mark.parametrize("text", CASES)
def test_the_step_states_the_cards_removed(text):
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
    step = next(
        s for s in found["steps"] if any(c.get("op") == "remove_cards" for c in s["changes"])
    )
    change = next(c for c in step["changes"] if c["op"] == "remove_cards")
    assert "carried out at the table" in step["text"] and "MR.6" in step["rules"]
    assert "remove" in step["text"].lower() and change["from"]
    assert all("remove_cards" not in w.get("kinds", []) for w in found["warnings"])
