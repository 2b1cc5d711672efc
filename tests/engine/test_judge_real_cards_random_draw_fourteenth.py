"""A fourteenth draw at random from the cards of the ten sets no earlier situation named (20
cards whose tree is ``full``, drawn with ``random.Random(2026_12_03)`` over specials, events,
locations, aspects, tactics and characters' inherent abilities, at most 4 a set:
``scripts/random_draw_fourteenth.py``): the situation a judge brings to the table with each
card named, and the ruling of the rulebooks, decided before any run, through ``resolve/``.
Rooms: attacks of a level and type, attacks granted against the same hero or with a bonus,
avoids (any, numerical), bars on being attacked (for the battle, by a value on the record),
the attacker barred after its attack, an action penalty on coded characters, a bar on a power
type for everyone, a grid gained, damage added, a spectrum KO barred for one type, an attack
moved to a teammate, a play for the next battle.

First run (before any fix): 35 of 42 passed, but four of them right only by a wrong reason (a
level 8 defense refused as beyond the defender's grid, not as below the attack): 31 of 42
right, 11 wrong, no 5xx.
Ten were the tests' own mistakes, mended without touching the engine: level 8 Power cards
played in defense by a character rated 7 (OR.power-card; eight situations, the four above
among them); Gauntlet Blasters' option named with the card's ``option``, where the option is
the one the attacks made take (two situations: the answer was a 400 naming the field).
One is a grammar miss, listed and left to the grammar (a strict xfail): "Opponent's heroes
are -1 to all actions" keeps "heroes" as the printed noun of the opponent's team, never as a
hero code, so an opposing villain is taken -1 too.
None was the engine's. After mending: 41 of 42 right and the grammar miss, no 5xx.
A second batch written after that run (no attack moved to Post after the plates, Force
Projection played in response): first run 2 of 2 right, no 5xx.
"""

from __future__ import annotations

import pytest

from tests.engine import boards
from tests.engine import judge_real_cards_api as j
from tests.engine.draw_situations import OPENING, PASS, hero, in_battle, play_result, string_of
from tests.engine.random_draw_sixth import _card, _hits, _of_play, _play

pytestmark = pytest.mark.django_db

SNOW_BLIND = "Iceman™ - Snow Blind"
EVOLUTION = "Apocalypse™ - Instant Evolution"
SPHERE = "Doctor Polaris - Magnetic Sphere"
MERCILESS = "Mr. Sinister™ - Merciless Mutant"
OVERWHELM = "Brood™ - Overwhelm"
STREET = "Thorn™ - Street Fighter"
CANNON = "Holocaust™ - Death Cannon"
SHADOWY = "Morbius™ - Shadowy Escape"
BLOB = "Blob™"
IMPACT = "Quicksilver™ - High Speed Impact"
SUB_ZERO = "Iceman™ - Sub Zero"
CAPTIVE = "Age of Apocalypse - Mutant Rebels Held Captive!"
BLASTERS = "Green Goblin™ - Gauntlet Blasters"
MINERVA = "Kree - Dr. Minerva"
IRON_FIST = "Heroes For Hire - Iron Fist"
CIRCUITS = "Sentinels™ - Learning Circuits"
BLAZE = "The Ray - In a Blaze of Power"
PLATES = "Post™ - Protective Plates"
DOUBLE_CROSS = "Joker™ - Double Cross"
FORCE = "Reyes - Force Projection"
DRAWN = (
    SNOW_BLIND, EVOLUTION, SPHERE, MERCILESS, OVERWHELM, STREET, CANNON, SHADOWY, BLOB, IMPACT,
    SUB_ZERO, CAPTIVE, BLASTERS, MINERVA, IRON_FIST, CIRCUITS, BLAZE, PLATES, DOUBLE_CROSS, FORCE,
)  # fmt: skip
#: Cards the situations need besides the ones drawn.
PHEROMONES = "Omega Red™ - Secret Pheromones"  # a targeted attack with no value
OTHERS = (PHEROMONES,)
catalogue = boards.catalogue_of((*DRAWN, *OTHERS))
#: A defender rated 8 in every power type (to play the level 8 Power cards).
EIGHTS = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
#: Blob's inherent ability, as the character card prints it.
BLOB_TEXT = "May not be Spectrum KO'd with Strength Power cards."


# --- attacks of a level and type (OR.attack.special, OR.defense)


@pytest.mark.parametrize(("value", "result"), [(6, "blocked"), (5, "illegal")])
def test_a_level_6_strength_attack(client, catalogue, value, result):
    players = boards.board("Iceman")
    answer = j.resolve(
        client, players, [j.special("a1", "b1", SUB_ZERO), j.defend("b1", "energy", value)]
    )
    assert answer["steps"][0]["value"] == 6 and j.results(answer)[1] == result


