"""Specials of another character that an inherent ability lets a character play, in a
resolution (OR.special, OR.inherent): "May play any "<Name>" Special cards" names the owner of
the specials, "<Name> may play "<Title>"" one special by title. Real texts of the ten sets.
"""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
OWNER = re.compile(r'^May play any "?([A-Z][\w\- ]+?)"? Specials?( cards)?\.?$', re.I)
OWNERS = texts(OWNER.pattern, "character", full=True)


def _attack(owner: str, inherent: str) -> list[str]:
    state = {
        "players": {
            "A": {
                "front_line": [{"id": "a1", "name": "Holder", "grid": GRID, "inherent": inherent}]
            },
            "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
        },
        "turn": "A",
    }
    card = {
        "special": {"character": owner, "name": "Trick", "text": "Acts as a level 3 Energy attack."}
    }
    play = {"type": "attack", "by": "a1", "target": "b1", "cards": [card]}
    answer = resolve(state, [play], MemoryLookup(), parse_effect).to_json()
    return [s["result"] for s in answer["steps"]]


def test_the_ten_sets_print_the_wording():
    assert len(OWNERS) >= 4


@pytest.mark.parametrize("text", OWNERS)
def test_the_specials_of_the_character_it_names_may_be_played(text):
    owner = OWNER.match(text).group(1)
    assert _attack(owner, text) == ["attack", "hit"]
    assert _attack(owner, "") == ["illegal"]
    assert _attack("Someone Else", text) == ["illegal"]


BECOME = re.compile(r'^([\w ]+?)(?:™)?\'s "([^"]+)" and "([^"]+)" become Any (Character|Hero) Spec')
BECOME_ANY = texts(BECOME.pattern, "special", full=True)


def _with_effect(text: str, owner: str, title: str, code: str = "") -> list[str]:
    card = {"special": {"character": owner, "name": "Lord", "text": text}}
    effect = {"card": card, "player": "A", "by": None, "duration": "game"}
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": "Holder", "grid": GRID, "code": code}]},
            "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
        },
        "turn": "A",
        "in_play": [effect],
    }
    attack = "Acts as a level 3 Energy attack."
    played = {"special": {"character": owner, "name": title, "text": attack}}
    play = {"type": "attack", "by": "a1", "target": "b1", "cards": [played]}
    answer = resolve(state, [play], MemoryLookup(), parse_effect).to_json()
    return [s["result"] for s in answer["steps"]]


def test_the_ten_sets_print_the_become_wording():
    assert len(BECOME_ANY) >= 2


@pytest.mark.parametrize("text", BECOME_ANY)
def test_specials_that_become_any_character_specials_may_be_played_by_anyone(text):
    owner, first, second, _any = BECOME.match(text).groups()
    assert _with_effect(text, owner, first) == ["attack", "hit"]
    assert _with_effect(text, owner, second) == ["attack", "hit"]
    assert _with_effect(text, owner, "Another Trick") == ["illegal"]
    assert _attack(owner, "") == ["illegal"]  # without the effect in play


@pytest.mark.parametrize("text", [t for t in BECOME_ANY if "Any Hero" in t])
def test_an_any_hero_special_is_not_for_a_villain(text):
    owner, first, _second, _any = BECOME.match(text).groups()
    assert _with_effect(text, owner, first, code="villain") == ["illegal"]
    assert _with_effect(text, owner, first, code="hero") == ["attack", "hit"]
