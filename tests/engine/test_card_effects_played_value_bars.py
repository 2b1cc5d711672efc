"""A bar on attacks measured by the card played with it: "Play with any Power card usable by
<X>. <X> may not be attacked by a Power card of equal or lesser value for remainder of battle"
(a ``cannot_be_attacked`` whose cards keep the words ``value<=this card``). Played with one
Power card, as the defense it is (MR.10: R2), Power cards of that value or less may not attack
the character for the battle, a special acting as a Power card among them (MR.1); higher ones,
and attacks on its teammates, still may (MR.19). Real card texts of the ten sets."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
BARS = texts(r"may not be attacked by a Power card of equal or lesser value", "special", full=True)
AS_POWER = {"special": {"character": "Ace", "name": "Bolt", "text": "Acts as a level 5 Intellect Power card. May be used to attack or defend."}}  # fmt: skip


def _side(*chars: tuple[str, str]) -> dict:
    return {"front_line": [{"id": cid, "name": name, "grid": GRID} for cid, name in chars]}


def _answer(text: str, then: dict) -> list[str]:
    owner = re.match(r"^Play with any Power card usable by ([\w ]+?)\.", text).group(1)
    players = {"A": _side(("a1", "Ace")), "B": _side(("b1", owner), ("b2", "Mate"))}
    state = {"turn": "A", "players": players}
    card = {"special": {"character": owner, "name": "Bar", "text": text}}
    plays = [
        {"type": "attack", "by": "a1", "target": "b1", "cards": [{"power": "energy", "value": 5}]},
        {"type": "defend", "by": "b1", "cards": [card, {"power": "fighting", "value": 5}]},
        {"type": "attack", "by": "b1", "target": "a1", "cards": [{"power": "energy", "value": 1}]},
        {"type": "attack", "by": "a1", **then},
    ]
    answer = resolve(state, plays, MemoryLookup(), parse_effect).to_json()
    assert not answer["warnings"]
    return [s["result"] for s in answer["steps"] if s["play"] in (1, 3)]


@pytest.mark.parametrize("text", BARS)
def test_played_against_a_higher_attack_it_neither_blocks_nor_bars(text):
    """The 5 Power card does not block a 6, and the bar does not cover a 6: the card does
    nothing against this attack, so it may not be played in response (MR.10)."""
    owner = re.match(r"^Play with any Power card usable by ([\w ]+?)\.", text).group(1)
    players = {"A": _side(("a1", "Ace")), "B": _side(("b1", owner), ("b2", "Mate"))}
    card = {"special": {"character": owner, "name": "Bar", "text": text}}
    plays = [
        {"type": "attack", "by": "a1", "target": "b1", "cards": [{"power": "energy", "value": 6}]},
        {"type": "defend", "by": "b1", "cards": [card, {"power": "fighting", "value": 5}]},
    ]
    answer = resolve({"turn": "A", "players": players}, plays, MemoryLookup(), parse_effect)
    assert [s["result"] for s in answer.to_json()["steps"] if s["play"] == 1] == ["illegal"]


def test_the_ten_sets_print_the_wording_and_the_bar_is_applied_with_its_card():
    assert BARS
    for text in BARS:
        clauses = parse_effect(text).to_json()["clauses"]
        (bar,) = [c for c in clauses if c["kind"] == "cannot_be_attacked"]
        # read with the Power card played with it (played_limits), never alone
        assert bar not in reach.not_applied(clauses) and bar in reach.not_applied([bar])


@pytest.mark.parametrize("text", BARS)
@pytest.mark.parametrize(
    ("then", "result"),
    [
        ({"target": "b1", "cards": [{"power": "strength", "value": 5}]}, "illegal"),
        ({"target": "b1", "cards": [{"power": "strength", "value": 4}]}, "illegal"),
        ({"target": "b1", "cards": [AS_POWER]}, "illegal"),
        ({"target": "b1", "cards": [{"power": "strength", "value": 6}]}, "attack"),
        ({"target": "b2", "cards": [{"power": "strength", "value": 5}]}, "attack"),
    ],
)
def test_power_cards_up_to_the_value_played_may_not_attack_the_character(text, then, result):
    found = _answer(text, then)
    assert found[0] == "blocked" and found[1] == result
