"""A venture total doubled ("Opponent's Venture Total is doubled this battle.", "Your Venture
Total is doubled this battle."; ``venture_doubled``; no card of the ten sets prints it, so the
sentences are the grammar's own): the total of the player it names, every counted hit and
modifier added up, is doubled (OR.venture-total); the other player's is not."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
OPPONENT = "Opponent's Venture Total is doubled this battle."
OWN = "Your Venture Total is doubled this battle."
PLUS = "Your Venture Total is +2 this battle."


def _totals(*texts: str) -> dict[str, int]:
    players = {
        "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID}]},
        "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
    }
    in_play = [
        {
            "card": {"special": {"character": "Ace", "name": f"Card {i}", "text": t}},
            "player": "A",
            "by": "a1",
            "duration": "battle",
        }
        for i, t in enumerate(texts)
    ]
    plays = [
        {"type": "attack", "by": "a1", "target": "b1", "cards": [{"power": "energy", "value": 5}]},
        {
            "type": "attack",
            "by": "b1",
            "target": "a1",
            "cards": [{"power": "fighting", "value": 3}],
        },
    ]
    state = {"turn": "A", "players": players, "in_play": in_play}
    answer = resolve(state, plays, MemoryLookup(), parse_effect).to_json()
    assert not answer["warnings"]
    return {pid: answer["venture"][pid]["total"] for pid in ("A", "B")}


def test_without_the_card_the_hits_count_once():
    assert _totals() == {"A": 5, "B": 3}


@pytest.mark.parametrize(
    ("text", "totals"), [(OPPONENT, {"A": 5, "B": 6}), (OWN, {"A": 10, "B": 3})]
)
def test_the_named_players_total_is_doubled(text, totals):
    assert _totals(text) == totals


def test_the_modifiers_in_force_are_doubled_with_the_hits():
    assert _totals(PLUS, OWN) == {"A": 14, "B": 3}


@pytest.mark.parametrize("text", [OPPONENT, OWN])
def test_the_reach_matrix_applies_it_with_the_venture(text):
    tree = parse_effect(text).to_json()
    assert tree["status"] == "full" and not reach.not_applied(tree["clauses"], "venture")
