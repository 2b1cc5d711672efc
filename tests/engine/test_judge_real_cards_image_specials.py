"""Judge situations naming real specials of the Image set: attacks that grow with the table
(missions defeated, hits on the record, strong teammates), a follow-up with a teammate's
special, an attack no card with a word may touch, hits removed by type, attack and defense
bonuses of specials in play, a special needing a heavy record, follow-ups for every teammate,
and attacks kept where they are, through ``resolve/``."""

from __future__ import annotations

import pytest

from tests.engine import judge_real_cards_api as j

pytestmark = pytest.mark.django_db

TROOPER = "Backlash - Government Trooper"
NAMED = (
    TROOPER,
    "Witchblade - Energy Wrath",
    "Zealot - Coda Discipline",
    "Fairchild - Fist Full of Danger",
    "Grifter - Coda Training",
    "Savage Dragon - Dragon Brawl",
    "Grifter - WildC.A.T.",
    "Overtkill - Cyborg",
    "Curse - Techno-Life",
    "Ripclaw - Cyberforce",
    "Grifter - Nerves of Steel",
    "Savage Dragon - Freak Force",
    "Brass - Computer Tracking",
    "Mandarin™ - Mind Control",
)


@pytest.fixture
def catalogue(tmp_path):
    j.import_named(NAMED, tmp_path)


def _board(a1: str | dict = "Ace", b1: str = "Bolt", **a_more) -> dict:
    first = a1 if isinstance(a1, dict) else j.char("a1", a1)
    return {
        "A": {"front_line": [first, j.char("a2", "Grifter"), j.char("a3", "Third")], **a_more},
        "B": {"front_line": [j.char("b1", b1), j.char("b2", "Bee")]},
    }


def _first_value(client, players: dict, card: str) -> int:
    return j.resolve(client, players, [j.special("a1", "b1", card)])["steps"][0]["value"]


# --- attacks that grow with the table (MR.1)


def test_an_attack_grows_with_the_missions_in_the_defeated_pile(client, catalogue):
    missions = {"reserve": 5, "completed": 0, "defeated": 2}
    assert _first_value(client, _board("Backlash", missions=missions), TROOPER) == 3 + 2
    none = {"reserve": 7, "completed": 0, "defeated": 0}
    assert _first_value(client, _board("Backlash", missions=none), TROOPER) == 3


def test_an_attack_and_its_hit_grow_with_the_hits_on_the_record(client, catalogue):
    witch = j.char("a1", "Witchblade", hits=j.hits("energy", 2, 3))
    answer = j.resolve(client, _board(witch), [j.special("a1", "b1", "Witchblade - Energy Wrath")])
    assert answer["steps"][0]["value"] == 8 + 2
    hit = answer["state"]["players"]["B"]["front_line"][0]["hits"][0]
    assert hit["value"] == 10


def test_an_attack_grows_with_each_teammate_of_a_high_rating(client, catalogue):
    assert _first_value(client, _board("Zealot"), "Zealot - Coda Discipline") == 3 + 2
    weak = _board("Zealot")
    weak["A"]["front_line"][2]["grid"] = {**j.GRID, "fighting": 5}
    assert _first_value(client, weak, "Zealot - Coda Discipline") == 3 + 1


# --- follow-ups (MR.5.string)


def test_a_follow_up_may_be_made_with_a_teammates_special(client, catalogue):
    first = j.special("a1", "b1", "Fairchild - Fist Full of Danger")
    mate = j.resolve(
        client, _board("Fairchild"), [first, j.special("a1", "b1", "Grifter - Coda Training")]
    )
    assert [s["result"] for s in mate["steps"] if s["play"] == 1][0] == "attack"
    power = j.resolve(client, _board("Fairchild"), [first, j.power("a1", "b1", "energy", 3)])
    assert power["steps"][-1]["result"] == "illegal"
    alone = j.resolve(
        client, _board("Fairchild"), [j.special("a1", "b1", "Grifter - Coda Training")]
    )
    assert alone["steps"][0]["result"] == "illegal"  # only as that follow-up


