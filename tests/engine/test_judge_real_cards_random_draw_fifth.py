"""A fifth draw at random from the cards of the ten sets no earlier situation named: plain
attacks, a second hit onto the permanent record, a defense raised for the battle, a target's
defense lowered after a success, a target kept from attacking, a venture penalty on success,
one more attack of a type and a choice of two types, through ``resolve/``."""

from __future__ import annotations

import pytest

from tests.engine import boards
from tests.engine import judge_real_cards_api as j

pytestmark = pytest.mark.django_db

LASER = "Cyborg™ - Laser Vision"  # level 4 Energy
THUNDER = "Dracula - Summon Thunder"  # level 7 Strength; a level 3 Strength hit on the record
SCALY = "Killer Croc™ - Scaly Skin"
NEGA = "Captain Mar-Vell - Nega-Bands"  # level 5 Fighting; target -2 to defense
MENTAL = "Brainiac™ - Mental Control"
NEURO = "Angel - Neuro-Toxin"  # level 6 Energy; if successful opponent -4
DAGGERS = "Thorn™ - Combat Daggers"
AIKIDO = "Green Arrow - Aikido Strike"  # level 4 Intellect or Strength
NAMED = (LASER, THUNDER, SCALY, NEGA, MENTAL, NEURO, DAGGERS, AIKIDO)
catalogue = boards.catalogue_of(NAMED)
PASSES = [{"type": "pass"}, {"type": "pass"}]


def _of_play(answer: dict, n: int) -> dict:
    return next(s for s in answer["steps"] if s["play"] == n)


def test_a_plain_level_4_energy_special(client, catalogue):
    laser = j.special("a1", "b1", LASER)
    answer = j.resolve(client, boards.board("Cyborg"), [laser, j.defend("b1", "fighting", 3)])
    assert answer["steps"][0]["value"] == 4 and _of_play(answer, 1)["result"] == "illegal"


def test_the_hit_described_goes_on_the_record_and_does_not_count(client, catalogue):
    """Summon Thunder's one card, if successful, is a level 3 Strength hit on the permanent
    record (OR.hits), out of the venture (OR.venture-total). This once held a second hit beside
    the attack's own 7 Strength hit, which counted 7; a successful attack leaves one card."""
    plays = [j.special("a1", "b1", THUNDER), j.power("b1", "a1", "energy", 2), *PASSES]
    answer = j.resolve(client, boards.board("Dracula"), plays)
    assert answer["venture"]["A"]["total"] == 0
    hits = answer["state"]["players"]["B"]["front_line"][0]["hits"]
    assert [(h["icon"], h["value"], h["record"]) for h in hits] == [("strength", 3, "permanent")]


def test_a_defense_two_more_for_the_battle(client, catalogue):
    scaly = [j.played(SCALY, "B", "b1")]
    plays = [j.power("a1", "b1", "energy", 7), j.defend("b1", "energy", 5)]
    assert _of_play(j.resolve(client, boards.board(b1="Killer Croc"), plays, scaly), 1)[
        "result"
    ] == ("blocked")
    assert _of_play(j.resolve(client, boards.board(b1="Killer Croc"), plays), 1)["result"] == (
        "illegal"
    )


def test_a_successful_attack_takes_two_off_the_targets_defense(client, catalogue):
    plays = [j.special("a1", "b1", NEGA), j.power("b1", "a2", "energy", 1)]
    plays += [j.power("a1", "b1", "energy", 5), j.defend("b1", "energy", 6)]
    answer = j.resolve(client, boards.board("Captain Mar-Vell"), plays)
    assert _of_play(answer, 3)["result"] == "illegal"


def test_the_target_may_not_attack_this_battle(client, catalogue):
    mental = [j.played(MENTAL, "A", "a1", "b1")]
    players = boards.board("Brainiac")
    opening = j.power("a2", "b2", "energy", 1)
    by_target = j.resolve(client, players, [opening, j.power("b1", "a1", "energy", 3)], mental)
    assert _of_play(by_target, 1)["result"] == "illegal"
    by_mate = j.resolve(client, players, [opening, j.power("b2", "a1", "energy", 3)], mental)
    assert _of_play(by_mate, 1)["result"] == "attack"


def test_a_successful_attack_takes_four_from_the_opponents_venture(client, catalogue):
    plays = [j.special("a1", "b1", NEURO), j.power("b1", "a1", "energy", 5), *PASSES]
    venture = j.resolve(client, boards.board("Angel"), plays)["venture"]
    assert venture["A"]["total"] == 6 and venture["B"]["total"] == 5 - 4


def test_one_more_fighting_attack(client, catalogue):
    first = j.special("a1", "b1", DAGGERS)
    players = boards.board("Thorn")
    fighting = j.resolve(client, players, [first, j.power("a1", "b2", "fighting", 5)])
    assert _of_play(fighting, 1)["result"] == "attack"
    energy = j.resolve(client, players, [first, j.power("a1", "b2", "energy", 5)])
    assert _of_play(energy, 1)["result"] == "illegal"


@pytest.mark.parametrize(("icon", "result"), [("strength", "attack"), ("energy", "illegal")])
def test_an_attack_of_one_of_two_types(client, catalogue, icon, result):
    aikido = boards.played_as("a1", "b1", AIKIDO, icon)
    assert _of_play(j.resolve(client, boards.board("Green Arrow"), [aikido]), 0)["result"] == result