@pytest.mark.parametrize("icon", ["energy", "strength", "fighting", "intellect"])
def test_a_level_8_attack_of_the_type_chosen(client, catalogue, icon):
    players = boards.board("Holocaust", b_grid=EIGHTS)
    attack = boards.played_as("a1", "b1", CANNON, icon)
    answer = j.resolve(client, players, [attack, j.defend("b1", "energy", 8)])
    assert answer["steps"][0]["value"] == 8 and j.results(answer)[1] == "blocked"


@pytest.mark.parametrize("icon", ["energy", "fighting"])
def test_a_level_9_attack_is_beyond_any_power_card(client, catalogue, icon):
    players = boards.board("The Ray", b_grid=EIGHTS)
    attack = boards.played_as("a1", "b1", BLAZE, icon)
    answer = j.resolve(client, players, [attack, j.defend("b1", "energy", 8)])
    assert answer["steps"][0]["value"] == 9 and j.results(answer)[1] == "illegal"


def test_a_level_3_attack_opens_the_hand_if_successful(client, catalogue):
    answer = j.resolve(client, boards.board("Kree"), [j.special("a1", "b1", MINERVA)])
    assert answer["steps"][0]["value"] == 3 and _hits(answer, "B") == [("energy", 3)]
    assert answer["warnings"] == []  # the open hand stated for the table


# --- the attacker barred after its attack (MR.5.secondary)


@pytest.mark.parametrize(
    ("card", "name", "icon"),
    [(IMPACT, "Quicksilver", "strength"), (IRON_FIST, "Heroes For Hire", "fighting")],
)
def test_a_level_11_attack_then_no_more_attacks(client, catalogue, card, name, icon):
    players = boards.board(name, b_grid=EIGHTS)
    first = j.special("a1", "b1", card)
    answer = j.resolve(client, players, [first, j.defend("b1", icon, 8)])
    assert answer["steps"][0]["value"] == 11 and j.results(answer)[1] == "illegal"
    again = [first, PASS, j.power("a1", "b2", "energy", 5)]
    assert play_result(client, players, again, 2) == "illegal"
    mate = [first, PASS, j.power("a2", "b2", "energy", 5)]
    assert play_result(client, players, mate, 2) == "attack"


def test_the_bar_holds_even_when_the_attack_is_avoided(client, catalogue):
    players = boards.board("Quicksilver", "Doctor Polaris")
    plays = [j.special("a1", "b1", IMPACT), _card("b1", SPHERE), j.power("b2", "a2", "energy", 1)]
    plays.append(j.power("a1", "b2", "energy", 5))
    answer = j.resolve(client, players, plays)
    assert _of_play(answer, 1)["result"] == "avoided" and _of_play(answer, 3)["result"] == "illegal"


# --- attacks granted (MR.5.string, OR.code-rule)


def test_two_more_fighting_attacks_against_the_same_hero(client, catalogue):
    players = boards.board("Mr. Sinister", hero("b1", "Bolt"))
    follow = (j.power("a1", "b1", "fighting", 5), j.power("a1", "b1", "fighting", 4))
    assert string_of(client, players, MERCILESS, *follow) == (2, ["attack", "attack"])


@pytest.mark.parametrize(
    "follow",
    [j.power("a1", "b2", "fighting", 5), j.power("a1", "b1", "energy", 5)],
    ids=["other-target", "energy"],
)
def test_no_follow_up_on_another_character_or_of_another_type(client, catalogue, follow):
    players = boards.board("Mr. Sinister", hero("b1", "Bolt"))
    assert play_result(client, players, [j.special("a1", "b1", MERCILESS), follow], 1) == "illegal"


def test_two_additional_attacks_at_plus_one(client, catalogue):
    """The option is the one the attacks made take (two attacks: +1 each)."""
    players = boards.board("Green Goblin")
    plays = [j.special("a1", "b1", BLASTERS), j.power("a1", "b2", "energy", 5)]
    plays.append(j.power("a1", "b1", "fighting", 4))
    answer = j.resolve(client, players, plays)
    assert answer["steps"][0]["value"] == 1
    assert [_of_play(answer, n)["value"] for n in (1, 2)] == [6, 5]
    # the bonus is not applied to damage or the venture: 1 + 5 + 4
    assert answer["venture"]["A"]["total"] == 1 + 5 + 4


def test_one_additional_attack_at_plus_two_and_never_a_third(client, catalogue):
    players = boards.board("Green Goblin")
    plays = [j.special("a1", "b1", BLASTERS), j.power("a1", "b2", "energy", 5)]
    assert _of_play(j.resolve(client, players, plays), 1)["value"] == 7
    more = [*plays, j.power("a1", "b1", "energy", 4), j.power("a1", "b2", "energy", 3)]
    assert play_result(client, players, more, 3) == "illegal"


