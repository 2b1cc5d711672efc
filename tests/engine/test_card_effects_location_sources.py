"""A bar on being attacked by cards from a Location (the ten sets' inherent ability "May not
be attacked by any card from a Location."): a Location is a home base or a battlesite, so the
bar holds against an aspect the home base plays (OR.aspect) and a special an activator takes
from beneath the battlesite (OR.activator), never against a Power card or a character's own
special (MR.9, MR.19)."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import CardDef, MemoryLookup
from rules.engine.reach import is_applied
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

TEXTS = texts(r"^May not be attacked by any card from a Location\.$", "character", full=True)
GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
KICK = {
    "special": {"character": "Ace", "name": "Kick", "text": "Acts as a level 6 Fighting attack."}
}
QUAKE = {
    "aspect": {"name": "Quake", "home_base": "Base", "text": "Acts as a level 6 Strength attack."}
}
LOOKUP = MemoryLookup([CardDef(name="Base", kind="location", text="")])


def _attack(inherent: str, card: dict, by: str = "a1") -> dict:
    ace = {"id": "a1", "name": "Ace", "grid": GRID}
    bolt = {"id": "b1", "name": "Bolt", "grid": GRID, "inherent": inherent}
    side = {"front_line": [ace], "battlesite": {"name": "Site", "specials": [KICK]}}
    side["home_base"] = {"card": "Base"}
    state = {"turn": "A", "players": {"A": side, "B": {"front_line": [bolt]}}}
    plays = [{"type": "attack", "by": by, "target": "b1", "cards": [card]}]
    return resolve(state, plays, LOOKUP, parse_effect).to_json()["steps"][0]


def test_the_ten_sets_print_the_bar():
    assert TEXTS


@pytest.mark.parametrize("text", TEXTS)
def test_a_special_from_beneath_the_battlesite_may_not_attack_the_character(text):
    step = _attack(text, {"activator": "Ace", "special": KICK})
    assert step["result"] == "illegal" and "keeps Bolt from being attacked" in step["text"]
    assert {"MR.9", "MR.19", "OR.activator"} <= set(step["rules"])


@pytest.mark.parametrize("text", TEXTS)
def test_an_aspect_of_the_home_base_may_not_attack_the_character(text):
    step = _attack(text, QUAKE, by="home_base")
    assert step["result"] == "illegal" and "keeps Bolt from being attacked" in step["text"]
    assert "OR.aspect" in step["rules"]


@pytest.mark.parametrize("text", TEXTS)
def test_power_cards_and_the_characters_own_specials_may(text):
    assert _attack(text, {"power": "fighting", "value": 6})["result"] == "attack"
    assert _attack(text, KICK)["result"] == "attack"


@pytest.mark.parametrize("text", TEXTS)
def test_the_reach_matrix_applies_it(text):
    (clause,) = parse_effect(text).to_json()["clauses"]
    assert is_applied(clause, "resolve", ("character", ""))
