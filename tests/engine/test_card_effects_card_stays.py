"""How long the card itself stays in play ("This card stays in play for remainder of battle",
"This card remains in play until the end of the game"; ``stays_in_play``; no card of the ten
sets prints it, so the sentences are the grammar's own): the card's effects in play last that
long (MR.19), over the default of a card with no duration printed."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
BONUS = "This character is +2 to all attacks."
GAME = f"{BONUS} This card remains in play until the end of the game."
BATTLE = f"{BONUS} This card stays in play for remainder of battle. One Per Deck"
PASSES = [{"type": "pass", "player": "B"}, {"type": "pass", "player": "A"}]


def _answer(text: str, plays: list | None = None, in_play: list | None = None) -> dict:
    players = {
        "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID}]},
        "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
    }
    state = {"turn": "A", "players": players, "in_play": in_play or []}
    return resolve(state, plays or [], MemoryLookup(), parse_effect).to_json()


def _card(text: str) -> dict:
    return {"special": {"character": "Ace", "name": "Stay", "text": text}}


@pytest.mark.parametrize(("text", "lasts"), [(GAME, "game"), (BATTLE, "battle"), (BONUS, "battle")])
def test_the_card_played_stays_as_long_as_it_says(text, lasts):
    play = {"type": "play", "by": "a1", "cards": [_card(text)]}
    answer = _answer(text, [play, *PASSES])
    started = next(c for s in answer["steps"] for c in s["changes"] if c["op"] == "effect_start")
    assert started["duration"] == lasts
    kept = [e["duration"] for e in answer["state"]["in_play"]]
    assert kept == (["game"] if lasts == "game" else [])  # the battle's end takes the others
    assert not answer["warnings"]


def test_a_card_given_in_play_with_no_duration_stays_as_it_says():
    answer = _answer(GAME, in_play=[{"card": _card(GAME), "player": "A", "by": "a1"}])
    assert answer["state"]["in_play"][0]["duration"] == "game"


@pytest.mark.parametrize("text", [GAME, BATTLE])
def test_the_reach_matrix_applies_it(text):
    tree = parse_effect(text).to_json()
    assert tree["status"] == "full" and not reach.not_applied(tree["clauses"])
