"""The penalty draws for venturing more than two mission cards (OR.venture.penalty), said at
the end of a resolved battle beside the ladder: the opponent may draw one card for three
ventured, up to five for seven; a card in play letting that player venture so many "with no
penalty" waives them, and one whose waiver a cost paid at the table buys is named as the
condition. Real texts of the ten sets for the waivers."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
#: "Next battle X-Babies may Venture up to 4 Mission cards with no penalty."
UP_TO = texts(r"Venture up to \d Mission cards with no penalty", full=True)
#: "Teammate may discard 2 cards ... each battle to Venture 3 Mission cards with no penalty"
PAID = texts(r"discard 2 cards .* to Venture \d Mission cards with no penalty", full=True)

#: B hits A for 5, then both pass: B wins the venture 5 to 0.
BATTLE = [
    {"type": "attack", "by": "b1", "target": "a1", "cards": [{"power": "energy", "value": 5}]},
    {"type": "pass"},
    {"type": "pass"},
]


def _state(ventured_a: int, ventured_b: int, piles: bool = True) -> dict:
    def side(pid: str, name: str, ventured: int) -> dict:
        out = {
            "front_line": [{"id": f"{pid.lower()}1", "name": name, "grid": GRID}],
            "ventured": {"reserve": ventured},
        }
        return out | ({"missions": {"reserve": 7}} if piles else {})

    return {
        "players": {"A": side("A", "Ace", ventured_a), "B": side("B", "Bolt", ventured_b)},
        "turn": "B",
    }


def _in_play(text: str, duration: str = "battle") -> dict:
    card = {"special": {"character": "Ace", "name": "Waiver", "text": text}}
    return {"card": card, "player": "A", "by": "a1", "duration": duration}


def _end(state: dict) -> dict:
    answer = resolve(state, BATTLE, MemoryLookup(), parse_effect).to_json()
    return next(s for s in answer["steps"] if s["result"] == "battle_end")


def _owed(step: dict) -> dict[str, int]:
    return {c["player"]: c["count"] for c in step["changes"] if c.get("op") == "penalty_draws"}


def test_the_ten_sets_print_the_waivers():
    assert UP_TO and PAID


@pytest.mark.parametrize(("ventured", "draws"), [(1, 0), (2, 0), (3, 1), (5, 3), (7, 5)])
def test_the_opponent_may_draw_one_card_for_each_past_two(ventured, draws):
    step = _end(_state(ventured, 1))
    assert _owed(step) == ({"B": draws} if draws else {})
    assert ("OR.venture.penalty" in step["rules"]) == bool(draws)
    if draws:
        assert f"player B may draw {draws} card" in step["text"]


def test_the_draws_are_said_when_the_ladder_lacks_the_piles():
    step = _end(_state(4, 3, piles=False))
    assert _owed(step) == {"B": 2, "A": 1}


@pytest.mark.parametrize("text", UP_TO)
@pytest.mark.parametrize(("ventured", "draws"), [(3, 0), (4, 0)])
def test_venturing_with_no_penalty_waives_the_draws(text, ventured, draws):
    state = _state(ventured, 1) | {"in_play": [_in_play(text)]}
    step = _end(state)
    assert _owed(step) == {"B": draws}
    assert f"Player A ventured {ventured} mission cards with no penalty" in step["text"]


@pytest.mark.parametrize("text", UP_TO)
def test_a_waiver_for_the_next_battle_is_not_in_force(text):
    state = _state(4, 1) | {"in_play": [_in_play(text, "next_battle")]}
    assert _owed(_end(state)) == {"B": 2}


@pytest.mark.parametrize("text", PAID)
def test_a_waiver_bought_at_the_table_is_named_as_the_condition(text):
    state = _state(3, 1) | {"in_play": [_in_play(text)]}
    step = _end(state)
    assert _owed(step) == {"B": 1}
    assert "unless Ace - Waiver's cost was paid at the table" in step["text"]


def test_the_desk_says_the_draws_in_words():
    from rules.resolution_view import describe_change

    owed = describe_change({"op": "penalty_draws", "player": "B", "count": 2}, {})
    assert owed.startswith("player B may draw 2 card(s)") and "OR.venture.penalty" in owed
    waived = {"op": "penalty_draws", "player": "B", "count": 0, "card": "Fragment"}
    assert describe_change(waived, {}).endswith("waived by Fragment")
