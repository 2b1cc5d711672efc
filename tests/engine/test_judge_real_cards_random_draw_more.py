"""A second draw at random from the cards of the ten sets no earlier situation named: avoids
of numerical attacks, attacks kept from being moved by an inherent ability, attacks on a
character lowered, an inherent ability lost to a successful attack, attacks taken over by a
teammate, two Power cards combined, attacks of a level or of a type chosen, a team barred
after a big attack, ratings raised, Power cards of a type raised, specials that act as Power
cards to defend, and hits removed from a permanent record, through ``resolve/``."""

from __future__ import annotations

import pytest

from tests.engine import boards
from tests.engine import judge_real_cards_api as j

pytestmark = pytest.mark.django_db

ROLLER = "Dazzler - Roller Queen"
AGENT = "Nick Fury™ - Agent of S.H.I.E.L.D."
PRODIGIOUS = "Captain Britain - Prodigious Strength"
ALLURE = "She Hulk (sic)™ - Emerald Allure"
SHIELD = "Steel™ - Human Shield"
MORPH = "Morph™ - Maximum Morph"
EYE_BEAMS = "Metallo™ - Eye Beams"
SCREAM = "Banshee™ - Super Scream"
STRUCKER = "Hydra - Baron Von Strucker"
FLARE = "Batman™ - Magnesium Flare"
FOOTSOLDIER = "Forge™ - Footsoldier Training"
STUNTMAN = "Mysterio™ - Stuntman"
GLIDER = "Orion - Astro-Glider"
OUTWIT = "Punisher™ - Outwit"
SHALLA = "Silver Surfer - Shalla Bal (sic)"
MIND_CONTROL = "Mandarin™ - Mind Control"
NAMED = (
    ROLLER,
    AGENT,
    PRODIGIOUS,
    ALLURE,
    SHIELD,
    MORPH,
    EYE_BEAMS,
    SCREAM,
    STRUCKER,
    FLARE,
    FOOTSOLDIER,
    STUNTMAN,
    GLIDER,
    OUTWIT,
    SHALLA,
    MIND_CONTROL,
    "Bastion",
    "X-Babies",
    "Hydra",
)
catalogue = boards.catalogue_of(NAMED)


def _of_play(answer: dict, n: int) -> dict:
    return next(s for s in answer["steps"] if s["play"] == n)


def _card(by: str, card: str, kind: str = "defend", **more) -> dict:
    return {"type": kind, "by": by, "cards": [{"card": card}], **more}


# --- answers to attacks


def test_an_avoid_of_any_numerical_attack(client, catalogue):
    players = boards.board(b1="Dazzler")
    plays = [j.power("a1", "b1", "energy", 7), _card("b1", ROLLER)]
    assert _of_play(j.resolve(client, players, plays), 1)["result"] == "avoided"


@pytest.mark.parametrize(("card", "name"), [(ALLURE, "She Hulk"), (SHIELD, "Steel")])
def test_an_attack_on_a_teammate_is_taken_over_and_may_be_defended(client, catalogue, card, name):
    players = boards.board(b1=name)
    shift = {"type": "shift", "player": "B", "by": "b1", "to": "b1", "cards": [{"card": card}]}
    plays = [j.power("a1", "b2", "energy", 5), shift, j.defend("b1", "energy", 6)]
    answer = j.resolve(client, players, plays)
    assert [_of_play(answer, n)["result"] for n in (1, 2)] == ["shifted", "blocked"]


def test_a_character_keeps_its_intellect_attacks_from_being_moved(client, catalogue):
    mind = {"card": {"card": MIND_CONTROL}, "player": "B", "by": "b1", "target": "b2"}
    shift = {"type": "shift", "player": "B", "to": "b2", "cards": []}
    shift["cards"] = [{"card": MIND_CONTROL, "from": "in_play"}]
    players = boards.board({"id": "a1", "card": "Bastion", "grid": j.GRID}, "Mandarin")
    intellect = [j.power("a1", "b1", "intellect", 5), shift]
    assert _of_play(j.resolve(client, players, intellect, [mind]), 1)["result"] == "illegal"
    energy = [j.power("a1", "b1", "energy", 5), shift]
    assert _of_play(j.resolve(client, players, energy, [mind]), 1)["result"] == "shifted"


def test_a_special_acting_as_a_power_card_defends(client, catalogue):
    players = boards.board(b1="Mysterio")
    plays = [j.power("a1", "b1", "fighting", 5), _card("b1", STUNTMAN)]
    assert _of_play(j.resolve(client, players, plays), 1)["result"] == "blocked"
    glider = boards.board(b1="Orion")
    plays = [j.power("a1", "b1", "energy", 6), _card("b1", GLIDER)]
    assert _of_play(j.resolve(client, glider, plays), 1)["result"] == "blocked"
    seven = [j.power("a1", "b1", "energy", 7), _card("b1", GLIDER)]
    assert _of_play(j.resolve(client, glider, seven), 1)["result"] == "illegal"


# --- attack values


def test_attacks_on_the_character_are_two_less(client, catalogue):
    agent = [j.played(AGENT, "B", "b1")]
    players = boards.board(b1="Nick Fury")
    on_fury = j.resolve(client, players, [j.power("a1", "b1", "energy", 6)], agent)
    assert on_fury["steps"][0]["value"] == 4
    on_mate = j.resolve(client, players, [j.power("a1", "b2", "energy", 6)], agent)
    assert on_mate["steps"][0]["value"] == 6


