"""A character another may defend ("Reserve may defend <X> with Power Cards, without
Universe", an inherent ability): the reserve blocks an attack aimed at that character with the
cards the ability names, in the resolver and the defense check (MR.10, OR.defense, MR.14), and
not with others; a value limit printed on such a permission ("of 4 or less", an unseen card of
the same family) is honoured. Real texts of the ten sets, found by their wording."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
PROTECTED = texts(r"^Reserve may defend \w+ with Power Cards", "character", full=True)
ENERGY_3 = {"power": "energy", "value": 3}


def _defense(text: str, cards: list[dict]) -> dict:
    name = re.match(r"Reserve may defend (\w+)", text).group(1)
    b = {
        "front_line": [{"id": "b1", "name": name, "grid": GRID, "inherent": text}],
        "reserve": {"id": "b9", "name": "Rex", "grid": GRID},
    }
    attack = {"type": "attack", "by": "a1", "target": "b1", "cards": [ENERGY_3]}
    defend = {"type": "defend", "player": "B", "by": "b9", "cards": cards}
    state = {
        "players": {"A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID}]}, "B": b},
        "turn": "A",
    }
    return resolve(state, [attack, defend], MemoryLookup(), parse_effect).to_json()


def test_the_ten_sets_print_the_wording_and_it_is_applied():
    assert PROTECTED
    for text in PROTECTED:
        (clause,) = parse_effect(text).to_json()["clauses"]
        assert reach.is_applied(clause, "resolve") and reach.is_applied(clause, "defense")


@pytest.mark.parametrize("text", PROTECTED)
def test_the_reserve_blocks_for_the_character_with_the_cards_named(text):
    answer = _defense(text, [{"power": "fighting", "value": 4}])
    step = answer["steps"][1]
    assert step["result"] == "blocked" and {"OR.defense", "OR.reserve"} <= set(step["rules"])
    assert not answer["warnings"]
    universe = {"universe": "basic", "icon": "fighting", "requires": 2, "bonus": 2, "name": "U"}
    with_universe = [{"power": "fighting", "value": 4}, universe]
    assert _defense(text, with_universe)["steps"][1]["result"] == "illegal"


@pytest.mark.parametrize("text", PROTECTED)
def test_a_value_limit_on_the_permission_is_honoured(text):
    limited = re.sub(r"Power Cards\b.*", "Power cards of 4 or less.", text)
    assert _defense(limited, [{"power": "fighting", "value": 4}])["steps"][1]["result"] == "blocked"
    refused = _defense(limited, [{"power": "fighting", "value": 6}])["steps"][1]
    assert refused["result"] == "illegal" and refused["rules"] == ["OR.defense"]
