"""A special its own text lets the reserve play (OR.reserve, MR.1): "May be placed from
Reserve" and "May be played from Reserve" on a card that lets its character hold one more
placed card; a special without it may not be played by the reserve. Real texts."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
FROM_RESERVE = texts(
    r"additional card Placed.*May be (placed|played) from Reserve\.$", "special", full=True
)
WITHOUT = texts(r"^Acts as a level 4 Any-Power attack\. If successful", "special", full=True)


def _first(text: str) -> dict:
    card = {"special": {"character": "Ace", "name": "Own", "text": text}}
    players = {
        "A": {
            "front_line": [{"id": "a1", "name": "Mate", "grid": GRID}],
            "reserve": {"id": "a9", "name": "Ace", "grid": GRID},
        },
        "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
    }
    play = {"type": "play", "by": "a9", "cards": [card]}
    answer = resolve({"players": players, "turn": "A"}, [play], MemoryLookup(), parse_effect)
    return answer.to_json()["steps"][0]


def test_the_ten_sets_print_the_wordings():
    assert any("placed from Reserve" in t for t in FROM_RESERVE) and WITHOUT


@pytest.mark.parametrize("text", FROM_RESERVE)
def test_the_reserve_plays_the_special_its_text_allows(text):
    clauses = [c.to_json() for c in parse_effect(text).clauses]
    assert all(reach.is_applied(c) for c in reach.walk(clauses))
    assert _first(text)["result"] != "illegal"
    refused = _first(WITHOUT[0])
    assert refused["result"] == "illegal" and refused["rules"] == ["OR.reserve"]
