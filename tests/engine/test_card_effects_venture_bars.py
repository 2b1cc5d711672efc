"""A side barred from venturing ("Opponent may not venture this battle.", "Teammate may not
venture for remainder of game."; ``no_venturing``; no card of the ten sets prints it, so the
sentences are the grammar's own): at the battle's end, a barred player who ventured mission
cards is told the venture must be corrected, and no mission moves (OR.venture, MR.19); the
other side moves as usual, and a barred player who ventured none owes no venture (MR.1)."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
OPPONENT = "Opponent may not venture this battle."
OWN = "Teammate may not venture for remainder of game."
#: B hits A for 5, then both pass: B wins the venture 5 to 0.
BATTLE = [
    {"type": "attack", "by": "b1", "target": "a1", "cards": [{"power": "energy", "value": 5}]},
    {"type": "pass"},
    {"type": "pass"},
]


def _end(text: str, ventured_a: int, ventured_b: int) -> tuple[dict, dict]:
    def side(cid: str, name: str, ventured: int) -> dict:
        front = [{"id": cid, "name": name, "grid": GRID}]
        return {"front_line": front, "missions": {"reserve": 7}, "ventured": {"reserve": ventured}}

    card = {"special": {"character": "Ace", "name": "Card", "text": text}}
    state = {
        "players": {"A": side("a1", "Ace", ventured_a), "B": side("b1", "Bolt", ventured_b)},
        "turn": "B",
        "in_play": [{"card": card, "player": "A", "by": "a1", "duration": "battle"}],
    }
    answer = resolve(state, BATTLE, MemoryLookup(), parse_effect).to_json()
    return next(s for s in answer["steps"] if s["result"] == "battle_end"), answer


@pytest.mark.parametrize(("text", "barred"), [(OPPONENT, "B"), (OWN, "A")])
def test_a_barred_player_who_ventured_is_told_to_correct_it(text, barred):
    step, answer = _end(text, 2, 2)
    assert f"player {barred} may not venture, and ventured 2" in step["text"]
    assert {"OR.venture", "MR.19"} <= set(step["rules"])
    assert answer["state"]["players"]["B"]["missions"]["completed"] == 0  # no mission moves
    assert not answer["warnings"]


def test_a_barred_player_who_ventured_none_owes_no_venture_and_the_ladder_moves():
    step, answer = _end(OPPONENT, 1, 0)
    assert "may not venture" not in step["text"]
    assert answer["state"]["players"]["A"]["missions"]["defeated"] == 1  # the ladder moved


@pytest.mark.parametrize("text", [OPPONENT, OWN])
def test_the_reach_matrix_applies_it_with_the_venture(text):
    tree = parse_effect(text).to_json()
    assert tree["status"] == "full" and not reach.not_applied(tree["clauses"], "venture")
