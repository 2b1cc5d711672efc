"""A third draw at random from the cards of the ten sets no earlier situation named: a target
kept from playing specials, one more special, attacks a defense of an icon may not answer,
an opponent's type out of the venture, a reserve attacked, a teammate's avoid of 9 or less,
a character nothing of an icon may be played against, an attack blocked twice, an avoid any
hero may make, hits of a type removed from the team and the reserve brought up, through
``resolve/``."""

from __future__ import annotations

import pytest

from tests.engine import boards
from tests.engine import judge_real_cards_api as j

pytestmark = pytest.mark.django_db

NEUTRALIZER = "Forge™ - The Neutralizer"
SHARON = "Captain America - Sharon Carter"  # level 5 Energy; 1 additional Special card
FOXFIRE = "Juggernaut - Foxfire"  # level 5 Energy; 1 additional Special card
CHIA = "Silver Sable™ - Chia"  # level 6 Fighting; not defended by a Strength icon
CHAOS = "Carnage™ - Combat Chaos"
EVIL_EYE = "Xaos - The Evil Eye"
SHIELD = "Mandarin™ - Electromagnetic Shield"
NIGHTWING = "Nightwing™ - Circus Acrobat"
DOUBLE = "Two-Face™ - Double Trouble"
GUARDIAN = "Any Hero - Guardian Angel"
DENSITY = "Thunderbird - Cellular Density"
RESERVE_UP = "Might over Mind - Justice League Case Files #179603.06"
NAMED = (
    NEUTRALIZER,
    SHARON,
    FOXFIRE,
    CHIA,
    CHAOS,
    EVIL_EYE,
    SHIELD,
    NIGHTWING,
    DOUBLE,
    GUARDIAN,
    DENSITY,
    RESERVE_UP,
)
catalogue = boards.catalogue_of(NAMED)
PASSES = [{"type": "pass"}, {"type": "pass"}]


def _of_play(answer: dict, n: int) -> dict:
    return next(s for s in answer["steps"] if s["play"] == n)


def _card(by: str, card: str, kind: str = "defend", **more) -> dict:
    return {"type": kind, "by": by, "cards": [{"card": card}], **more}


def test_the_target_may_not_play_specials_this_battle(client, catalogue):
    bar = [j.played(NEUTRALIZER, "B", "b1", "a1")]
    players = boards.board("Juggernaut")
    assert _of_play(j.resolve(client, players, [j.special("a1", "b1", FOXFIRE)], bar), 0)[
        "result"
    ] == ("illegal")
    assert _of_play(j.resolve(client, players, [j.power("a1", "b1", "energy", 5)], bar), 0)[
        "result"
    ] == ("attack")


@pytest.mark.parametrize(("card", "name"), [(SHARON, "Captain America"), (FOXFIRE, "Juggernaut")])
def test_one_more_special_and_no_power_card(client, catalogue, card, name):
    players = boards.board(name)
    again = j.resolve(client, players, [j.special("a1", "b1", card), j.special("a1", "b2", card)])
    assert _of_play(again, 0)["value"] == 5 and _of_play(again, 1)["result"] == "attack"
    power = j.resolve(
        client, players, [j.special("a1", "b1", card), j.power("a1", "b2", "energy", 4)]
    )
    assert _of_play(power, 1)["result"] == "illegal"


def test_an_attack_no_card_with_a_strength_icon_may_defend(client, catalogue):
    players = boards.board("Silver Sable")
    chia = j.special("a1", "b1", CHIA)
    assert _of_play(j.resolve(client, players, [chia, j.defend("b1", "strength", 7)]), 1)[
        "result"
    ] == ("illegal")
    assert _of_play(j.resolve(client, players, [chia, j.defend("b1", "fighting", 6)]), 1)[
        "result"
    ] == ("blocked")


def test_the_opponents_energy_power_cards_do_not_count(client, catalogue):
    plays = [
        _card("a1", CHAOS, "play"),
        j.power("b1", "a1", "energy", 5),
        j.power("a2", "b2", "energy", 4),
        j.power("b2", "a2", "fighting", 3),
        *PASSES,
    ]
    venture = j.resolve(client, boards.board("Carnage"), plays)["venture"]
    assert venture["A"]["total"] == 4 and venture["B"]["total"] == 3


def test_a_special_used_against_the_reserve_who_may_defend(client, catalogue):
    players = boards.board("Xaos", b_more={"reserve": j.char("b3", "Res")})
    eye = boards.played_as("a1", "b3", EVIL_EYE, "strength")
    assert _of_play(j.resolve(client, players, [eye]), 0)["value"] == 4
    assert _of_play(j.resolve(client, players, [eye, j.defend("b3", "energy", 4)]), 1)[
        "result"
    ] == ("blocked")
    power = j.power("a1", "b3", "energy", 4)
    assert _of_play(j.resolve(client, players, [power]), 0)["result"] == "illegal"


