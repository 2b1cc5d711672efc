""" "Put the first 3 cards with Energy icons in Hand. May keep duplicates." (MR.1): the
duplicates that may be kept are those of the cards put in hand, and only those; the step says
so with the cards put, and no other pile action of the card carries it. Real card texts of
the ten sets."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
FOUND = texts(r"Put the first \d cards .* in Hand\. May keep duplicates")


def _changes(text: str) -> list[dict]:
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": "Hero", "grid": GRID}]},
            "B": {"front_line": [{"id": "b1", "name": "Foe", "grid": GRID}]},
        },
        "turn": "A",
    }
    card = {"special": {"character": "Hero", "name": "Real", "text": text}}
    answer = resolve(
        state, [{"type": "play", "by": "a1", "cards": [card]}], MemoryLookup(), parse_effect
    )
    return [c for s in answer.to_json()["steps"] for c in s["changes"]]


def test_the_ten_sets_print_it():
    assert FOUND


@pytest.mark.parametrize("text", FOUND)
def test_the_duplicates_kept_are_those_of_the_cards_put(text):
    changes = _changes(text)
    (put,) = [c for c in changes if c["op"].startswith("put_")]
    assert put["keep_duplicates"] is True and put["to"] == "hand"
    assert not [c for c in changes if c is not put and c.get("keep_duplicates")]


@pytest.mark.parametrize("text", FOUND)
def test_without_the_permission_no_duplicates_are_kept(text):
    plain = text.replace(" May keep duplicates.", "")
    (put,) = [c for c in _changes(plain) if c["op"].startswith("put_")]
    assert "keep_duplicates" not in put
