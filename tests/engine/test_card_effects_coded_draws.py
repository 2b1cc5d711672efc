"""Draws and discards a card gives "any hero" or "any villain" ("Any hero may draw 2 cards",
"Any villain may discard 1 card"): the character chosen is the one the play names, or the one
playing the card; its player draws (or discards) only if it carries the code (OR.code-rule),
and a character whose code the board does not give is never guessed (the step says to give
it, and the answer warns). The subjects are the ten sets' coded subjects ("Any hero may
avoid 1 attack", "Any Hero may make 1 additional attack") on their draws and discards."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.reach import is_applied
from rules.engine.resolve import resolve

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
DRAW = "Any hero may draw 2 cards."
DISCARD = "Any villain may discard 1 card."


def _effect(text: str, mate: dict) -> tuple[dict, list]:
    players = {
        "A": {
            "front_line": [
                {"id": "a1", "name": "Ace", "grid": GRID, "code": "hero"},
                {"id": "a2", "name": "Mate", "grid": GRID, **mate},
            ]
        },
        "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
    }
    card = {"special": {"character": "Any Hero", "name": "Real", "text": text}}
    play = {"type": "play", "by": "a1", "target": "a2", "cards": [card]}
    answer = resolve({"turn": "A", "players": players}, [play], MemoryLookup(), parse_effect)
    answer = answer.to_json()
    return next(s for s in answer["steps"] if s["result"] == "effect"), answer["warnings"]


@pytest.mark.parametrize(
    ("text", "code", "op"), [(DRAW, "hero", "draw"), (DISCARD, "villain", "discard")]
)
def test_the_player_of_a_character_of_the_code_draws_or_discards(text, code, op):
    step, warnings = _effect(text, {"code": code})
    (change,) = [c for c in step["changes"] if c["op"] == op]
    assert change["character"] == "a2" and "OR.code-rule" in step["rules"]
    assert f"Mate's player ({code})" in step["text"] and warnings == []


@pytest.mark.parametrize(
    ("text", "other", "op"), [(DRAW, "villain", "draw"), (DISCARD, "hero", "discard")]
)
def test_a_character_of_the_other_code_does_not(text, other, op):
    step, warnings = _effect(text, {"code": other})
    assert not [c for c in step["changes"] if c["op"] == op]
    assert "OR.code-rule" in step["rules"] and "Mate is not one" in step["text"] and warnings == []


@pytest.mark.parametrize("text", [DRAW, DISCARD])
def test_a_character_of_no_code_given_is_never_guessed(text):
    step, warnings = _effect(text, {})
    assert step["text"].startswith("not applied") and "give the character's code" in step["text"]
    (warning,) = warnings
    assert "no hero/villain code for Mate" in warning["text"]


@pytest.mark.parametrize("text", [DRAW, DISCARD])
def test_reach_reports_the_coded_draw_applied(text):
    (clause,) = parse_effect(text).clauses
    assert clause.to_json()["who_code"] and is_applied(clause.to_json())
