"""Three card effects on what the board holds, from real texts of the ten sets: the target's
permanent hits moved into the current battle count toward the venture of the side that scored
them (OR.hits, OR.venture-total); "discard 1 placed card of opponent's choice" takes the one
card placed when there is no choice (OR.discard-piles); ratings "increased to 7 in the next
battle" wait for it, and hold once the judge gives the card in play for this battle (MR.19,
OR.power-card)."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
MOVES = texts(
    r"^Move all of target opponent's Hits from Permanent Record into Hits from Current Battle",
    full=True,
)
PLACED = texts(r"target character must discard 1 placed card of opponent's choice", full=True)
LATER = texts(
    r"'s ([A-Za-z]+) and ([A-Za-z]+) \w+ are increased to 7 in the next battle", full=True
)
PASSES = [{"type": "pass", "player": "B"}, {"type": "pass", "player": "A"}]


def _answer(plays: list, bolt: dict | None = None, ace: dict | None = None, in_play=None) -> dict:
    players = {
        "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID, **(ace or {})}]},
        "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID, **(bolt or {})}]},
    }
    state = {"turn": "A", "players": players, "in_play": in_play or []}
    return resolve(state, plays, MemoryLookup(), parse_effect).to_json()


def _card(text: str, owner: str = "Ace") -> dict:
    return {"special": {"character": owner, "name": "Card", "text": text}}


def test_the_ten_sets_print_the_wordings():
    assert MOVES and PLACED and LATER


@pytest.mark.parametrize("text", MOVES)
def test_the_targets_permanent_hits_count_in_the_venture(text):
    hits = [
        {"icon": "energy", "value": 4, "record": "permanent"},
        {"icon": "fighting", "value": 3, "record": "permanent"},
    ]
    play = {"type": "play", "by": "a1", "target": "b1", "cards": [_card(text)]}
    answer = _answer([play, *PASSES], bolt={"hits": hits})
    assert answer["venture"]["A"]["total"] == 7 and not answer["warnings"]


@pytest.mark.parametrize("text", PLACED)
@pytest.mark.parametrize(("placed", "left"), [(1, 0), (2, 2)])
def test_one_placed_card_goes_when_it_is_the_only_one(text, placed, left):
    cards = [{"power": "energy", "value": 3}, {"power": "fighting", "value": 4}][:placed]
    attack = {"type": "attack", "by": "a1", "target": "b1", "cards": [_card(text)]}
    answer = _answer([attack], bolt={"placed": cards})
    assert len(answer["state"]["players"]["B"]["front_line"][0]["placed"]) == left


@pytest.mark.parametrize("text", LATER)
def test_ratings_raised_in_the_next_battle(text):
    owner, icon = re.search(r"\. ([\w ]+)'s ([A-Za-z]+) and", text).groups()
    low = {"ace": {"name": owner, "grid": {**GRID, icon.lower(): 4}}}
    icon = icon.lower()
    play = {"type": "play", "by": "a1", "cards": [_card(text, owner)]}
    seven = {"type": "attack", "by": "a1", "target": "b1", "cards": [{"power": icon, "value": 7}]}
    now = _answer([play, {"type": "pass", "player": "B"}, seven], **low)
    assert [s["result"] for s in now["steps"] if s["play"] == 2] == ["illegal"]
    later = [{"card": _card(text, owner), "player": "A", "by": "a1", "duration": "battle"}]
    assert _answer([seven], in_play=later, **low)["steps"][-1]["result"] != "illegal"
