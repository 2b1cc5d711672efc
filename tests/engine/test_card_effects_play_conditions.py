"""A card's own condition on hits for it to be played ("May only be played if this character
has 3 or more Hits", ``play_only_if``; no card of the ten sets prints it, so the sentences are
the grammar's own, in the game's words): unmet, the play or the defense is refused (MR.1,
OR.hits); met, it is played. The hits counted are the hit cards on both records."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
OWN = "Acts as a level 4 Energy attack. May only be played if this character has 3 or more Hits."
TARGETS = (
    "Acts as a level 4 Energy attack. May only be played if Target Character has 2 or more Hits."
)
AVOID = "Avoid 1 attack. May only be played if this character has 3 or more Hits."


def _hits(n: int) -> list[dict]:
    return [
        {"icon": "fighting", "value": 1, "record": ("permanent", "current")[i % 2]}
        for i in range(n)
    ]


def _answer(text: str, a_hits: int, b_hits: int, defend: bool = False) -> dict:
    players = {
        "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID, "hits": _hits(a_hits)}]},
        "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID, "hits": _hits(b_hits)}]},
    }
    if defend:
        avoid = {"special": {"character": "Bolt", "name": "Dodge", "text": text}}
        attack = {
            "type": "attack",
            "by": "a1",
            "target": "b1",
            "cards": [{"power": "energy", "value": 4}],
        }
        plays = [attack, {"type": "defend", "by": "b1", "cards": [avoid]}]
    else:
        card = {"special": {"character": "Ace", "name": "Blast", "text": text}}
        plays = [{"type": "attack", "by": "a1", "target": "b1", "cards": [card]}]
    state = {"turn": "A", "players": players}
    return resolve(state, plays, MemoryLookup(), parse_effect).to_json()


@pytest.mark.parametrize(("held", "result"), [(2, "illegal"), (3, "attack"), (4, "attack")])
def test_the_character_playing_it_needs_the_hits(held, result):
    step = _answer(OWN, held, 0)["steps"][0]
    assert step["result"] == result
    if result == "illegal":
        assert "has 3 or more hits (2 on its records)" in step["text"]
        assert {"MR.1", "OR.hits"} <= set(step["rules"])


@pytest.mark.parametrize(("held", "result"), [(1, "illegal"), (2, "attack")])
def test_the_target_needs_the_hits(held, result):
    assert _answer(TARGETS, 0, held)["steps"][0]["result"] == result


@pytest.mark.parametrize(("held", "result"), [(2, "illegal"), (3, "avoided")])
def test_a_defense_needs_the_defenders_hits(held, result):
    assert _answer(AVOID, 0, held, defend=True)["steps"][1]["result"] == result


@pytest.mark.parametrize("text", [OWN, TARGETS, AVOID])
def test_the_reach_matrix_applies_it(text):
    clauses = parse_effect(text).to_json()["clauses"]
    assert not reach.not_applied(clauses)
    other = {"kind": "play_only_if", "when": "hits_at_least", "detail": "opponent", "number": 2}
    assert reach.not_applied([other])  # whose hits "opponent" names is not read
