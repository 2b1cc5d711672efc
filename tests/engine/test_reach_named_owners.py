"""Specials named by title, each with its owner: "<X> may Place and play <A> "<title>" and <B>
"<title>" Special cards for remainder of game" (OR.special, MR.1, MR.19). Each title names only
its own owner's special: the other owner's special of that title stays barred. Real card
texts of the ten sets."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

PAIRS = re.compile(
    r"^([\w .'-]+?) may Place and play ([\w .'-]+?) \"([^\"]+)\" and ([\w .'-]+?) \"([^\"]+)\"",
    re.I,
)
FOUND = texts(PAIRS.pattern, "special", full=True)
GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
ATTACK = "Acts as a level 2 Energy attack."


def _attack(text: str, owner: str, title: str) -> dict:
    holder = PAIRS.match(text).group(1)
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": holder, "grid": GRID}]},
            "B": {"front_line": [{"id": "b1", "name": "Target", "grid": GRID}]},
        },
        "turn": "A",
        "in_play": [
            {
                "card": {"special": {"character": holder, "name": "Real", "text": text}},
                "player": "A",
                "by": "a1",
            }
        ],
    }
    card = {"special": {"character": owner, "name": title, "text": ATTACK}}
    play = {"type": "attack", "by": "a1", "target": "b1", "cards": [card]}
    return resolve(state, [play], MemoryLookup(), parse_effect).to_json()["steps"][0]


def test_the_ten_sets_print_it_and_the_engine_reads_the_owners():
    assert FOUND
    for text in FOUND:
        (grant,) = [c.to_json() for c in parse_effect(text).clauses if c.kind == "permission"]
        assert grant["name_owners"] and reach.is_applied(grant, card=("special", ""))


@pytest.mark.parametrize("text", FOUND)
def test_each_title_of_its_own_owner_may_be_played(text):
    _holder, first, first_title, second, second_title = PAIRS.match(text).groups()
    assert _attack(text, first, first_title)["result"] == "attack"
    assert _attack(text, second, second_title)["result"] == "attack"


@pytest.mark.parametrize("text", FOUND)
def test_a_title_of_the_other_owner_is_not_named(text):
    _holder, first, first_title, second, second_title = PAIRS.match(text).groups()
    for owner, title in ((second, first_title), (first, second_title)):
        refused = _attack(text, owner, title)
        assert refused["result"] == "illegal" and "OR.special" in refused["rules"], refused