def test_a_special_played_raises_the_characters_energy_power_cards(client, catalogue):
    plays = [_card("a1", FLARE, "play"), j.power("b2", "a2", "energy", 1)]
    plays.append(j.power("a1", "b1", "energy", 4))
    answer = j.resolve(client, boards.board("Batman"), plays)
    assert _of_play(answer, 2)["value"] == 6
    mate = [_card("a1", FLARE, "play"), j.power("b2", "a2", "energy", 1)]
    mate.append(j.power("a2", "b1", "energy", 4))
    assert _of_play(j.resolve(client, boards.board("Batman"), mate), 2)["value"] == 4


@pytest.mark.parametrize(
    ("card", "name", "base", "other"),
    [(MORPH, "Morph", "fighting", "strength"), (EYE_BEAMS, "Metallo", "energy", "fighting")],
)
def test_two_power_cards_combined_for_one_attack(client, catalogue, card, name, base, other):
    cards = [{"card": card}, {"power": base, "value": 4}, {"power": other, "value": 3}]
    attack = {"type": "attack", "by": "a1", "target": "b1", "cards": cards}
    step = j.resolve(client, boards.board(name), [attack])["steps"][0]
    assert step["result"] == "attack" and step["value"] == 4 + 3
    cards[2] = {"power": "intellect", "value": 3}
    assert j.resolve(client, boards.board(name), [attack])["steps"][0]["result"] == "illegal"


def test_an_attack_of_either_type_named_twice(client, catalogue):
    attack = boards.played_as("a1", "b1", FOOTSOLDIER, "intellect")
    answer = j.resolve(client, boards.board("Forge"), [attack, j.defend("b1", "fighting", 3)])
    assert answer["steps"][0]["value"] == 4 and _of_play(answer, 1)["result"] == "illegal"
    hits = answer["state"]["players"]["B"]["front_line"][0]["hits"]
    assert [(h["icon"], h["value"]) for h in hits] == [("intellect", 4)]


def test_a_level_11_attack_after_which_the_character_may_not_attack(client, catalogue):
    scream = j.special("a1", "b1", SCREAM)
    plays = [scream, j.power("b1", "a2", "energy", 1), j.power("a1", "b2", "energy", 4)]
    answer = j.resolve(client, boards.board("Banshee"), plays)
    assert answer["steps"][0]["value"] == 11 and _of_play(answer, 2)["result"] == "illegal"
    mate = [scream, j.power("b1", "a2", "energy", 1), j.power("a2", "b2", "energy", 4)]
    assert _of_play(j.resolve(client, boards.board("Banshee"), mate), 2)["result"] == "attack"


def test_ratings_raised_to_7_for_the_game(client, catalogue):
    hydra = {"id": "a1", "card": "Hydra"}  # Intellect 3
    plays = [_card("a1", STRUCKER, "play"), j.power("b1", "a2", "energy", 1)]
    plays.append(j.power("a1", "b1", "intellect", 7))
    assert _of_play(j.resolve(client, boards.board(hydra), plays), 2)["result"] == "attack"
    plain = [j.power("a1", "b1", "intellect", 7)]
    assert _of_play(j.resolve(client, boards.board(hydra), plain), 0)["result"] == "illegal"


# --- an inherent ability lost, hits removed


def test_a_successful_attack_takes_away_the_targets_inherent_ability(client, catalogue):
    babies = {"id": "b1", "card": "X-Babies", "hits": j.hits("energy", 8, 2)}
    players = boards.board("Captain Britain", babies)
    plays = [j.special("a1", "b1", PRODIGIOUS), j.power("b2", "a2", "energy", 1)]
    plays.append(j.power("a1", "b1", "energy", 6))
    answer = j.resolve(client, players, plays)
    assert answer["ko"] and answer["ko"][0]["id"] == "b1"  # 10 + 5 + 6, with Power cards
    plain = [j.power("a1", "b1", "energy", 5), j.power("b2", "a2", "energy", 1)]
    plain.append(j.power("a1", "b1", "energy", 6))
    assert not j.resolve(client, players, plain)["ko"]


def test_hits_with_an_intellect_icon_leave_the_characters_record(client, catalogue):
    punisher = j.char("a1", "Punisher", hits=[*j.hits("intellect", 3, 4, 5), *j.hits("energy", 2)])
    answer = j.resolve(client, boards.board(punisher), [_card("a1", OUTWIT, "play")])
    left = answer["state"]["players"]["A"]["front_line"][0]["hits"]
    assert sorted((h["icon"], h["value"]) for h in left) in (
        [("energy", 2), ("intellect", 3)],
        [("energy", 2), ("intellect", 4)],
        [("energy", 2), ("intellect", 5)],
    )


def test_one_hit_leaves_the_characters_permanent_record(client, catalogue):
    surfer = j.char("a1", "Silver Surfer", hits=j.hits("energy", 6))
    answer = j.resolve(client, boards.board(surfer), [_card("a1", SHALLA, "play")])
    assert not answer["state"]["players"]["A"]["front_line"][0].get("hits")
