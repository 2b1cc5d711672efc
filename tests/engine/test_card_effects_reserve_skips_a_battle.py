"""A card that holds the reserve back ("Reserve must skip a battle before entering", played on
the opponent's KO; "If successful against Reserve, Reserve must skip a battle before moving to
Front Line"): while it is in play the reserve's ``{"type": "enter"}`` is illegal, even where
its home base would let it in; the reserve's own ability outranks a special (MR.17). Real
texts of the ten sets, found by their wording (OR.reserve, MR.19)."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import CardDef, MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
ON_KO = texts(r"^Play when opponent's hero is KO'd\. Reserve must skip a battle before entering")
ON_HIT = texts(r"If successful against Reserve, Reserve must skip a battle", full=True)
HOME = texts(r"Reserve character may enter battle immediately upon KO", "location")
OWN = texts(
    r"^If in Reserve, may move to Front Line during same battle teammate is KO'd", "character"
)


def _state(ability: str = "", home: bool = False, held_back: str | None = None) -> dict:
    ace, mate = (
        {"id": "a1", "name": "Ace", "grid": GRID, "ko": True},
        {"id": "a2", "name": "Mate", "grid": GRID},
    )
    reserve = {"id": "a3", "name": "Rex", "grid": GRID, "inherent": ability}
    a = {
        "front_line": [ace, mate],
        "reserve": reserve,
        **({"home_base": {"card": "Home"}} if home else {}),
    }
    state = {
        "players": {"A": a, "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]}},
        "turn": "B",
    }
    if held_back:  # the opposing player's special in play, for the game (MR.19)
        special = {"special": {"character": "Bolt", "name": "Scare", "text": held_back}}
        state["in_play"] = [{"card": special, "player": "B", "by": "b1", "duration": "game"}]
    return state


def _answer(state: dict, plays: list[dict]) -> dict:
    lookup = MemoryLookup()
    lookup.add(CardDef(name="Home", kind="location", text=HOME[0], effect=parse_effect(HOME[0])))
    return resolve(state, plays, lookup, parse_effect).to_json()


ENTER = {"type": "enter", "player": "A", "by": "a3"}


def test_the_ten_sets_print_the_wordings():
    assert ON_KO and ON_HIT and HOME and OWN


@pytest.mark.parametrize("text", ON_KO + ON_HIT)
def test_the_clause_is_applied_in_the_resolver(text):
    clauses = parse_effect(text).to_json()["clauses"]
    assert "skip_battle" in {c["kind"] for c in reach.walk(clauses)}
    # "when opponent's hero is KO'd": the moment's code is kept (who_code) and checked on
    # the KO'd character (ko_timing)
    assert not reach.not_applied(clauses, "resolve")


@pytest.mark.parametrize("text", ON_KO)
def test_the_reserve_held_back_may_not_enter_though_its_home_base_lets_it(text):
    answer = _answer(_state(home=True, held_back=text), [ENTER])
    (step,) = answer["steps"]
    assert step["result"] == "illegal"
    assert {"OR.reserve", "MR.19", "MR.17"} <= set(step["rules"])
    assert "Bolt - Scare in play: Rex must skip a battle before entering" in step["text"]
    assert answer["state"]["players"]["A"]["reserve"]["id"] == "a3"
    assert not [w for w in answer["warnings"] if "skip_battle" in w["kinds"]]
    # without the card, the home base lets it in
    assert _answer(_state(home=True), [ENTER])["steps"][0]["result"] == "effect"


@pytest.mark.parametrize("text", ON_KO)
def test_the_reserve_s_own_ability_outranks_the_special(text):
    (step,) = _answer(_state(ability=OWN[0], held_back=text), [ENTER])["steps"]
    assert step["result"] == "effect"
    assert {"OR.reserve", "MR.14", "MR.17"} <= set(step["rules"])
    assert "over Bolt - Scare" in step["text"]


@pytest.mark.parametrize("text", ON_HIT)
def test_a_successful_attack_on_the_reserve_holds_it_back(text):
    special = {"special": {"character": "Bolt", "name": "Uproot", "text": text}}
    plays = [
        {"type": "attack", "by": "b1", "target": "a3", "cards": [special]},
        {"type": "pass", "player": "A"},
        ENTER,
    ]
    answer = _answer(_state(home=True), plays)
    last = answer["steps"][-1]
    assert last["result"] == "illegal" and "MR.19" in last["rules"]
    assert "Bolt - Uproot in play: Rex must skip a battle" in last["text"]
