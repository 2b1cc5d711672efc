"""A sixth draw at random from the cards of the ten sets no earlier situation named (60 cards
whose tree is ``full``, drawn with ``random.Random(2026_11_25)`` over specials, events,
locations, aspects, tactics and characters' inherent abilities, at most 9 a set): the
situation a judge brings to the table with each card named, and the ruling of the rulebooks,
through ``resolve/`` (and ``checks/discard/``). This module: attacks, their strings, damage,
concessions and avoids (the cards and helpers: ``random_draw_sixth``)."""

from __future__ import annotations

import pytest

from tests.engine import boards
from tests.engine import judge_real_cards_api as j
from tests.engine.random_draw_sixth import (
    ARMOR,
    ARSENAL,
    BLOCKBUSTER,
    BODYGUARD,
    DANGEROUS,
    DARK_THOUGHTS,
    DRAWN,
    GUARDIAN,
    HAVOK,
    HAZARD,
    HELLFIRE,
    ILLUSION,
    INTIMIDATION,
    MARKSMAN,
    OPENING,
    OTHERS,
    PARAMILITARY,
    PASSES,
    POTENTIAL,
    PYM,
    SAVAGE,
    SILENCE,
    SKRULL,
    SMASH,
    UMBRELLA,
    WARWORLD,
    _card,
    _hits,
    _of_play,
    _play,
)

pytestmark = pytest.mark.django_db
catalogue = boards.catalogue_of((*DRAWN, *OTHERS))


# --- plain attacks of a level (OR.attack.special)


@pytest.mark.parametrize(
    ("card", "name", "icon", "level"),
    [
        (BLOCKBUSTER, "Marauders", "strength", 7),
        (UMBRELLA, "Penguin", "energy", 4),
        (SAVAGE, "Morbius", "fighting", 7),
    ],
)
def test_a_plain_special_attack_is_defended_by_a_card_of_its_level(
    client, catalogue, card, name, icon, level
):
    players = boards.board(name)
    attack = j.special("a1", "b1", card)
    answer = j.resolve(client, players, [attack, j.defend("b1", icon, level)])
    assert answer["steps"][0]["value"] == level and _of_play(answer, 1)["result"] == "blocked"
    low = j.resolve(client, players, [attack, j.defend("b1", icon, level - 1)])
    assert _of_play(low, 1)["result"] == "illegal"


def test_a_level_11_attack_after_which_the_team_may_not_attack(client, catalogue):
    players = boards.board("X-Men")
    potential = boards.played_as("a1", "b1", POTENTIAL, "strength")
    assert j.resolve(client, players, [potential])["steps"][0]["value"] == 11
    later = [potential, j.power("b2", "a2", "energy", 2), j.power("a2", "b2", "energy", 4)]
    assert _of_play(j.resolve(client, players, later), 2)["result"] == "illegal"


# --- attacks that restrict their defense (MR.5.restricted-defense)


def test_an_attack_not_defended_with_a_special_card(client, catalogue):
    players = boards.board("Henry Pym", "Super Skrull")
    pym = j.special("a1", "b1", PYM)
    refused = _of_play(j.resolve(client, players, [pym, _card("b1", SKRULL)]), 1)
    assert refused["result"] == "illegal" and "MR.5.restricted-defense" in refused["rules"]
    assert _of_play(j.resolve(client, players, [pym, j.defend("b1", "energy", 5)]), 1)[
        "result"
    ] == ("blocked")


def test_an_attack_not_affected_by_a_card_with_the_word_teammate(client, catalogue):
    players = boards.board("Baron Mordo", "Super Skrull", b=3)
    players["B"]["front_line"][1]["name"] = "Alpha Flight"
    spell = j.special("a1", "b1", SILENCE)
    assert _of_play(j.resolve(client, players, [spell, _card("b2", GUARDIAN)]), 1)["result"] == (
        "illegal"
    )
    assert _of_play(j.resolve(client, players, [spell, _card("b1", SKRULL)]), 1)["result"] == (
        "avoided"
    )


