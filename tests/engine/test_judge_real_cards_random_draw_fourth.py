"""A fourth draw at random from the cards of the ten sets no earlier situation named: a
target's defense lowered by a successful attack, attacks of a type chosen, universe cards
and all but one type kept off a character, a rating raised, actions of types raised and
lowered, a duel of two characters, a teammate's avoid of any numerical attack and Power
cards combined and blocked in parts, through ``resolve/``."""

from __future__ import annotations

import pytest

from tests.engine import boards
from tests.engine import judge_real_cards_api as j

pytestmark = pytest.mark.django_db

CAREFREE = "Bullseye - Carefree Killer"  # level 5 Intellect; target -2 to defense
HEX = "Scarlet Witch™ - Hex Power"  # level 8 Energy, Strength or Fighting
HYPERSENSES = "Daredevil™ - Hypersenses"
RAMPAGE = "Killer Croc™ - Rampage"
GOLIATH = "Henry Pym™ - Goliath"
SHOOTOUT = "Wynonna Earp - Shootout"
HAIL = "Iceman™ - Hail Storm"
FELINE = "Black Cat™ - Feline Fury"
STAMPEDE = "Rhino™ - Stampede"
NAMED = (CAREFREE, HEX, HYPERSENSES, RAMPAGE, GOLIATH, SHOOTOUT, HAIL, FELINE, STAMPEDE)
NAMED += (boards.ALLY,)
catalogue = boards.catalogue_of(NAMED)


def _of_play(answer: dict, n: int) -> dict:
    return next(s for s in answer["steps"] if s["play"] == n)


def _play(by: str, card: str, **more) -> dict:
    return {"type": "play", "by": by, "cards": [{"card": card}], **more}


def test_a_successful_attack_lowers_the_targets_defense(client, catalogue):
    plays = [j.special("a1", "b1", CAREFREE), j.power("b1", "a2", "energy", 1)]
    plays += [j.power("a1", "b1", "energy", 5), j.defend("b1", "energy", 6)]
    answer = j.resolve(client, boards.board("Bullseye"), plays)
    assert _of_play(answer, 3)["result"] == "illegal"  # 6 - 2 against 5
    blocked = [j.special("a1", "b1", CAREFREE), j.defend("b1", "intellect", 5)]
    blocked += [j.power("b1", "a2", "energy", 1), j.power("a1", "b1", "energy", 5)]
    blocked.append(j.defend("b1", "energy", 6))
    assert _of_play(j.resolve(client, boards.board("Bullseye"), blocked), 4)["result"] == "blocked"


def test_a_level_8_attack_of_the_type_chosen(client, catalogue):
    hex_attack = boards.played_as("a1", "b1", HEX, "fighting")
    answer = j.resolve(client, boards.board("Scarlet Witch"), [hex_attack])
    assert answer["steps"][0]["value"] == 8
    hits = answer["state"]["players"]["B"]["front_line"][0]["hits"]
    assert [h["icon"] for h in hits] == ["fighting"]
    intellect = boards.played_as("a1", "b1", HEX, "intellect")
    assert _of_play(j.resolve(client, boards.board("Scarlet Witch"), [intellect]), 0)["result"] == (
        "illegal"
    )


def test_no_universe_card_is_played_against_the_character(client, catalogue):
    senses = [j.played(HYPERSENSES, "B", "b1")]
    players = boards.board(a_grid=boards.FIGHTER, b1="Daredevil")
    ally = {"type": "attack", "by": "a1", "target": "b1", "cards": [{"card": boards.ALLY}]}
    assert _of_play(j.resolve(client, players, [ally], senses), 0)["result"] == "illegal"
    assert _of_play(j.resolve(client, players, [ally | {"target": "b2"}], senses), 0)["result"] == (
        "attack"
    )
    power = [j.power("a1", "b1", "energy", 5)]
    assert _of_play(j.resolve(client, players, power, senses), 0)["result"] == "attack"


def test_only_fighting_attacks_against_the_character(client, catalogue):
    feline = [j.played(FELINE, "B", "b1")]
    players = boards.board(b1="Black Cat")
    for attack, result in [
        (j.power("a1", "b1", "fighting", 5), "attack"),
        (j.power("a1", "b1", "energy", 5), "illegal"),
        (j.power("a1", "b2", "energy", 5), "attack"),
    ]:
        assert _of_play(j.resolve(client, players, [attack], feline), 0)["result"] == result


def test_a_special_raises_the_characters_energy_rating_to_8(client, catalogue):
    low = {"energy": 4, "fighting": 7, "strength": 7, "intellect": 7}
    players = boards.board("Killer Croc", a_grid=low)
    plays = [
        _play("a1", RAMPAGE),
        j.power("b1", "a2", "energy", 1),
        j.power("a1", "b1", "energy", 8),
    ]
    assert _of_play(j.resolve(client, players, plays), 2)["result"] == "attack"


def test_actions_of_two_types_raised_and_one_lowered(client, catalogue):
    players = boards.board("Henry Pym")
    opening = [_play("a1", GOLIATH), j.power("b1", "a2", "energy", 1)]
    strength = j.resolve(client, players, [*opening, j.power("a1", "b1", "strength", 4)])
    assert _of_play(strength, 2)["value"] == 7
    intellect = j.resolve(client, players, [*opening, j.power("a1", "b1", "intellect", 4)])
    assert _of_play(intellect, 2)["value"] == 2
    energy = j.resolve(client, players, [*opening, j.power("a1", "b1", "energy", 4)])
    assert _of_play(energy, 2)["value"] == 4


def test_only_the_two_characters_fight_this_battle(client, catalogue):
    duel = _play("a1", SHOOTOUT, target="b1")
    players = boards.board("Wynonna Earp")
    assert _of_play(j.resolve(client, players, [duel, j.power("b2", "a2", "energy", 3)]), 1)[
        "result"
    ] == ("illegal")
    assert _of_play(j.resolve(client, players, [duel, j.power("b1", "a1", "energy", 3)]), 1)[
        "result"
    ] == ("attack")


def test_a_teammate_avoids_any_numerical_attack(client, catalogue):
    players = boards.board(b1="Iceman")
    hail = {"type": "defend", "by": "b1", "cards": [{"card": HAIL}]}
    assert _of_play(j.resolve(client, players, [j.power("a1", "b2", "energy", 7), hail]), 1)[
        "result"
    ] == ("avoided")
    assert _of_play(j.resolve(client, players, [j.power("a1", "b1", "energy", 7), hail]), 1)[
        "result"
    ] == ("illegal")


def test_strength_power_cards_of_level_1_to_4_combined_and_blocked_in_parts(client, catalogue):
    cards = [
        {"card": STAMPEDE},
        {"power": "strength", "value": 4},
        {"power": "strength", "value": 3},
    ]
    attack = {"type": "attack", "by": "a1", "target": "b1", "cards": cards}
    answer = j.resolve(client, boards.board("Rhino"), [attack, j.defend("b1", "energy", 4)])
    assert answer["steps"][0]["value"] == 7 and _of_play(answer, 1)["result"] == "partly_blocked"
    cards[1] = {"power": "strength", "value": 5}
    assert _of_play(j.resolve(client, boards.board("Rhino"), [attack]), 0)["result"] == "illegal"
