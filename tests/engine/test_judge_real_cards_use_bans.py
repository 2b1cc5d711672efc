"""Judge situations naming real specials of the ten sets that bar cards for the rest of the
battle (MR.19): Power cards of a level range to attack, cards with an icon for one character
or a team, only for characters of a code and a high rating, and bars won by a successful
attack (MR.5.conditional), through ``resolve/``."""

from __future__ import annotations

import pytest

from tests.engine import boards
from tests.engine import judge_real_cards_api as j

pytestmark = pytest.mark.django_db

FORTUNATE = "Longshot™ - Fortunate Accident"  # Energy Power cards level 6 through 8
PANIC = "Morbius™ - Induce Panic"  # Intellect Power cards level 6 through 8
FLABBY = "Blob™ - Flabby Fighter"
SMART = "Grifter - Smart-Ass"
BLAQUESMITH = "Cable - Blaquesmith"
DUBBILEX = "Superboy™ - Dubbilex"
SEDUCTRESS = "Poison Ivy™ - Seductress"
ALLY = boards.ALLY
NAMED = (FORTUNATE, PANIC, FLABBY, SMART, BLAQUESMITH, DUBBILEX, SEDUCTRESS, ALLY)
STRONG = {"energy": 8, "fighting": 8, "strength": 7, "intellect": 8}


catalogue = boards.catalogue_of(NAMED)


def _board(b1: str = "Bolt", **a1_more) -> dict:
    return boards.board(j.char("a1", "Ace", grid=STRONG, **a1_more), b1, b_grid=STRONG)


def _first(client, players: dict, play: dict, in_play: list) -> dict:
    return j.resolve(client, players, [play], in_play)["steps"][0]


#: Player A's opening attack, so that player B's plays come on B's turn.
OPENING = j.power("a2", "b2", "energy", 2)


def _of_play(answer: dict, n: int) -> str:
    return next(s["result"] for s in answer["steps"] if s["play"] == n)


# --- "may not use <type> Power cards level 6 through 8 to attack"


@pytest.mark.parametrize(
    ("card", "name", "icon"), [(FORTUNATE, "Longshot", "energy"), (PANIC, "Morbius", "intellect")]
)
def test_an_opponents_power_cards_of_levels_6_to_8_may_not_attack(
    client, catalogue, card, name, icon
):
    bar = [j.played(card, "B", "b1")]
    high = _first(client, _board(name), j.power("a1", "b1", icon, 6), bar)
    assert high["result"] == "illegal" and "MR.19" in high["rules"]
    assert _first(client, _board(name), j.power("a1", "b1", icon, 5), bar)["result"] == "attack"
    other = "fighting"
    assert _first(client, _board(name), j.power("a1", "b1", other, 7), bar)["result"] == "attack"
    # the bar is on attacks: the same cards still defend
    plays = [OPENING, j.power("b1", "a1", icon, 7), j.defend("a1", icon, 8)]
    assert _of_play(j.resolve(client, _board(name), plays, bar), 2) == "blocked"
    # its own team is not barred
    own = j.resolve(client, _board(name), [OPENING, j.power("b1", "a1", icon, 8)], bar)
    assert _of_play(own, 1) == "attack"


# --- "Heroes on Opponent's Team with Fighting 7 or 8 may not use cards with a Fighting icon"


def test_only_heroes_of_a_high_rating_are_barred(client, catalogue):
    bar = [j.played(FLABBY, "B", "b1")]
    hero = _board("Blob", code="hero")
    assert _first(client, hero, j.power("a1", "b1", "fighting", 5), bar)["result"] == "illegal"
    low = _board("Blob", code="hero")
    low["A"]["front_line"][0]["grid"] = {**STRONG, "fighting": 6}
    assert _first(client, low, j.power("a1", "b1", "fighting", 5), bar)["result"] == "attack"
    assert _first(client, hero, j.power("a1", "b1", "energy", 5), bar)["result"] == "attack"


