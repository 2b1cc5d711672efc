"""Judge situations naming real cards of the three new sets: who may attack and be attacked,
from specials in play or an attack's success (MR.19 durations, MR.5.conditional)."""

from __future__ import annotations

import pytest

from tests.engine import judge_real_cards_api as j

pytestmark = pytest.mark.django_db

NAMED = (
    "Captain Atom™ - Anti-Gravity Field",
    "Violator - Clown Morph",
    "Witchblade - The Chosen",
    "Darkseid - Omega Effect",
    "Green Lantern - Gotcha!",
    "Poison Ivy - Blowing You a Kiss",
    "Grunge - Danger Seeker",
)


@pytest.fixture
def catalogue(tmp_path):
    j.import_named(NAMED, tmp_path)


def _first(client, players, plays, in_play=None) -> str:
    return j.results(j.resolve(client, players, plays, in_play))[0]


def test_not_attacked_with_basic_universe_cards(client, catalogue):
    players = j.two_a_side(b1="Captain Atom")
    field = [j.played("Captain Atom™ - Anti-Gravity Field", "B", "b1")]
    basic = {"universe": "basic", "icon": "energy", "requires": 5, "bonus": 2}
    boosted = {"type": "attack", "by": "a1", "target": "b1"}
    boosted["cards"] = [{"power": "energy", "value": 5}, basic]
    assert _first(client, players, [boosted], field) == "illegal"
    assert _first(client, players, [boosted]) == "attack"
    assert _first(client, players, [j.power("a1", "b1", "energy", 5)], field) == "attack"


def test_the_target_may_not_attack_the_holder_unless_attacked_first(client, catalogue):
    players = j.two_a_side(b1="Violator")
    morph = [j.played("Violator - Clown Morph", "B", "b1", "a1")]
    assert _first(client, players, [j.power("a1", "b1", "energy", 5)], morph) == "illegal"
    assert _first(client, players, [j.power("a1", "b2", "energy", 5)], morph) == "attack"
    assert _first(client, players, [j.power("a2", "b1", "energy", 5)], morph) == "attack"


def test_an_attack_that_bars_the_attackers_teammates(client, catalogue):
    players = j.two_a_side(a1="Witchblade")
    chosen = j.special("a1", "b1", "Witchblade - The Chosen")
    plays = [chosen, j.power("b1", "a1", "energy", 4), j.power("a2", "b2", "energy", 5)]
    assert j.results(j.resolve(client, players, plays))[-1] == "illegal"
    own = [chosen, j.power("b1", "a1", "energy", 4), j.power("a1", "b2", "energy", 5)]
    assert j.results(j.resolve(client, players, own))[-2:] == ["attack", "hit"]


def test_a_successful_attack_keeps_its_target_from_attacking(client, catalogue):
    players = j.two_a_side(a1="Darkseid")
    omega = j.special("a1", "b1", "Darkseid - Omega Effect")
    hit = j.resolve(client, players, [omega, j.power("b1", "a1", "energy", 4)])
    assert hit["steps"][-1]["result"] == "illegal"
    other = j.resolve(client, players, [omega, j.power("b2", "a1", "energy", 4)])
    assert [s["result"] for s in other["steps"] if s["play"] == 1] == ["attack", "hit"]
    blocked = j.resolve(
        client, players, [omega, j.defend("b1", "energy", 7), j.power("b1", "a1", "energy", 4)]
    )
    assert [s["result"] for s in blocked["steps"] if s["play"] == 2] == ["attack", "hit"]


def test_the_holder_and_its_target_may_not_attack(client, catalogue):
    players = j.two_a_side(a1="Green Lantern")
    gotcha = [j.played("Green Lantern - Gotcha!", "A", "a1", "b1")]
    assert _first(client, players, [j.power("a1", "b1", "energy", 5)], gotcha) == "illegal"
    plays = [j.power("a2", "b2", "energy", 5), j.power("b1", "a2", "energy", 4)]
    assert j.results(j.resolve(client, players, plays, gotcha))[-1] == "illegal"
    plays[1] = j.power("b2", "a2", "energy", 4)
    assert j.results(j.resolve(client, players, plays, gotcha))[-1] == "hit"


def test_a_character_that_may_not_be_attacked_this_battle(client, catalogue):
    players = j.two_a_side(b1="Poison Ivy")
    kiss = [j.played("Poison Ivy - Blowing You a Kiss", "B", "b1")]
    assert _first(client, players, [j.power("a1", "b1", "energy", 5)], kiss) == "illegal"
    assert _first(client, players, [j.power("a1", "b2", "energy", 5)], kiss) == "attack"


def test_every_opposing_attack_must_be_made_on_the_holder_at_minus_two(client, catalogue):
    players = j.two_a_side(b1="Grunge")
    seeker = [j.played("Grunge - Danger Seeker", "B", "b1")]
    assert _first(client, players, [j.power("a1", "b2", "energy", 5)], seeker) == "illegal"
    on_grunge = j.resolve(client, players, [j.power("a1", "b1", "energy", 5)], seeker)["steps"][0]
    assert on_grunge["result"] == "attack" and on_grunge["value"] == 3
