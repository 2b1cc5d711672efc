"""Judge situations naming real tactics, universe cards and home bases of the ten sets: a
DoubleShot's teammate, the card it asks for and the rating it needs (OR.tactic-doubleshot,
MR.4, MR.7), home bases that let DoubleShots avoid or take another card, an ally used only
at a low rating (OR.universe-ally) and a teamwork card's follow-ups (OR.universe-teamwork),
through ``resolve/``."""

from __future__ import annotations

import pytest

from tests.engine import boards
from tests.engine import judge_real_cards_api as j

pytestmark = pytest.mark.django_db

BEETLES = "Blue Beetle & Booster Gold"  # 6 Fighting; teammate with 6 Energy, Fighting 1-4
OCEAN = "Ocean Master"  # 5 Strength or less to use, acts as a level 3 Strength attack
TEAMWORK = "6 Fighting Energy/Stength +1 +2"  # (sic)
NAMED = (BEETLES, OCEAN, TEAMWORK, "Avengers Mansion", "X-Mansion", "Grifter - Coda Training")


catalogue = boards.catalogue_of(NAMED)


def _board(a2_energy: int = 7, **a_more) -> dict:
    players = boards.board(a=3, a_more=a_more)
    players["A"]["front_line"][1]["grid"] = {**j.GRID, "energy": a2_energy}
    return players


def _shot(icon: str, value: int, by: str = "a1", target: str = "b1") -> dict:
    cards = [{"card": BEETLES}, {"power": icon, "value": value, "by": "a2"}]
    return {"type": "attack", "by": by, "target": target, "cards": cards}


def _first(client, players: dict, plays: list) -> dict:
    return j.resolve(client, players, plays)["steps"][0]


# --- a DoubleShot and its teammate's card


def test_a_doubleshot_adds_the_teammates_fighting_card(client, catalogue):
    step = _first(client, _board(), [_shot("fighting", 3)])
    assert step["result"] == "attack" and step["value"] == 4 + 3
    assert "OR.tactic-doubleshot" in step["rules"]


@pytest.mark.parametrize(("icon", "value"), [("fighting", 5), ("strength", 3)])
def test_a_doubleshot_refuses_a_card_it_does_not_name(client, catalogue, icon, value):
    assert _first(client, _board(), [_shot(icon, value)])["result"] == "illegal"


def test_a_doubleshots_teammate_needs_the_rating_it_names(client, catalogue):
    assert _first(client, _board(a2_energy=5), [_shot("fighting", 3)])["result"] == "illegal"


def test_a_doubleshot_defends_any_character_of_the_team(client, catalogue):
    opening = j.power("a3", "b2", "energy", 1)
    defense = {"type": "defend", "by": "a1", "cards": []}  # a1 plays it for a3 (MR.4)
    defense["cards"] = [{"card": BEETLES}, {"power": "fighting", "value": 3, "by": "a2"}]
    plays = [opening, j.power("b1", "a3", "energy", 7), defense]
    answer = j.resolve(client, _board(), plays)
    assert [s["result"] for s in answer["steps"] if s["play"] == 2] == ["blocked"]


def test_a_home_base_lets_its_doubleshots_avoid_any_attack(client, catalogue):
    opening = j.power("a3", "b2", "energy", 1)
    defense = {"type": "defend", "by": "a1", "cards": []}
    defense["cards"] = [{"card": BEETLES}, {"power": "fighting", "value": 1, "by": "a2"}]
    plays = [opening, j.power("b1", "a1", "energy", 7), defense]
    mansion = j.resolve(client, _board(home_base={"card": "Avengers Mansion"}), plays)
    assert [s["result"] for s in mansion["steps"] if s["play"] == 2] == ["avoided"]
    plain = j.resolve(client, _board(), plays)
    assert [s["result"] for s in plain["steps"] if s["play"] == 2] == ["illegal"]  # 4 + 1 < 7


def test_a_home_base_lets_its_doubleshots_take_a_strength_card_of_level_1_to_4(client, catalogue):
    players = _board(home_base={"card": "X-Mansion"})
    answer = j.resolve(client, players, [_shot("strength", 3)])
    step = answer["steps"][0]
    assert step["result"] == "attack" and step["value"] == 4 + 3 and not answer["warnings"]
    assert _first(client, players, [_shot("strength", 5)])["result"] == "illegal"
    assert _first(client, _board(), [_shot("strength", 3)])["result"] == "illegal"


# --- an ally used at a low rating


def test_an_ally_is_used_only_by_a_character_of_5_strength_or_less(client, catalogue):
    ally = {"type": "attack", "by": "a1", "target": "b1", "cards": [{"card": OCEAN}]}
    weak = _board()
    weak["A"]["front_line"][0]["grid"] = {"energy": 7, "fighting": 7, "strength": 5, "intellect": 7}
    step = _first(client, weak, [ally])
    assert step["result"] == "attack" and step["value"] == 3
    assert _first(client, _board(), [ally])["result"] == "illegal"  # Strength 7


def test_an_allys_teammate_must_follow_with_a_special(client, catalogue):
    ally = {"type": "attack", "by": "a1", "target": "b1", "cards": [{"card": OCEAN}]}
    weak = _board()
    weak["A"]["front_line"][0]["grid"] = {"energy": 7, "fighting": 7, "strength": 5, "intellect": 7}
    weak["A"]["front_line"][1]["name"] = "Grifter"
    special = j.resolve(client, weak, [ally, j.special("a2", "b2", "Grifter - Coda Training")])
    assert [s["result"] for s in special["steps"] if s["play"] == 1][0] == "attack"
    power = j.resolve(client, weak, [ally, j.power("a2", "b2", "energy", 5)])
    refused = [s for s in power["steps"] if s["play"] == 0][0]
    assert refused["result"] == "illegal" and "OR.universe-ally" in refused["rules"]


# --- a teamwork card and its follow-ups


def test_teamwork_follow_ups_take_the_bonus_of_their_order(client, catalogue):
    first = {"type": "attack", "by": "a1", "target": "b1", "cards": [{"card": TEAMWORK}]}
    plays = [first, j.power("a2", "b1", "strength", 4), j.power("a3", "b2", "energy", 4)]
    steps = j.resolve(client, _board(), plays)["steps"]
    assert [s["value"] for s in steps if s["result"] == "attack"] == [6, 4 + 1, 4 + 2]
    reverse = [first, j.power("a2", "b1", "energy", 4), j.power("a3", "b2", "strength", 4)]
    steps = j.resolve(client, _board(), reverse)["steps"]
    assert [s["value"] for s in steps if s["result"] == "attack"] == [6, 4 + 1, 4 + 2]
    wrong = [first, j.power("a2", "b1", "intellect", 4)]
    assert [s["result"] for s in j.resolve(client, _board(), wrong)["steps"] if s["play"] == 1][
        0
    ] == ("illegal")
