"""A character a card obliges to attack ("Target Character must make as many attacks as
possible"): the card is played on an opposing character, and while its effect lasts that
character's player may not pass while it can still attack with a power card placed on it or in
the hand (MR.19.must-attack); the card's own player is granted no attacks by it. Real texts of
the ten sets."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
OBLIGED = texts(r"^Target Character must make as many attacks as possible", "special", full=True)
THREE = {"power": "energy", "value": 3}


def _answer(text: str, *, hand: list | None, placed: list | None = None) -> dict:
    bolt = {"id": "b1", "name": "Bolt", "grid": GRID, "placed": placed or []}
    side_b: dict = {"front_line": [bolt, {"id": "b2", "name": "Other", "grid": GRID}]}
    if hand is not None:
        side_b["hand"] = hand
    state = {
        "players": {"A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID}]}, "B": side_b},
        "turn": "A",
    }
    card = {"special": {"character": "Ace", "name": "Taunt", "text": text}}
    plays = [
        {"type": "play", "by": "a1", "target": "b1", "cards": [card]},
        {"type": "pass", "player": "B"},
    ]
    return resolve(state, plays, MemoryLookup(), parse_effect).to_json()


def test_the_ten_sets_print_the_wording():
    assert OBLIGED


@pytest.mark.parametrize("text", OBLIGED)
def test_its_player_may_not_pass_while_the_character_can_still_attack(text):
    answer = _answer(text, hand=[], placed=[THREE])
    last = answer["steps"][-1]
    assert last["result"] == "illegal" and "MR.19.must-attack" in last["rules"]
    assert "Bolt" in last["text"] and not answer["warnings"]
    assert not any(s["result"] == "string" for s in answer["steps"])  # no attacks granted
    assert [e["target"] for e in answer["state"]["in_play"]][0] == "b1"


@pytest.mark.parametrize("text", OBLIGED)
def test_once_it_cannot_attack_the_pass_stands(text):
    answer = _answer(text, hand=[])
    assert answer["steps"][-1]["result"] == "passed" and not answer["warnings"]


@pytest.mark.parametrize("text", OBLIGED)
def test_without_the_hand_the_pass_stands_and_the_answer_says_it_was_not_checked(text):
    answer = _answer(text, hand=None)
    assert answer["steps"][-1]["result"] == "passed"
    (warning,) = answer["warnings"]
    assert warning["kinds"] == ["additional_attack"] and "give the hand" in warning["text"]


@pytest.mark.parametrize("text", OBLIGED)
def test_the_obligation_is_applied_and_one_owed_by_a_named_character_is_not_yet(text):
    (clause,) = [
        c for c in parse_effect(text).to_json()["clauses"] if c["kind"] == "additional_attack"
    ]
    assert reach.is_applied(clause)
    assert reach.is_applied({**clause, "who": "self"})  # the card's own character's string
    assert not reach.is_applied({**clause, "who": "Wolverine"})