def test_a_villain_of_the_rating_is_not_barred(client, catalogue):
    bar = [j.played(FLABBY, "B", "b1")]
    villain = _board("Blob", code="villain")
    assert _first(client, villain, j.power("a1", "b1", "fighting", 5), bar)["result"] == "attack"


# --- a target character, or the whole team, may not use cards with an icon


def test_the_target_may_not_use_cards_with_the_icon_to_attack_or_defend(client, catalogue):
    bar = [j.played(SMART, "B", "b1", "a1")]
    players = _board("Grifter")
    assert _first(client, players, j.power("a1", "b1", "intellect", 5), bar)["result"] == "illegal"
    assert _first(client, players, j.power("a2", "b1", "intellect", 5), bar)["result"] == "attack"
    plays = [OPENING, j.power("b1", "a1", "energy", 5), j.defend("a1", "intellect", 6)]
    assert _of_play(j.resolve(client, players, plays, bar), 2) == "illegal"


def test_the_opponents_team_may_not_use_cards_with_an_intellect_icon(client, catalogue):
    bar = [j.played(DUBBILEX, "B", "b1")]
    players = _board("Superboy")
    for by in ("a1", "a2"):
        step = _first(client, players, j.power(by, "b1", "intellect", 5), bar)
        assert step["result"] == "illegal"
    multi = j.power("a1", "b1", "multipower", 5)
    multi["cards"][0]["icons"] = ["energy", "intellect"]
    assert _first(client, players, multi, bar)["result"] == "illegal"  # it has the icon
    own = j.resolve(client, players, [OPENING, j.power("b1", "a1", "intellect", 5)], bar)
    assert _of_play(own, 1) == "attack"


def test_a_successful_attack_bars_the_targets_intellect_cards(client, catalogue):
    players = _board()
    players["A"]["front_line"][0]["name"] = "Cable"
    attack = j.special("a1", "b1", BLAQUESMITH)
    answer = j.resolve(client, players, [attack, j.power("b1", "a1", "intellect", 5)])
    assert answer["steps"][0]["value"] == 7 and _of_play(answer, 1) == "illegal"
    blocked = [attack, j.defend("b1", "intellect", 8), j.power("b1", "a1", "intellect", 5)]
    assert _of_play(j.resolve(client, players, blocked), 2) == "attack"


# --- "may not use Universe cards to attack or defend against <character>"


def test_no_universe_card_attacks_or_defends_against_the_character(client, catalogue):
    bar = [j.played(SEDUCTRESS, "B", "b1")]
    players = _board("Poison Ivy")
    ally = {"type": "attack", "by": "a1", "target": "b1", "cards": [{"card": ALLY}]}
    assert _first(client, players, ally, bar)["result"] == "illegal"
    assert _first(client, players, {**ally, "target": "b2"}, bar)["result"] == "attack"
    basic = {"universe": "basic", "icon": "energy", "requires": 5, "bonus": 3}
    defense = {"type": "defend", "by": "a1", "cards": [{"power": "energy", "value": 5}, basic]}
    by_ivy = j.resolve(client, players, [OPENING, j.power("b1", "a1", "energy", 8), defense], bar)
    assert _of_play(by_ivy, 2) == "illegal"
    by_mate = j.resolve(client, players, [OPENING, j.power("b2", "a1", "energy", 7), defense], bar)
    assert _of_play(by_mate, 2) == "blocked"


def test_a_character_of_no_given_code_is_not_guessed_and_the_answer_says_so(client, catalogue):
    bar = [j.played(FLABBY, "B", "b1")]
    answer = j.resolve(client, _board("Blob"), [j.power("a1", "b1", "fighting", 5)], bar)
    assert answer["steps"][0]["result"] == "attack"  # not barred on a guess
    said = [w["text"] for w in answer["warnings"] if "hero/villain code" in w["text"]]
    assert said and "not applied" in said[0] and "Ace" in said[0]
