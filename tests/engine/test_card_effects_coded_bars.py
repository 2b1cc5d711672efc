"""Bars whose subject names a hero/villain code or a grid rating ("Any villain may not attack
this battle", "Any hero may not be attacked this battle", "Any hero may not defend this
battle", "Any villain may not be KO'd this battle"): they hold for the characters of that code only (OR.code-rule), of either side,
never for a character whose code the board does not give (the answer warns). The subjects are
the ten sets' coded subjects ("Any hero may ...", "Heroes on Opponent's Team with ...") on
the bars the ten sets print for one character ("<X> may not attack for remainder of battle",
"Krakoa may not defend or be KO'd")."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.reach import is_applied
from rules.engine.resolve import resolve

GRID = {"energy": 7, "fighting": 8, "strength": 7, "intellect": 7}
NO_ATTACK = "Any villain may not attack this battle."
NO_DEFENSE = "Any hero may not defend this battle."
NO_KO = "Any villain may not be KO'd this battle."
RATED_NO_ATTACK = "Villains with Fighting 7 or 8 may not attack this battle."
NOT_ATTACKED = "Any hero may not be attacked this battle."
ALL_NO_ATTACK = "All villains may not attack this battle."


def _answer(text: str, a1: dict, b1: dict, plays: list) -> dict:
    players = {
        "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID, **a1}]},
        "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID, **b1}]},
    }
    card = {"special": {"character": "Zed", "name": "Bar", "text": text}}
    in_play = [{"card": card, "player": "B", "by": "b1", "duration": "battle"}]
    state = {"turn": "A", "players": players, "in_play": in_play}
    return resolve(state, plays, MemoryLookup(), parse_effect).to_json()


ATTACK = {
    "type": "attack",
    "by": "a1",
    "target": "b1",
    "cards": [{"power": "fighting", "value": 5}],
}


@pytest.mark.parametrize("text", [NO_ATTACK, RATED_NO_ATTACK, ALL_NO_ATTACK])
def test_a_villain_may_not_attack_a_hero_may(text):
    villain = _answer(text, {"code": "villain"}, {}, [ATTACK])["steps"][0]
    assert villain["result"] == "illegal" and "keeps Ace from attacking" in villain["text"]
    assert _answer(text, {"code": "hero"}, {}, [ATTACK])["steps"][0]["result"] == "attack"


def test_an_attacker_of_no_code_given_is_not_barred_and_the_answer_warns():
    answer = _answer(NO_ATTACK, {}, {}, [ATTACK])
    assert answer["steps"][0]["result"] == "attack"
    assert any("no hero/villain code for Ace" in w["text"] for w in answer["warnings"])


def test_a_hero_may_not_be_attacked_a_villain_may():
    hero = _answer(NOT_ATTACKED, {}, {"code": "hero"}, [ATTACK])["steps"][0]
    assert hero["result"] == "illegal" and "keeps Bolt from being attacked" in hero["text"]
    assert (
        _answer(NOT_ATTACKED, {}, {"code": "villain"}, [ATTACK])["steps"][0]["result"] == "attack"
    )


def test_a_hero_may_not_defend_a_villain_may():
    defend = {"type": "defend", "by": "b1", "cards": [{"power": "fighting", "value": 6}]}
    hero = _answer(NO_DEFENSE, {}, {"code": "hero"}, [ATTACK, defend])["steps"][1]
    assert hero["result"] == "illegal" and "keeps Bolt from defending" in hero["text"]
    villain = _answer(NO_DEFENSE, {}, {"code": "villain"}, [ATTACK, defend])["steps"][1]
    assert villain["result"] == "blocked"


def test_a_villain_may_not_be_kod_a_hero_may():
    hits = [{"icon": "fighting", "value": 8, "record": "permanent"}] * 2
    kept = _answer(NO_KO, {}, {"code": "villain", "hits": hits}, [ATTACK])
    assert "ko" not in [s["result"] for s in kept["steps"]]
    hero = _answer(NO_KO, {}, {"code": "hero", "hits": hits}, [ATTACK])
    assert "ko" in [s["result"] for s in hero["steps"]]


@pytest.mark.parametrize("text", [NO_ATTACK, NO_DEFENSE, NO_KO, RATED_NO_ATTACK, NOT_ATTACKED])
def test_reach_reports_the_coded_bar_applied(text):
    (clause,) = parse_effect(text).clauses
    assert clause.to_json()["who_code"] and is_applied(clause.to_json())


# --- a permission to avoid ("May use Intellect Power cards to avoid any Fighting attack", a
# real inherent ability) given to "any hero"
AVOID = "Any hero may use Intellect Power cards to avoid any Fighting attack."


@pytest.mark.parametrize(("code", "result"), [("hero", "avoided"), ("villain", "illegal")])
def test_a_hero_may_avoid_with_the_cards_it_names_a_villain_may_not(code, result):
    defend = {"type": "defend", "by": "b1", "cards": [{"power": "intellect", "value": 2}]}
    step = _answer(AVOID, {}, {"code": code}, [ATTACK, defend])["steps"][1]
    assert step["result"] == result


def test_a_defender_of_no_code_given_may_not_and_the_answer_warns():
    defend = {"type": "defend", "by": "b1", "cards": [{"power": "intellect", "value": 2}]}
    answer = _answer(AVOID, {}, {}, [ATTACK, defend])
    assert answer["steps"][1]["result"] == "illegal"
    (warning,) = answer["warnings"]
    assert "no hero/villain code for" in warning["text"] and "Bolt" in warning["text"]


def test_reach_reports_the_coded_permission_to_avoid_applied():
    (clause,) = parse_effect(AVOID).clauses
    assert clause.to_json()["who_code"] == "hero" and is_applied(clause.to_json())


def test_a_subject_printed_as_a_list_of_characters_is_no_group():
    from rules.engine.group_subjects import group_holds

    clause = {"kind": "cannot_attack", "who": ["that_character"], "who_code": "hero"}
    assert group_holds(clause, "A", None) is None


# --- the KO check reads a rated subject ("Heroes with Fighting 7 or 8 may not be Spectrum
# KO'd"): the characters of that rating and code only
NO_SPECTRUM = "Heroes with Fighting 7 or 8 may not be Spectrum KO'd."
SPECTRUM_HITS = [
    {"icon": "energy", "value": 1, "record": "permanent"},
    {"icon": "strength", "value": 1, "record": "permanent"},
]


@pytest.mark.parametrize(("b1", "kod"), [({"code": "hero"}, False), ({"code": "villain"}, True)])
def test_a_rated_hero_may_not_be_spectrum_kod_a_villain_may(b1, kod):
    answer = _answer(NO_SPECTRUM, {}, {**b1, "hits": SPECTRUM_HITS}, [ATTACK])
    assert ("ko" in [s["result"] for s in answer["steps"]]) is kod
