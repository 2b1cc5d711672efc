"""Specials in play that answer the opponent's draws ("If opponent draws cards during battle,
<character> may draw an equal number from Draw Pile for remainder of game ... May not keep
duplicates": a ``draws_cards_during_battle`` condition, MR.19): the step of the opponent's
draw says how many the special's side may draw in turn. Real texts, found by their wording.
"""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
ECHOES = texts(r"if opponent draws cards during battle, [\w ]+ may draw an equal number", "special")
DRAW_TWO = {
    "special": {"character": "Bolt", "name": "Luck", "text": "Draw 2 cards from Draw Pile."}
}


def _answer(text: str, drawer: str) -> dict:
    owner = re.search(r"draws cards during battle, ([\w ]+?) may", text).group(1)
    special = {"special": {"character": owner, "name": "Echo", "text": text}}
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": owner, "grid": GRID}]},
            "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
        },
        "turn": drawer,
        "in_play": [{"card": special, "player": "A", "by": "a1"}],
    }
    by = "b1" if drawer == "B" else "a1"
    card = DRAW_TWO if drawer == "B" else {"special": {**DRAW_TWO["special"], "character": owner}}
    play = {"type": "play", "player": drawer, "by": by, "cards": [card]}
    return resolve(state, [play], MemoryLookup(), parse_effect).to_json()


def test_the_ten_sets_print_the_wording():
    assert len(ECHOES) >= 2


@pytest.mark.parametrize("text", ECHOES)
def test_the_condition_and_its_notes_are_applied(text):
    clauses = parse_effect(text).to_json()["clauses"]
    assert reach.not_applied(clauses, "resolve", ("special", "")) == []


@pytest.mark.parametrize("text", ECHOES)
def test_the_opponent_s_draw_lets_the_special_s_side_draw_as_many(text):
    answer = _answer(text, "B")
    said = [s for s in answer["steps"] if "in turn" in s["text"]]
    assert len(said) == 1 and "MR.19" in said[0]["rules"]
    assert "player B draws, so player A may draw 2 card(s)" in said[0]["text"]
    assert "duplicates" in said[0]["text"] and "at the table" in said[0]["text"]
    assert not answer["warnings"]
    # its own side's draws bring nothing
    assert not [s for s in _answer(text, "A")["steps"] if "in turn" in s["text"]]