# --- strings of attacks (MR.5.string)


@pytest.mark.parametrize(("card", "name"), [(HAVOK, "Havok"), (HELLFIRE, "The Hellfire Club")])
def test_one_more_attack_of_any_type(client, catalogue, card, name):
    players = boards.board(name)
    plays = [j.special("a1", "b1", card), j.power("a1", "b2", "intellect", 5)]
    assert _of_play(j.resolve(client, players, plays), 1)["result"] == "attack"
    third = [*plays, j.power("a1", "b1", "energy", 4)]
    assert _of_play(j.resolve(client, players, third), 2)["result"] == "illegal"


def test_one_more_energy_attack(client, catalogue):
    players = boards.board("Metallo")
    first = j.special("a1", "b1", ARSENAL)
    assert _of_play(j.resolve(client, players, [first, j.power("a1", "b2", "energy", 5)]), 1)[
        "result"
    ] == ("attack")
    assert _of_play(j.resolve(client, players, [first, j.power("a1", "b2", "fighting", 5)]), 1)[
        "result"
    ] == ("illegal")


# --- damage added on success


def test_two_more_damage_when_the_attack_succeeds(client, catalogue):
    players = boards.board("Hazard")
    laser = j.special("a1", "b1", HAZARD)
    answer = j.resolve(client, players, [laser, *PASSES])
    assert answer["steps"][0]["value"] == 4
    assert _hits(answer, "B") == [("energy", 6)] and answer["venture"]["A"]["total"] == 6
    blocked = j.resolve(client, players, [laser, j.defend("b1", "energy", 4)])
    assert _of_play(blocked, 1)["result"] == "blocked" and _hits(blocked, "B") == []


def test_a_special_played_with_an_intellect_power_card_adds_two_damage(client, catalogue):
    players = boards.board("Bane")
    attack = j.special("a1", "b1", INTIMIDATION, {"power": "intellect", "value": 5})
    answer = j.resolve(client, players, [attack])
    assert answer["steps"][0]["value"] == 5 and _hits(answer, "B") == [("intellect", 7)]
    energy = j.special("a1", "b1", INTIMIDATION, {"power": "energy", "value": 5})
    assert j.results(j.resolve(client, players, [energy]))[0] == "illegal"


def test_a_successful_attack_then_acts_as_a_level_8_intellect_power_card(client, catalogue):
    grid = {**j.GRID, "intellect": 8}
    players = boards.board("Sabretooth", a_grid=grid)
    answer = j.resolve(client, players, [j.special("a1", "b1", DANGEROUS)])
    assert answer["steps"][0]["value"] == 2
    assert ("intellect", 8) in _hits(answer, "B")


# --- the attack's own character gains (OR.attack.special, MR.19)


def test_a_team_one_more_to_all_actions_for_the_battle(client, catalogue):
    players = boards.board("Metropolis S.C.U.")
    plays = [
        _play("a1", PARAMILITARY),
        j.power("b1", "a1", "energy", 6),
        j.defend("a1", "energy", 5),
        j.power("a1", "b1", "energy", 5),
    ]
    answer = j.resolve(client, players, plays)
    assert _of_play(answer, 2)["result"] == "blocked"
    assert _of_play(answer, 3)["value"] == 6


def test_a_special_attack_may_combine_with_one_universe_card_counted_in_the_venture(
    client, catalogue
):
    """The universe card's bonus goes onto a Power card played with it (OR.universe-basic), so
    the special takes the two together (MR.7); the bonus then counts in the venture."""
    players = boards.board("She Hulk")
    universe = boards.basic_universe("strength", 4, 3)
    power = {"power": "strength", "value": 3}
    plays = [j.special("a1", "b1", SMASH, power, universe), *PASSES]
    answer = j.resolve(client, players, plays)
    assert answer["steps"][0]["value"] == 4 + 3 + 3
    assert answer["venture"]["A"]["total"] == 4 + 3 + 3