def test_every_front_line_teammate_may_follow_up_once(client, catalogue):
    plays = [
        j.special("a1", "b1", "Savage Dragon - Freak Force"),
        j.power("a2", "b1", "energy", 3),
        j.power("a3", "b2", "energy", 3),
    ]
    answer = j.resolve(client, _board("Savage Dragon"), plays)
    assert [s["value"] for s in answer["steps"] if s["result"] == "attack"] == [3, 3, 3]


# --- what may answer an attack (MR.10, MR.5.restricted-defense)


def test_no_card_with_the_word_may_answer_the_attack(client, catalogue):
    avoid = {"type": "defend", "by": "b1", "cards": [{"card": "Grifter - WildC.A.T."}]}
    brawl = j.special("a1", "b2", "Savage Dragon - Dragon Brawl")
    answer = j.resolve(client, _board("Savage Dragon", "Grifter"), [brawl, avoid])
    assert j.results(answer)[1] == "illegal" and '"teammate"' in answer["steps"][1]["text"]
    plain = j.resolve(
        client, _board("Savage Dragon", "Grifter"), [j.power("a1", "b2", "fighting", 5), avoid]
    )
    assert j.results(plain)[1] == "avoided"


def test_an_attack_on_the_target_may_not_be_moved(client, catalogue):
    mind = {"card": {"card": "Mandarin™ - Mind Control"}, "player": "B", "by": "b1", "target": "b2"}
    shift = {"type": "shift", "player": "B", "to": "b2", "cards": []}
    shift["cards"] = [{"card": "Mandarin™ - Mind Control", "from": "in_play"}]
    plays = [j.power("a1", "b1", "energy", 5), shift]
    tracked = [mind, j.played("Brass - Computer Tracking", "A", "a1", "b1")]
    assert j.results(j.resolve(client, _board(b1="Mandarin"), plays, tracked))[1] == "illegal"
    assert j.results(j.resolve(client, _board(b1="Mandarin"), plays, [mind]))[1] == "shifted"


# --- records and bonuses (OR.hits, MR.19)


def test_hits_of_one_icon_are_removed_from_the_record(client, catalogue):
    hits = [*j.hits("fighting", 4, 3), *j.hits("energy", 2)]
    players = _board(j.char("a1", "Overtkill", hits=hits))
    play = {"type": "play", "by": "a1", "cards": [{"card": "Overtkill - Cyborg"}]}
    answer = j.resolve(client, players, [play])
    left = answer["state"]["players"]["A"]["front_line"][0]["hits"]
    assert [(h["icon"], h["value"]) for h in left] == [("energy", 2)]


def test_a_special_in_play_takes_two_from_attacks_on_its_character(client, catalogue):
    techno = [{"card": {"card": "Curse - Techno-Life"}, "player": "B", "by": "b1"}]
    techno[0]["duration"] = "battle"
    on_curse = j.resolve(client, _board(b1="Curse"), [j.power("a1", "b1", "energy", 6)], techno)
    assert on_curse["steps"][0]["value"] == 4
    elsewhere = j.resolve(client, _board(b1="Curse"), [j.power("a1", "b2", "energy", 6)], techno)
    assert elsewhere["steps"][0]["value"] == 6


def test_a_special_in_play_adds_one_to_its_targets_defenses(client, catalogue):
    plays = [j.power("a1", "b1", "energy", 6), j.defend("b1", "energy", 5)]
    cyber = [j.played("Ripclaw - Cyberforce", "B", "b1", "b1")]
    assert j.results(j.resolve(client, _board(b1="Ripclaw"), plays, cyber))[1] == "blocked"
    assert j.results(j.resolve(client, _board(b1="Ripclaw"), plays))[1] == "illegal"


def test_a_special_needs_hits_totalling_fifteen_on_its_characters_record(client, catalogue):
    light = _board(j.char("a1", "Grifter", hits=j.hits("energy", 5, 5)))
    attack = [j.special("a1", "b1", "Grifter - Nerves of Steel")]
    assert j.results(j.resolve(client, light, attack))[0] == "illegal"
    heavy = _board(j.char("a1", "Grifter", hits=j.hits("energy", 5, 5, 5)))
    assert j.resolve(client, heavy, attack)["steps"][0]["value"] == 12