# --- damage added (OR.hits, MR.7)


def test_two_more_damage_when_the_fighting_attack_succeeds(client, catalogue):
    players = boards.board("Thorn")
    attack = {
        "type": "attack",
        "by": "a1",
        "target": "b1",
        "cards": [{"card": STREET}, {"power": "fighting", "value": 5}],
    }
    answer = j.resolve(client, players, [attack])
    assert answer["steps"][0]["value"] == 5 and sum(v for _, v in _hits(answer, "B")) == 7
    blocked = j.resolve(client, players, [attack, j.defend("b1", "energy", 5)])
    assert _hits(blocked, "B") == []


def test_street_fighter_takes_a_fighting_card_only(client, catalogue):
    players = boards.board("Thorn")
    attack = {
        "type": "attack",
        "by": "a1",
        "target": "b1",
        "cards": [{"card": STREET}, {"power": "energy", "value": 5}],
    }
    assert play_result(client, players, [attack], 0) == "illegal"


# --- avoids (OR.defense, MR.20)


@pytest.mark.parametrize(("target", "result"), [("b1", "avoided"), ("b2", "illegal")])
def test_a_pure_avoid_for_its_own_character(client, catalogue, target, result):
    players = boards.board(b1="Doctor Polaris")
    assert (
        play_result(client, players, [j.power("a1", target, "energy", 7), _card("b1", SPHERE)], 1)
        == result
    )


@pytest.mark.parametrize(
    ("attack", "result"),
    [(j.power("a1", "b1", "energy", 7), "avoided"), (None, "illegal")],
    ids=["numerical", "no-value"],
)
def test_morbius_avoids_a_numerical_attack_only(client, catalogue, attack, result):
    players = boards.board("Omega Red", hero("b1", "Morbius"))
    attack = attack or {
        "type": "attack",
        "by": "a1",
        "target": "b1",
        "cards": [{"card": PHEROMONES, "as": "energy"}],
    }
    assert play_result(client, players, [attack, _card("b1", SHADOWY)], 1) == result


def test_an_avoid_then_no_attack_on_post_for_the_battle(client, catalogue):
    players = boards.board(b1="Post")
    plays = [
        j.power("a1", "b1", "energy", 6),
        _card("b1", PLATES),
        j.power("b2", "a2", "energy", 1),
    ]
    plays.append(j.power("a1", "b1", "energy", 5))
    answer = j.resolve(client, players, plays)
    assert _of_play(answer, 1)["result"] == "avoided" and _of_play(answer, 3)["result"] == "illegal"
    mate = [*plays[:3], j.power("a1", "b2", "energy", 5)]
    assert play_result(client, players, mate, 3) == "attack"


# --- bars on being attacked (MR.19)


@pytest.mark.parametrize(("target", "result"), [("b1", "illegal"), ("b2", "attack")])
def test_reyes_may_not_be_attacked_for_the_battle(client, catalogue, target, result):
    players = boards.board(b1="Reyes")
    in_play = in_battle(FORCE, "B", "b1")
    assert play_result(client, players, [j.power("a1", target, "energy", 5)], 0, in_play) == result


@pytest.mark.parametrize(
    ("attack", "result"),
    [
        (j.power("a1", "b1", "fighting", 5), "illegal"),
        (j.power("a1", "b1", "energy", 6), "attack"),
        (j.special("a1", "b1", SUB_ZERO), "attack"),
    ],
    ids=["same-value", "other-value", "special"],
)
def test_no_power_card_of_a_value_on_the_record(client, catalogue, attack, result):
    power_hit = {"icon": "energy", "value": 5, "record": "permanent", "source": "power"}
    sentinels = j.char("b1", "Sentinels", hits=[power_hit])
    players = boards.board("Iceman", sentinels)
    in_play = [j.played(CIRCUITS, "B", "b1")]
    assert play_result(client, players, [attack], 0, in_play) == result


# --- an action penalty on coded characters, a bar on a power type (MR.19, OR.events)


@pytest.mark.parametrize(
    ("code", "value"),
    [
        ("hero", 4),
        pytest.param(
            "villain",
            5,
            marks=boards.grammar_miss(
                '"Opponent\'s heroes" is kept as a printed noun (team_noun) for the'
                " opponent's team, never a hero code (who_code): a villain is read as one of them"
            ),
        ),
    ],
)
def test_opposing_heroes_are_minus_one_to_attacks(client, catalogue, code, value):
    players = boards.board("Iceman", hero("b1", "Bolt", code))
    plays = [OPENING, j.power("b1", "a1", "energy", 5)]
    answer = j.resolve(client, players, plays, in_battle(SNOW_BLIND, "A", "a1"))
    assert _of_play(answer, 1)["value"] == value