def test_a_special_acting_as_a_power_card_attacks_or_defends_without_universe(client, catalogue):
    players = boards.board("Brainiac", "Brainiac")
    attack = j.special("a1", "b1", WARWORLD)
    assert j.resolve(client, players, [attack])["steps"][0]["value"] == 5
    defense = [j.power("a1", "b1", "strength", 5), _card("b1", WARWORLD)]
    assert _of_play(j.resolve(client, players, defense), 1)["result"] == "blocked"
    universe = j.special("a1", "b1", WARWORLD, boards.basic_universe("strength", 5, 3))
    assert j.results(j.resolve(client, players, [universe]))[0] == "illegal"


# --- attacks after the opponent concedes (MR.10.concede)


@pytest.mark.parametrize(
    ("card", "name", "icon"),
    [(MARKSMAN, "Mystique", "fighting"), (DARK_THOUGHTS, "Onslaught", "intellect")],
)
def test_an_attack_after_the_opponent_concedes_which_may_be_defended(
    client, catalogue, card, name, icon
):
    players = boards.board(name)
    concede = {"type": "concede", "player": "B"}
    plays = [OPENING, concede, j.special("a1", "b1", card), j.defend("b1", icon, 2)]
    answer = j.resolve(client, players, plays)
    assert _of_play(answer, 2)["result"] == "attack" and _of_play(answer, 3)["result"] == (
        "blocked"
    )


def test_a_plain_attack_may_not_answer_a_concession(client, catalogue):
    concede = {"type": "concede", "player": "B"}
    plain = [OPENING, concede, j.power("a1", "b1", "fighting", 2)]
    assert _of_play(j.resolve(client, boards.board(), plain), 2)["result"] == "illegal"


# --- avoids (OR.defense)


@pytest.mark.parametrize(("card", "name"), [(SKRULL, "Super Skrull"), (ILLUSION, "Psylocke")])
def test_an_avoid_of_an_attack_on_its_own_character(client, catalogue, card, name):
    players = boards.board(b1=name)
    own = [j.special("a1", "b1", BLOCKBUSTER), _card("b1", card)]
    assert _of_play(j.resolve(client, boards.board("Marauders", name), own), 1)["result"] == (
        "avoided"
    )
    mate = [j.power("a1", "b2", "energy", 5), _card("b1", card)]
    assert _of_play(j.resolve(client, players, mate), 1)["result"] == "illegal"


def test_a_teammate_may_avoid_an_attack(client, catalogue):
    players = boards.board(b1="Alpha Flight")
    for_mate = [j.power("a1", "b2", "energy", 5), _card("b1", GUARDIAN)]
    assert _of_play(j.resolve(client, players, for_mate), 1)["result"] == "avoided"
    own = [j.power("a1", "b1", "energy", 5), _card("b1", GUARDIAN)]
    assert _of_play(j.resolve(client, players, own), 1)["result"] == "illegal"


@pytest.mark.parametrize(
    ("icon", "result"), [("fighting", "avoided"), ("strength", "avoided"), ("energy", "illegal")]
)
def test_an_avoid_of_fighting_or_strength_attacks(client, catalogue, icon, result):
    players = boards.board(b1="Azrael")
    plays = [j.power("a1", "b1", icon, 5), _card("b1", ARMOR)]
    assert _of_play(j.resolve(client, players, plays), 1)["result"] == result


@pytest.mark.parametrize(("icon", "result"), [("strength", "avoided"), ("energy", "illegal")])
def test_a_reserve_character_lets_a_teammate_avoid_a_strength_attack(
    client, catalogue, icon, result
):
    players = boards.board(b_more={"reserve": j.char("b3", "Strong Guy")})
    plays = [j.power("a1", "b1", icon, 5), _card("b3", BODYGUARD)]
    assert _of_play(j.resolve(client, players, plays), 1)["result"] == result
