"""Events in play decide things before the battle's first play (OR.events.ignored,
OR.events.turn-order): "Event is ignored if either player has only 1 Front Line character",
"... if both players cannot venture 2 Mission cards", and "Player with more Hits in the
Permanent Record of his Front Line characters goes first". Real event texts of the ten sets,
found by their wording.
"""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
FEW_FRONT = texts(r"Event is ignored if either player has only 1 Front Line character", "event")
NO_VENTURE = texts(r"ignored if both players cannot venture (2|two) mission cards", "event")
BY_RECORDS = texts(r"more Hits in the Permanent Record of his Front Line characters goes first")


def _char(cid: str, hits: int = 0, record: str = "permanent") -> dict:
    return {
        "id": cid,
        "name": cid.upper(),
        "grid": GRID,
        "hits": [{"icon": "energy", "value": 1, "record": record}] * hits,
    }


def _state(event: str, *, a=("a1", "a2"), b=("b1", "b2"), missions=None, turn="A") -> dict:
    players = {
        "A": {"front_line": [_char(c) if isinstance(c, str) else c for c in a]},
        "B": {"front_line": [_char(c) if isinstance(c, str) else c for c in b]},
    }
    for pid, piles in (missions or {}).items():
        players[pid]["missions"] = piles
    return {
        "players": players,
        "turn": turn,
        "in_play": [{"card": {"event": {"name": "Event", "text": event}}, "player": "A"}],
    }


def _power(by: str, target: str) -> dict:
    return {
        "type": "attack",
        "by": by,
        "target": target,
        "cards": [{"power": "energy", "value": 4}],
    }


def _resolve(state: dict, plays: list) -> dict:
    return resolve(state, plays, MemoryLookup(), parse_effect).to_json()


def test_the_ten_sets_print_the_wordings():
    assert FEW_FRONT and NO_VENTURE and BY_RECORDS


@pytest.mark.parametrize("text", FEW_FRONT + NO_VENTURE + BY_RECORDS)
def test_the_clauses_are_applied_in_the_resolver(text):
    clauses = parse_effect(text).to_json()["clauses"]
    kinds = {c["kind"] for c in clauses} & {"event_ignored", "turn_order"}
    assert kinds
    for c in clauses:
        if c["kind"] in kinds:
            assert reach.is_applied(c, "resolve", ("event", ""))


@pytest.mark.parametrize("text", FEW_FRONT)
def test_an_event_is_ignored_when_a_player_has_one_front_line_character(text):
    answer = _resolve(_state(text, b=("b1",)), [_power("a1", "b1")])
    first = answer["steps"][0]
    assert first["result"] == "no_effect" and "OR.events.ignored" in first["rules"]
    assert "is ignored" in first["text"] and "player B has 1" in first["text"]
    assert answer["state"]["in_play"] == []
    kept = _resolve(_state(text), [_power("a1", "b1")])
    assert "is not ignored" in kept["steps"][0]["text"]
    assert len(kept["state"]["in_play"]) == 1


@pytest.mark.parametrize("text", NO_VENTURE)
def test_an_event_is_ignored_when_a_player_cannot_venture_two_missions(text):
    short = {"A": {"reserve": 1, "completed": 6}, "B": {"reserve": 7}}
    answer = _resolve(_state(text, missions=short), [])
    first = answer["steps"][0]
    assert first["result"] == "no_effect" and "player A cannot venture 2" in first["text"]
    both = {"A": {"reserve": 2, "completed": 5}, "B": {"reserve": 7}}
    applied = _resolve(_state(text, missions=both), [])
    assert "is not ignored" in applied["steps"][0]["text"]
    assert not any("event_ignored" in w["kinds"] for w in applied["warnings"])


@pytest.mark.parametrize("text", NO_VENTURE)
def test_without_mission_piles_the_condition_is_named_not_applied(text):
    answer = _resolve(_state(text), [])
    assert any(
        "event_ignored" in w["kinds"] and "mission piles" in w["text"] for w in answer["warnings"]
    )
    assert not any("is ignored" in s["text"] for s in answer["steps"])