def test_an_opposing_hero_is_minus_one_to_defense(client, catalogue):
    players = boards.board("Iceman", hero("b1", "Bolt"))
    plays = [j.power("a1", "b1", "energy", 5), j.defend("b1", "energy", 5)]
    assert play_result(client, players, plays, 1, in_battle(SNOW_BLIND, "A", "a1")) == "illegal"


@pytest.mark.parametrize(
    ("plays", "n", "result"),
    [
        ([j.power("a1", "b1", "strength", 5)], 0, "illegal"),
        ([j.power("a1", "b1", "energy", 5)], 0, "attack"),
        ([j.power("a1", "b1", "energy", 5), j.defend("b1", "strength", 6)], 1, "illegal"),
    ],
    ids=["strength-attack", "energy-attack", "strength-defense"],
)
def test_no_strength_power_card_this_battle(client, catalogue, plays, n, result):
    event = [{"card": {"card": CAPTIVE}, "player": "A"}]
    assert play_result(client, boards.board(), plays, n, event) == result


# --- a grid gained (MR.5.conditional, OR.power-card)


@pytest.mark.parametrize(
    ("defense", "result"), [([], "attack"), ([j.defend("b1", "energy", 6)], "illegal")]
)
def test_brood_gains_the_targets_grid_if_successful(client, catalogue, defense, result):
    grid = {"energy": 6, "fighting": 3, "strength": 3, "intellect": 3}
    players = boards.board("Brood", a_grid=grid)
    plays = [j.special("a1", "b1", OVERWHELM), *defense, j.power("b2", "a2", "energy", 1)]
    plays.append(j.power("a1", "b1", "fighting", 7))
    assert play_result(client, players, plays, len(plays) - 1) == result


# --- a spectrum KO barred for one type (OR.ko.spectrum, OR.inherent)


@pytest.mark.parametrize(("icon", "ko"), [("strength", False), ("intellect", True)])
def test_blob_is_not_spectrum_kod_with_strength_power_cards(client, catalogue, icon, ko):
    blob = {"id": "b1", "name": "Blob", "grid": j.GRID, "inherent": BLOB_TEXT}
    blob["hits"] = j.hits("energy", 3) + j.hits("fighting", 3)
    answer = j.resolve(client, boards.board(b1=blob), [j.power("a1", "b1", icon, 4)])
    assert bool(answer["ko"]) == ko


# --- an attack moved to a teammate (MR.9)


def test_the_attack_on_joker_moved_to_a_teammate_who_defends(client, catalogue):
    players = boards.board(b1="Joker")
    shift = {
        "type": "shift",
        "player": "B",
        "by": "b1",
        "to": "b2",
        "cards": [{"card": DOUBLE_CROSS}],
    }
    answer = j.resolve(
        client, players, [j.power("a1", "b1", "energy", 5), shift, j.defend("b2", "energy", 5)]
    )
    assert j.results(answer)[1:3] == ["shifted", "blocked"]


def test_an_attack_on_a_teammate_is_not_moved_by_jokers_card(client, catalogue):
    players = boards.board(b1="Joker", b=3)
    shift = {
        "type": "shift",
        "player": "B",
        "by": "b1",
        "to": "b3",
        "cards": [{"card": DOUBLE_CROSS}],
    }
    assert play_result(client, players, [j.power("a1", "b2", "energy", 5), shift], 1) == "illegal"


# --- a play for the next battle (MR.10, MR.19)


def test_instant_evolution_is_played_on_its_turn_never_as_a_defense(client, catalogue):
    assert play_result(client, boards.board("Apocalypse"), [_play("a1", EVOLUTION)], 0) != "illegal"
    players = boards.board(b1="Apocalypse")
    plays = [j.power("a1", "b1", "energy", 5), _card("b1", EVOLUTION)]
    assert play_result(client, players, plays, 1) == "illegal"


# --- a second batch, written after the first run (its own first run in the docstring)


def test_no_attack_is_moved_to_post_after_the_plates(client, catalogue):
    players = boards.board(b1="Joker", b=3)
    players["B"]["front_line"][1]["name"] = "Post"
    shift = {
        "type": "shift",
        "player": "B",
        "by": "b1",
        "to": "b2",
        "cards": [{"card": DOUBLE_CROSS}],
    }
    plays = [j.power("a1", "b1", "energy", 5), shift]
    assert play_result(client, players, plays, 1, in_battle(PLATES, "B", "b2")) == "illegal"
    shift["to"] = "b3"
    assert play_result(client, players, plays, 1, in_battle(PLATES, "B", "b2")) == "shifted"


def test_force_projection_played_in_response_stops_the_attack(client, catalogue):
    players = boards.board(b1="Reyes")
    answer = j.resolve(client, players, [j.power("a1", "b1", "energy", 5), _card("b1", FORCE)])
    assert _of_play(answer, 1)["result"] != "illegal" and _hits(answer, "B") == []