@pytest.mark.parametrize(("target", "result"), [("b2", "avoided"), ("b1", "illegal")])
def test_a_teammates_avoid_of_9_or_less(client, catalogue, target, result):
    attack = j.power("a1", target, "energy", 7)
    answer = j.resolve(client, boards.board(b1="Mandarin"), [attack, _card("b1", SHIELD)])
    assert _of_play(answer, 1)["result"] == result


def test_no_card_with_a_strength_icon_is_played_against_the_character(client, catalogue):
    bar = [j.played(NIGHTWING, "B", "b1")]
    players = boards.board(b1="Nightwing")
    multi = boards.multipower("a1", "b1", 5, "energy", "strength")
    for attack, result in [
        (j.power("a1", "b1", "strength", 5), "illegal"),
        (multi, "illegal"),
        (j.power("a1", "b1", "energy", 5), "attack"),
        (j.power("a1", "b2", "strength", 5), "attack"),
    ]:
        assert _of_play(j.resolve(client, players, [attack], bar), 0)["result"] == result


def test_a_power_card_attack_must_be_blocked_twice(client, catalogue):
    cards = [{"card": DOUBLE}, {"power": "strength", "value": 5}]
    attack = {"type": "attack", "by": "a1", "target": "b1", "cards": cards}
    once = j.resolve(client, boards.board("Two-Face"), [attack, j.defend("b1", "energy", 6)])
    assert _of_play(once, 1)["result"] == "illegal"
    two = j.defend("b1", "energy", 6)
    two["cards"].append({"power": "fighting", "value": 5})
    assert _of_play(j.resolve(client, boards.board("Two-Face"), [attack, two]), 1)["result"] == (
        "blocked"
    )


def test_any_hero_may_avoid_one_attack(client, catalogue):
    hero = boards.board(b1=j.char("b1", "Bolt", code="hero"))
    plays = [j.power("a1", "b1", "energy", 7), _card("b1", GUARDIAN)]
    assert _of_play(j.resolve(client, hero, plays), 1)["result"] == "avoided"


def test_a_successful_attack_removes_strength_power_card_hits_from_the_team(client, catalogue):
    thunder = j.char("a1", "Thunderbird", hits=[*j.hits("strength", 4), *j.hits("energy", 3)])
    players = boards.board(thunder)
    players["A"]["front_line"][1]["hits"] = j.hits("strength", 6)
    answer = j.resolve(client, players, [j.special("a1", "b1", DENSITY)])
    front = answer["state"]["players"]["A"]["front_line"]
    assert [(h["icon"], h["value"]) for h in front[0]["hits"]] == [("energy", 3)]
    assert not front[1].get("hits")


def test_an_event_brings_the_reserve_to_the_front_line(client, catalogue):
    players = boards.board(a_more={"reserve": j.char("a4", "Res")})
    event = [{"card": {"card": RESERVE_UP}, "player": "A"}]
    answer = j.resolve(client, players, [j.power("a4", "b1", "energy", 5)], event)
    assert _of_play(answer, 0)["result"] == "attack"


def test_hits_are_never_taken_off_the_target_in_place_of_the_characters_named(client, catalogue):
    target = j.char("b1", "Bolt", hits=j.hits("strength", 4))
    answer = j.resolve(
        client, boards.board("Thunderbird", target), [j.special("a1", "b1", DENSITY)]
    )
    hits = answer["state"]["players"]["B"]["front_line"][0]["hits"]
    assert ("strength", 4) in [(h["icon"], h["value"]) for h in hits]
    removed = [
        c["target"] for s in answer["steps"] for c in s["changes"] if c["op"] == "remove_hit"
    ]
    assert "b1" not in removed


def test_with_several_teammates_the_one_picked_is_named_or_the_answer_warns(client, catalogue):
    thunder = j.char("a1", "Thunderbird", hits=j.hits("strength", 4))
    players = boards.board(thunder, a=3)
    for mate in players["A"]["front_line"][1:]:
        mate["hits"] = j.hits("strength", 6)
    answer = j.resolve(client, players, [j.special("a1", "b1", DENSITY)])
    front = answer["state"]["players"]["A"]["front_line"]
    assert not front[0].get("hits")  # Thunderbird's own go
    assert all(m["hits"] for m in front[1:])  # the teammate is the player's pick: none guessed
    assert any("teammates" in w["text"] for w in answer["warnings"])


@pytest.mark.parametrize(("code", "result"), [("villain", "illegal"), (None, "illegal")])
def test_any_hero_may_not_avoid_an_attack_on_a_villain_or_an_uncoded_character(
    client, catalogue, code, result
):
    more = {"code": code} if code else {}
    board = boards.board(b1=j.char("b1", "Bolt", **more))
    plays = [j.power("a1", "b1", "energy", 7), _card("b1", GUARDIAN)]
    step = _of_play(j.resolve(client, board, plays), 1)
    assert step["result"] == result and "OR.code-rule" in step["rules"]
    assert ("no hero/villain code for Bolt" in step["text"]) is (code is None)
