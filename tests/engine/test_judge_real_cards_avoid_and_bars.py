"""Judge situations naming real cards of the three new sets: avoids that also keep their
character from being attacked, negates limited to attacks on their own character, and
specials in play that keep a character from attacking or being attacked."""

from __future__ import annotations

import pytest

from tests.engine import judge_real_cards_api as j

pytestmark = pytest.mark.django_db

NAMED = (
    "Fairchild - Impenetrable",
    "Martian Manhunter - Alien Physique",
    "Captain Marvel™ - Power of Zeus",
    "Hawkman - Mace",
    "Malebolgia - Demonic Magick",
    "Mister Miracle - Oberon",
    "Green Arrow - Kyudo Discipline",
    "Inhumans - Medusa",
)


@pytest.fixture
def catalogue(tmp_path):
    j.import_named(NAMED, tmp_path)


def _with(card: str, by: str = "b1") -> dict:
    return {"type": "defend", "by": by, "cards": [{"card": card}]}


@pytest.mark.parametrize(
    ("card", "name"),
    [
        ("Fairchild - Impenetrable", "Fairchild"),
        ("Martian Manhunter - Alien Physique", "Martian Manhunter"),
    ],
)
def test_an_avoid_that_keeps_its_character_from_being_attacked(client, catalogue, card, name):
    players = j.two_a_side(b1=name)
    plays = [j.power("a1", "b1", "energy", 7), _with(card), j.power("b2", "a1", "energy", 3)]
    plays.append(j.power("a2", "b1", "energy", 5))
    answer = j.resolve(client, players, plays)
    assert j.results(answer)[1] == "avoided"
    assert answer["steps"][-1]["result"] == "illegal"
    plays[-1] = j.power("a2", "b2", "energy", 5)
    assert j.resolve(client, players, plays)["steps"][-1]["result"] != "illegal"


def test_a_negate_only_of_specials_played_against_its_own_character(client, catalogue):
    players = j.two_a_side("Hawkman", "Captain Marvel")
    zeus = _with("Captain Marvel™ - Power of Zeus")
    on_him = j.resolve(client, players, [j.special("a1", "b1", "Hawkman - Mace"), zeus])
    assert j.results(on_him)[1] == "negated"
    on_mate = j.resolve(client, players, [j.special("a1", "b2", "Hawkman - Mace"), zeus])
    assert j.results(on_mate)[1] == "illegal"


@pytest.mark.parametrize(
    ("card", "player", "by", "target", "barred"),
    [
        ("Malebolgia - Demonic Magick", "A", "a1", "b1", "b1"),
        ("Mister Miracle - Oberon", "B", "b1", None, "b1"),
    ],
)
def test_a_character_that_may_neither_attack_nor_be_attacked(
    client, catalogue, card, player, by, target, barred
):
    players = j.two_a_side()
    effect = [j.played(card, player, by, target)]
    assert j.results(j.resolve(client, players, [j.power("a1", barred, "energy", 5)], effect))[
        0
    ] == ("illegal")
    plays = [j.power("a1", "b2", "energy", 5), j.power(barred, "a1", "energy", 4)]
    assert j.results(j.resolve(client, players, plays, effect))[-1] == "illegal"
    plays[-1] = j.power("b2", "a1", "energy", 4)
    assert j.results(j.resolve(client, players, plays, effect))[-1] == "hit"


@pytest.mark.parametrize("card", ["Green Arrow - Kyudo Discipline", "Inhumans - Medusa"])
def test_the_target_may_not_attack_this_battle(client, catalogue, card):
    players = j.two_a_side()
    effect = [j.played(card, "B", "b1", "a1")]
    assert j.results(j.resolve(client, players, [j.power("a1", "b1", "energy", 5)], effect))[0] == (
        "illegal"
    )
    assert j.results(j.resolve(client, players, [j.power("a2", "b1", "energy", 5)], effect))[0] == (
        "attack"
    )
