"""Judge situations naming real cards of the ten sets: what a special combines with (its own
text decides, MR.7) and the follow-up attacks it grants (MR.5.string)."""

from __future__ import annotations

import pytest

from tests.engine import judge_real_cards_api as j

pytestmark = pytest.mark.django_db

NAMED = (
    "Backlash - Combat Agility",
    "Martian Manhunter - Martian Strength",
    "Stryker - Serious Arsenal",
    "Starjammers - Corsair",
    "Blob - Avalanche",
    "Mojo™ - Prime Time",
    "Doc Samson™ - Power Punch",
    "Backlash - Psi-Whips",
    "New Warriors - Firestar",
    "Killrazor - Deadly Mutation",
    "Enforcers - Hammer Harrison",
)


@pytest.fixture
def catalogue(tmp_path):
    j.import_named(NAMED, tmp_path)


def _board(attacker: str) -> dict:
    return {
        "A": {"front_line": [j.char("a1", attacker)]},
        "B": {"front_line": [j.char("b1", "Bolt"), j.char("b2", "Bee")]},
    }


def _card(icon: str, value: int, *icons: str) -> dict:
    card = {"power": icon, "value": value}
    if icons:
        card["icons"] = list(icons)
    return card


def _first(client, attacker: str, card: str, *more: dict) -> dict:
    return j.resolve(client, _board(attacker), [j.special("a1", "b1", card, *more)])["steps"][0]


@pytest.mark.parametrize(
    ("card", "attacker"),
    [
        ("Backlash - Combat Agility", "Backlash"),
        ("Martian Manhunter - Martian Strength", "Martian Manhunter"),
    ],
)
def test_an_any_power_special_combines_with_one_power_card_of_a_type(
    client, catalogue, card, attacker
):
    step = _first(client, attacker, card, _card("fighting", 4))
    assert step["result"] == "attack" and step["value"] == 8
    multi = _first(client, attacker, card, _card("multipower", 4, "energy", "fighting"))
    assert multi["result"] == "illegal"  # a power type named: never a MultiPower card
    two = _first(client, attacker, card, _card("fighting", 2), _card("energy", 2))
    assert two["result"] == "illegal" and "MR.7" in two["rules"]


@pytest.mark.parametrize(
    ("card", "attacker", "level", "fits", "other"),
    [
        ("Stryker - Serious Arsenal", "Stryker", 6, "fighting", "strength"),
        ("Starjammers - Corsair", "Starjammers", 4, "intellect", "energy"),
        ("Blob - Avalanche", "Blob", 4, "strength", "intellect"),
    ],
)
def test_a_special_combines_with_one_card_of_the_type_it_names(
    client, catalogue, card, attacker, level, fits, other
):
    step = _first(client, attacker, card, _card(fits, 3))
    assert step["result"] == "attack" and step["value"] == level + 3
    assert _first(client, attacker, card, _card(other, 3))["result"] == "illegal"
    alone = _first(client, attacker, card)
    assert alone["result"] == "attack" and alone["value"] == level


def test_a_special_combines_with_either_of_two_types(client, catalogue):
    card = "Doc Samson™ - Power Punch"
    assert _first(client, "Doc Samson", card, _card("fighting", 3))["value"] == 7
    assert _first(client, "Doc Samson", card, _card("energy", 3))["value"] == 7
    assert _first(client, "Doc Samson", card, _card("intellect", 3))["result"] == "illegal"


def test_a_special_combines_with_any_one_power_card(client, catalogue):
    card = "Mojo™ - Prime Time"
    assert _first(client, "Mojo", card, _card("intellect", 3))["value"] == 8
    multi = _first(client, "Mojo", card, _card("multipower", 3, "energy", "strength"))
    assert multi["result"] == "illegal"  # "any 1 Power card" still never a MultiPower one
    two = _first(client, "Mojo", card, _card("intellect", 3), _card("energy", 2))
    assert two["result"] == "illegal"


@pytest.mark.parametrize(
    ("card", "attacker", "icon"),
    [
        ("Backlash - Psi-Whips", "Backlash", "intellect"),
        ("New Warriors - Firestar", "New Warriors", "energy"),
    ],
)
def test_a_successful_attack_grants_an_undefendable_follow_up(
    client, catalogue, card, attacker, icon
):
    players = _board(attacker)
    first = j.special("a1", "b1", card)
    answer = j.resolve(
        client, players, [first, j.power("a1", "b1", icon, 5), j.defend("b1", icon, 7)]
    )
    assert any(s["result"] == "string" for s in answer["steps"])
    by_play = {
        s["play"]: s["result"] for s in answer["steps"] if s["result"] in ("attack", "illegal")
    }
    assert by_play[1] == "attack" and by_play[2] == "illegal"
    other = "fighting" if icon != "fighting" else "strength"
    wrong_type = j.resolve(client, players, [first, j.power("a1", "b1", other, 5)])
    assert wrong_type["steps"][-1]["result"] == "illegal"
    elsewhere = j.resolve(client, players, [first, j.power("a1", "b2", icon, 5)])
    assert elsewhere["steps"][-1]["result"] == "illegal"
    blocked = j.resolve(
        client, players, [first, j.defend("b1", "energy", 7), j.power("a1", "b1", icon, 5)]
    )
    assert blocked["steps"][-1]["result"] == "illegal"


@pytest.mark.parametrize(
    ("card", "attacker"),
    [("Killrazor - Deadly Mutation", "Killrazor"), ("Enforcers - Hammer Harrison", "Enforcers")],
)
def test_an_unconditional_additional_fighting_attack(client, catalogue, card, attacker):
    players = _board(attacker)
    first = j.special("a1", "b1", card)
    blocked_first = j.resolve(
        client, players, [first, j.defend("b1", "energy", 7), j.power("a1", "b2", "fighting", 5)]
    )
    follow = [s for s in blocked_first["steps"] if s["play"] == 2]
    assert follow and follow[0]["result"] == "attack"
    defended = j.resolve(
        client,
        players,
        [first, j.power("a1", "b1", "fighting", 5), j.defend("b1", "fighting", 6)],
    )
    assert [s["result"] for s in defended["steps"] if s["play"] == 2] == ["blocked"]
    wrong_type = j.resolve(client, players, [first, j.power("a1", "b1", "strength", 5)])
    assert wrong_type["steps"][-1]["result"] == "illegal"
