"""A venture modifier counted per hit the card's own character has taken this battle, read from
its typed count (``what: hits, where: current_battle``): Iceman: The Ice-Man's "+1 to Venture
Total for each Hit in Iceman: The Ice-Man's Hits to Current Battle" adds one for each hit
Iceman holds in his Hits to Current Battle, not for the hits his side scores (OR.venture-total,
MR.1)."""

from __future__ import annotations

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.grammar.ten_sets import card_text

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
ICEMAN = "Iceman: The Ice-Man"


def _venture(taken: list[int]) -> dict:
    """A's total after A scores one 5 and Iceman (A's) takes these hits this battle."""
    iceman = {"id": "a1", "name": "Iceman", "grid": GRID, "inherent": card_text(ICEMAN)}
    state = {
        "players": {
            "A": {"front_line": [iceman, {"id": "a2", "name": "Ace", "grid": GRID}]},
            "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
        },
        "turn": "A",
        "in_play": [],
    }
    attack = {
        "type": "attack",
        "by": "a2",
        "target": "b1",
        "cards": [{"power": "energy", "value": 5}],
    }
    plays: list[dict] = [attack]
    for v in taken:  # B attacks Iceman, A passes in turn
        hit = {"power": "fighting", "value": v}
        plays += [{"type": "attack", "by": "b1", "target": "a1", "cards": [hit]}, {"type": "pass"}]
    plays += [{"type": "pass"}] * (1 if taken else 2)  # the battle ends
    answer = resolve(state, plays, MemoryLookup(), parse_effect).to_json()
    assert "illegal" not in [s.get("result") for s in answer["steps"]]
    assert answer["steps"][-1]["result"] == "battle_end"
    return answer["venture"]["A"]


def test_each_hit_the_character_has_taken_adds_one():
    assert _venture([3, 4])["total"] == 5 + 2
    assert _venture([])["total"] == 5
