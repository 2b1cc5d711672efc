"""Attack and defense bonuses whose subject names a hero/villain code ("Any hero is +2 to all
attacks", "All heroes are +2 to all attacks", "Heroes with Fighting 7 or 8 are +2 to all attacks", "Any hero gains +2 to
defense"): they hold for the characters of that code only (OR.code-rule), never for a
character whose code the board does not give (the answer warns), and a subject naming a grid
rating holds for the characters so rated. The wordings are those of the ten sets' coded
subjects ("Heroes on Opponent's Team with Fighting 7 or 8 ...", "Any hero may ...") on the
bonus clause, which no printed card of the ten sets joins yet."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.reach import is_applied
from rules.engine.resolve import resolve

GRID = {"energy": 7, "fighting": 8, "strength": 7, "intellect": 7}
ANY_HERO = "Any hero is +2 to all attacks."
ALL_HEROES = "All heroes are +2 to all attacks."
RATED_HEROES = "Heroes with Fighting 7 or 8 are +2 to all attacks."
RATED = "Characters with Fighting 7 or 8 are +2 to all attacks."
DEFENSE = "Any villain gains +2 to defense."


def _answer(text: str, attacker: dict, plays: list | None = None, defender: dict | None = None):
    players = {
        "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID, **attacker}]},
        "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID, **(defender or {})}]},
    }
    card = {"special": {"character": "Zed", "name": "Luck", "text": text}}
    in_play = [{"card": card, "player": "B", "by": "b1", "duration": "battle"}]
    attack = {
        "type": "attack",
        "by": "a1",
        "target": "b1",
        "cards": [{"power": "fighting", "value": 5}],
    }
    state = {"turn": "A", "players": players, "in_play": in_play}
    return resolve(state, [attack, *(plays or [])], MemoryLookup(), parse_effect).to_json()


@pytest.mark.parametrize("text", [ANY_HERO, ALL_HEROES, RATED_HEROES])
def test_a_heros_attacks_take_the_bonus(text):
    step = _answer(text, {"code": "hero"})["steps"][0]
    assert step["value"] == 7 and "OR.code-rule" in step["rules"]


@pytest.mark.parametrize("text", [ANY_HERO, ALL_HEROES, RATED_HEROES])
def test_a_villains_attacks_do_not(text):
    answer = _answer(text, {"code": "villain"})
    assert answer["steps"][0]["value"] == 5


@pytest.mark.parametrize("text", [ANY_HERO, ALL_HEROES, RATED_HEROES])
def test_a_character_of_no_code_given_is_never_guessed_a_hero(text):
    answer = _answer(text, {})
    assert answer["steps"][0]["value"] == 5
    assert any("no hero/villain code for Ace" in w["text"] for w in answer["warnings"])


def test_a_subject_rated_in_a_power_type_holds_for_the_characters_so_rated():
    assert _answer(RATED, {})["steps"][0]["value"] == 7
    rated_6 = {"grid": {**GRID, "fighting": 6}}
    assert _answer(RATED, rated_6)["steps"][0]["value"] == 5


def test_all_villains_bonus_holds_for_a_villain_only():
    text = "All villains are +2 to all attacks."
    assert _answer(text, {"code": "villain"})["steps"][0]["value"] == 7
    assert _answer(text, {"code": "hero"})["steps"][0]["value"] == 5


def test_a_villains_defense_takes_the_bonus_a_heros_does_not():
    defend = [{"type": "defend", "by": "b1", "cards": [{"power": "fighting", "value": 3}]}]
    villain = _answer(DEFENSE, {}, defend, {"code": "villain"})["steps"][1]
    assert villain["result"] == "blocked" and "OR.code-rule" in villain["rules"]
    hero = _answer(DEFENSE, {}, defend, {"code": "hero"})["steps"][1]
    assert hero["result"] != "blocked"


@pytest.mark.parametrize("text", [ANY_HERO, ALL_HEROES, RATED_HEROES, DEFENSE])
def test_reach_reports_the_coded_bonus_applied(text):
    (clause,) = parse_effect(text).clauses
    assert clause.to_json()["who_code"] and is_applied(clause.to_json())


# --- the defense check (checks/defense/) reads the same bonus


@pytest.mark.django_db
@pytest.mark.parametrize(("code", "blocks"), [("villain", True), ("hero", False)])
def test_the_defense_check_gives_a_villain_the_bonus_not_a_hero(client, code, blocks):
    from django.urls import reverse

    card = {"special": {"character": "Zed", "name": "Luck", "text": DEFENSE}}
    body = {
        "attack": {
            "by": {"name": "Ace", "grid": GRID},
            "cards": [{"power": "fighting", "value": 5}],
        },
        "defense": {
            "by": {"name": "Bolt", "grid": GRID, "code": code},
            "cards": [{"power": "fighting", "value": 3}],
        },
        "in_play": [{"card": card, "player": "B", "duration": "battle"}],
    }
    res = client.post(reverse("api:check-defense"), data=body, content_type="application/json")
    assert res.status_code == 200, res.content
    assert res.json()["blocks"] is blocks
