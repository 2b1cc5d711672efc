"""The reserve entering the battle when a front-line teammate is KO'd, as a card allows it
(``reserve_entry``, OR.reserve): a home base's rule ("<Team>'s Reserve character may enter
battle immediately upon KO of Front Line character") or the reserve's own ability ("If in
Reserve, may move to Front Line during same battle teammate is KO'd", MR.14). The play
``{"type": "enter"}`` moves it; without such a card it is illegal. Real texts, by wording.
"""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import CardDef, MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
TEAM_RULE = texts(r"Reserve character may enter battle immediately upon KO", "location")
OWN = texts(
    r"^If in Reserve, may move to Front Line during same battle teammate is KO'd", "character"
)


def _state(home: str | None = None, ability: str = "", ko: bool = True) -> dict:
    side = {
        "front_line": [
            {"id": "a1", "name": "Ace", "grid": GRID, "ko": ko},
            {"id": "a2", "name": "Mate", "grid": GRID},
        ],
        "reserve": {"id": "a3", "name": "Rex", "grid": GRID, "inherent": ability},
    }
    if home:
        side["home_base"] = {"card": "Home"}
    return {
        "players": {"A": side, "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]}},
        "turn": "B",
    }


def _enter(state: dict, home: str | None = None) -> dict:
    lookup = MemoryLookup()
    if home:
        lookup.add(CardDef(name="Home", kind="location", text=home, effect=parse_effect(home)))
    plays = [{"type": "enter", "player": "A", "by": "a3"}]
    return resolve(state, plays, lookup, parse_effect).to_json()


def test_the_ten_sets_print_the_wordings():
    assert TEAM_RULE and OWN


@pytest.mark.parametrize("text", TEAM_RULE + OWN)
def test_the_clauses_are_applied_in_the_resolver(text):
    clauses = parse_effect(text).to_json()["clauses"]
    assert reach.not_applied(clauses, "resolve") == []


@pytest.mark.parametrize("text", TEAM_RULE)
def test_a_home_base_lets_the_reserve_enter_after_a_ko(text):
    answer = _enter(_state(home=text), text)
    step = answer["steps"][0]
    assert step["result"] == "effect" and {"OR.reserve", "OR.setup.home-base.rules"} <= set(
        step["rules"]
    )
    side = answer["state"]["players"]["A"]
    assert side["reserve"] is None and "a3" in [c["id"] for c in side["front_line"]]
    assert answer["state"]["turn"] == "B"  # not an action: the turn stays
    assert _enter(_state(home=text, ko=False), text)["steps"][0]["result"] == "illegal"


@pytest.mark.parametrize("text", OWN)
def test_the_reserve_s_own_ability_lets_it_enter(text):
    answer = _enter(_state(ability=text))
    assert answer["steps"][0]["result"] == "effect" and "MR.14" in answer["steps"][0]["rules"]


def test_without_a_card_the_reserve_waits_for_the_next_battle():
    step = _enter(_state())["steps"][0]
    assert step["result"] == "illegal" and step["rules"] == ["OR.reserve"]
    assert "next battle" in step["text"]
