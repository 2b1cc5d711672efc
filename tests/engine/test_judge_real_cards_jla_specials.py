"""Judge situations naming real specials of the JLA set: follow-ups limited to a kind of card,
attacks of a chosen type, ratings raised by a special in play, characters shielded by a card
in front of them or from one opponent, battles left to two characters, defense bonuses,
avoiding any numerical attack and teamwork bonuses doubled, through ``resolve/``."""

from __future__ import annotations

import pytest

from tests.engine import boards
from tests.engine import judge_real_cards_api as j

pytestmark = pytest.mark.django_db

SPEED = "Captain Marvel™ - Speed of Mercury"
KEYS = "The Joker - Keys to the Kingdom"
NAMED = (
    "Aquaman™ - Dolphin",
    "Bane™ - Intellectual Superiority",
    SPEED,
    "Captain Marvel™",
    "Darkseid - Kalibak™",
    "Darkseid - Granny Goodness™",
    "Hawkman - The Winged Warrior",
    "Martian Manhunter - Maleable Form",
    "Parallax - In Blackest Night",
    KEYS,
    "Hawkman - Mace",
    "6 Energy Intellect/Fighting +1 +2",
)


catalogue = boards.catalogue_of(NAMED)


def _board(a1: str | dict = "Ace", b1: str = "Bolt") -> dict:
    return boards.board(a1, b1, a=3)


def test_a_special_grants_one_more_special_and_nothing_else(client, catalogue):
    dolphin = j.special("a1", "b1", "Aquaman™ - Dolphin")
    again = j.resolve(
        client, _board("Aquaman"), [dolphin, j.special("a1", "b2", "Aquaman™ - Dolphin")]
    )
    assert [s["result"] for s in again["steps"] if s["play"] == 1][0] == "attack"
    power = j.resolve(client, _board("Aquaman"), [dolphin, j.power("a1", "b2", "energy", 4)])
    assert power["steps"][-1]["result"] == "illegal"


def test_a_special_of_two_types_attacks_as_the_one_played(client, catalogue):
    cards = [{"card": "Bane™ - Intellectual Superiority", "as": "intellect"}]
    plays = [{"type": "attack", "by": "a1", "target": "b1", "cards": cards}]
    answer = j.resolve(client, _board("Bane"), [*plays, j.defend("b1", "intellect", 7)])
    assert answer["steps"][0]["value"] == 9 and answer["steps"][1]["result"] == "illegal"
    hit = [s for s in answer["steps"] if s["result"] == "hit"][0]
    assert "Intellect" in hit["text"]


MARVEL = {"id": "a1", "card": "Captain Marvel™"}  # Fighting 4


def test_a_rating_raised_by_a_special_in_play_lets_higher_cards_be_used(client, catalogue):
    attack = [j.power("a1", "b1", "fighting", 7)]
    assert j.results(j.resolve(client, _board(dict(MARVEL)), attack))[0] == "illegal"
    answer = j.resolve(client, _board(dict(MARVEL)), attack, [j.played(SPEED, "A", "a1")])
    assert j.results(answer)[:2] == ["effect", "attack"]
    assert "MR.19" in answer["steps"][0]["rules"]


def test_a_rating_raised_by_a_special_played_this_battle(client, catalogue):
    plays = [
        {"type": "play", "by": "a1", "cards": [{"card": SPEED}]},
        j.power("b1", "a2", "energy", 3),
        j.power("a1", "b1", "fighting", 7),
    ]
    answer = j.resolve(client, _board(dict(MARVEL)), plays)
    assert [s["result"] for s in answer["steps"] if s["play"] == 2][0] == "attack"


def test_a_card_in_front_of_a_character_must_be_attacked_first(client, catalogue):
    kalibak = [j.played("Darkseid - Kalibak™", "B", "b1")]
    players = _board(b1="Darkseid")
    assert j.results(j.resolve(client, players, [j.power("a1", "b1", "energy", 5)], kalibak))[
        0
    ] == ("illegal")
    assert j.results(j.resolve(client, players, [j.power("a1", "b2", "energy", 5)], kalibak))[
        0
    ] == ("attack")


def test_a_target_opponent_may_not_attack_the_character(client, catalogue):
    form = [j.played("Martian Manhunter - Maleable Form", "B", "b1", "a1")]
    players = _board(b1="Martian Manhunter")
    assert j.results(j.resolve(client, players, [j.power("a1", "b1", "energy", 5)], form))[0] == (
        "illegal"
    )
    assert j.results(j.resolve(client, players, [j.power("a2", "b1", "energy", 5)], form))[0] == (
        "attack"
    )


def test_only_the_two_characters_may_fight_this_battle(client, catalogue):
    duel = {"type": "play", "by": "a1", "target": "b1", "cards": []}
    duel["cards"] = [{"card": "Hawkman - The Winged Warrior"}]
    others = j.resolve(client, _board("Hawkman"), [duel, j.power("b2", "a2", "energy", 3)])
    assert j.results(others)[-1] == "illegal"
    the_two = j.resolve(client, _board("Hawkman"), [duel, j.power("b1", "a1", "energy", 3)])
    assert j.results(the_two)[-1] == "hit"


def test_a_special_in_play_adds_two_to_its_characters_defenses(client, catalogue):
    shield = [
        {"card": {"card": "Parallax - In Blackest Night"}, "player": "B", "by": "b1"},
    ]
    shield[0]["duration"] = "battle"
    plays = [j.power("a1", "b1", "energy", 7), j.defend("b1", "energy", 5)]
    players = _board(b1="Parallax")
    assert j.results(j.resolve(client, players, plays, shield))[1] == "blocked"
    assert j.results(j.resolve(client, players, plays))[1] == "illegal"


@pytest.mark.parametrize("special", [False, True])
def test_any_numerical_attack_is_avoided(client, catalogue, special):
    attack = (
        j.special("a1", "b1", "Hawkman - Mace") if special else j.power("a1", "b1", "energy", 7)
    )
    keys = {"type": "defend", "by": "b1", "cards": [{"card": KEYS}]}
    answer = j.resolve(client, _board("Hawkman", "The Joker"), [attack, keys])
    assert j.results(answer)[1] == "avoided"


def test_a_special_in_play_doubles_teamwork_bonuses_of_one_type(client, catalogue):
    cards = [{"card": "6 Energy Intellect/Fighting +1 +2"}]
    plays = [
        {"type": "attack", "by": "a1", "target": "b1", "cards": cards},
        j.power("a2", "b1", "intellect", 5),
        j.power("a3", "b2", "fighting", 5),
    ]
    granny = [j.played("Darkseid - Granny Goodness™", "A", "a1")]
    steps = j.resolve(client, _board("Darkseid"), plays, granny)["steps"]
    assert [s["value"] for s in steps if s["result"] == "attack"] == [6, 5 + 1, 5 + 2 * 2]
