"""An attack moved from a front-line character to its team's reserve ("Any attack made on a
front line hero may be moved to reserve hero, who may defend"; ``shift_aims``): with the
effect in play the reserve of the code named takes the attack and may defend (MR.9, OR.reserve,
MR.19); a front-line or reserve character of the other code, or a character not in reserve, may
not. Real card texts of the ten sets."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import CardDef, MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
FOUND = texts(r"may be moved to reserve hero", "event", full=True)


def _char(cid: str, name: str, code: str = "hero") -> dict:
    return {"id": cid, "name": name, "grid": GRID, "code": code}


def _results(text: str, front: str = "hero", reserve: str = "hero", to: str = "b4") -> list:
    players = {
        "A": {"front_line": [_char("a1", "Ace", "villain")]},
        "B": {
            "front_line": [_char("b1", "Bolt", front), _char("b2", "Bee")],
            "reserve": _char("b4", "Res", reserve),
        },
    }
    event = {"card": {"card": "Moved"}, "player": "B"}
    plays = [
        {"type": "attack", "by": "a1", "target": "b1", "cards": [{"power": "energy", "value": 5}]},
        {"type": "shift", "player": "B", "to": to, "cards": [{"card": "Moved", "from": "in_play"}]},
        {"type": "defend", "by": to, "cards": [{"power": "energy", "value": 5}]},
    ]
    state = {"turn": "A", "players": players, "in_play": [event]}
    lookup = MemoryLookup(
        [CardDef(name="Moved", kind="event", text=text, effect=parse_effect(text))]
    )
    return resolve(state, plays, lookup, parse_effect).to_json()["steps"]


def test_the_ten_sets_print_it():
    assert FOUND
    for text in FOUND:
        (shift,) = parse_effect(text).to_json()["clauses"]
        assert reach.is_applied(shift, None, ("event", ""))


@pytest.mark.parametrize("text", FOUND)
def test_the_reserve_hero_takes_the_attack_and_defends(text):
    steps = _results(text)
    assert [s["result"] for s in steps if s["play"] in (1, 2)] == ["shifted", "blocked"]
    assert "OR.reserve" in next(s for s in steps if s["play"] == 1)["rules"]


@pytest.mark.parametrize("text", FOUND)
@pytest.mark.parametrize(
    ("front", "reserve", "to"),
    [("villain", "hero", "b4"), ("hero", "villain", "b4"), ("hero", "hero", "b2")],
    ids=["from-villain", "to-villain", "to-front-line"],
)
def test_only_from_a_front_line_hero_to_the_reserve_hero(text, front, reserve, to):
    steps = _results(text, front, reserve, to)
    assert next(s for s in steps if s["play"] == 1)["result"] == "illegal"