@pytest.mark.parametrize("text", BY_RECORDS)
def test_the_player_with_more_record_hits_goes_first(text):
    b = (_char("b1", hits=2), _char("b2", hits=1))
    answer = _resolve(_state(text, a=(_char("a1", hits=2), "a2"), b=b), [_power("b1", "a1")])
    first = answer["steps"][0]
    assert "OR.events.turn-order" in first["rules"] and "OR.first-player" in first["rules"]
    assert "player B has more" in first["text"]
    assert first["changes"] == [{"op": "turn", "from": "A", "to": "B"}]
    # B's attack is the battle's first action (without the event it would be A's turn)
    assert [s["result"] for s in answer["steps"][1:3]] == ["attack", "hit"]
    plain_state = _state(text, a=(_char("a1", hits=2), "a2"), b=b)
    plain_state["in_play"] = []
    plain = _resolve(plain_state, [_power("b1", "a1")])
    assert plain["steps"][0]["result"] == "illegal"


@pytest.mark.parametrize("text", BY_RECORDS)
def test_even_records_or_a_begun_battle_keep_the_turn(text):
    even = _resolve(_state(text), [])
    assert "are even" in even["steps"][0]["text"] and even["state"]["turn"] == "A"
    begun = (_char("b1", hits=1, record="current"), _char("b2", hits=3))
    kept = _resolve(_state(text, b=begun), [])
    assert "its turn is kept" in kept["steps"][0]["text"] and kept["state"]["turn"] == "A"


CHOSEN_KO = texts(r"^One front line (character|hero) of your choice is immediately KO'd", "event")


def _ko_state(text: str, b: tuple, reserve: bool = True, target: str | None = "b1") -> dict:
    state = _state(text, b=b)
    if reserve:
        state["players"]["B"]["reserve"] = _char("b3")
    # "One front line hero ...; Reserve hero ...": the board gives the characters' codes
    for side in state["players"].values():
        for char in [*side.get("front_line", []), side.get("reserve")]:
            if char:
                char["code"] = "hero"
    if target:
        state["in_play"][0]["target"] = target
    return state


def test_the_ten_sets_print_the_chosen_ko():
    assert len(CHOSEN_KO) >= 2


@pytest.mark.parametrize("text", CHOSEN_KO)
def test_the_chosen_character_is_kod_and_its_side_s_reserve_comes_up(text):
    answer = _resolve(_ko_state(text, ("b1", "b2")), [])
    first = answer["steps"][0]
    assert "KOs B1" in first["text"] and "B3 moves from the reserve" in first["text"]
    assert {"OR.events", "OR.reserve"} <= set(first["rules"])
    assert [k["id"] for k in answer["ko"]] == ["b1"]
    side = answer["state"]["players"]["B"]
    assert side["reserve"] is None and "b3" in [c["id"] for c in side["front_line"]]
    assert not answer["warnings"]


#: The chosen-KO events that name a hero (the others name a character of any code).
CHOSEN_HERO_KO = [t for t in CHOSEN_KO if "hero" in t.lower()]


def test_the_ten_sets_print_a_chosen_ko_of_a_hero():
    assert CHOSEN_HERO_KO


@pytest.mark.parametrize("text", CHOSEN_HERO_KO)
def test_a_villain_chosen_is_not_kod_by_an_event_naming_a_hero(text):
    state = _ko_state(text, ("b1", "b2"))
    state["players"]["B"]["front_line"][0]["code"] = "villain"
    answer = _resolve(state, [])
    assert not answer["ko"] and "the KO is for a hero" in answer["warnings"][0]["text"]


@pytest.mark.parametrize("text", CHOSEN_KO)
def test_the_event_is_discarded_when_the_ko_would_end_the_game(text):
    answer = _resolve(_ko_state(text, ("b1",), reserve=False), [])
    first = answer["steps"][0]
    assert (
        first["result"] == "no_effect" and "would leave player B with no character" in first["text"]
    )
    assert answer["ko"] == [] and answer["state"]["in_play"] == []


@pytest.mark.parametrize("text", CHOSEN_KO)
def test_an_event_naming_no_character_says_its_ko_is_not_applied(text):
    answer = _resolve(_ko_state(text, ("b1", "b2"), target=None), [])
    assert answer["ko"] == []
    assert any("knock_out" in w["kinds"] for w in answer["warnings"])
