"""Judge situations naming real specials of the newer sets that grant follow-ups (MR.5.string):
one more attack by the character, by any character, by each front-line teammate, two more
attacks, a special of a type chosen as played, and a right to attack the reserve won by a
successful attack, through ``resolve/``."""

from __future__ import annotations

import pytest

from tests.engine import boards
from tests.engine import judge_real_cards_api as j

pytestmark = pytest.mark.django_db

COSMIC = "Adam Warlock - Cosmic Alliance"  # level 3 Fighting; each teammate 1 more attack
RAVERS = "Superboy - The Ravers"  # the same grant in the JLA set's wording
PUNCH = "The Flash - 1-2 (Thousand) Punch"  # level 2 Strength; 2 more attacks
PARADEMONS = "Any Character - Death from Above"  # level 4 Fighting; any character 1 more
PRETERNATURAL = "Spawn - Preternatural Powers"  # level 4 of the type played; 1 more attack
WRIST = "Curse - Wrist Rockets"
NAMED = (COSMIC, RAVERS, PUNCH, PARADEMONS, PRETERNATURAL, WRIST)


catalogue = boards.catalogue_of(NAMED)


def _board(a1: str = "Ace", **b_more) -> dict:
    return boards.board(a1, a=3, b_more=b_more)


def _by_play(answer: dict) -> dict[int, str]:
    """The result of each play's attack step (the last attack-like step of the play)."""
    out: dict[int, str] = {}
    for s in answer["steps"]:
        if s["result"] in ("attack", "illegal", "hit", "blocked", "avoided"):
            out.setdefault(s["play"], s["result"])
    return out


# --- each front-line teammate may make one more attack


@pytest.mark.parametrize(("card", "name"), [(COSMIC, "Adam Warlock"), (RAVERS, "Superboy")])
def test_each_front_line_teammate_follows_up_once(client, catalogue, card, name):
    plays = [
        j.special("a1", "b1", card),
        j.power("a2", "b2", "energy", 5),
        j.power("a3", "b1", "fighting", 4),
    ]
    answer = j.resolve(client, _board(name), plays)
    assert answer["steps"][0]["value"] == 3
    assert _by_play(answer) == {0: "attack", 1: "attack", 2: "attack"}
    assert "MR.5.string" in [r for s in answer["steps"] for r in s["rules"]]


@pytest.mark.parametrize(("card", "name"), [(COSMIC, "Adam Warlock"), (RAVERS, "Superboy")])
def test_the_special_grants_no_follow_up_to_its_own_character(client, catalogue, card, name):
    plays = [j.special("a1", "b1", card), j.power("a1", "b2", "energy", 5)]
    assert _by_play(j.resolve(client, _board(name), plays))[1] == "illegal"


def test_a_teammate_follows_up_only_once(client, catalogue):
    plays = [
        j.special("a1", "b1", COSMIC),
        j.power("a2", "b2", "energy", 5),
        j.power("a2", "b1", "fighting", 4),
    ]
    assert _by_play(j.resolve(client, _board("Adam Warlock"), plays))[2] == "illegal"


# --- two more attacks, one more by any character


def test_two_additional_attacks_and_no_third(client, catalogue):
    follow = [j.power("a1", "b1", "energy", 5), j.power("a1", "b2", "intellect", 4)]
    plays = [j.special("a1", "b1", PUNCH), *follow]
    answer = j.resolve(client, _board("The Flash"), plays)
    assert answer["steps"][0]["value"] == 2
    assert _by_play(answer) == {0: "attack", 1: "attack", 2: "attack"}
    third = j.resolve(client, _board("The Flash"), [*plays, j.power("a1", "b1", "strength", 3)])
    assert _by_play(third)[3] == "illegal"


def test_any_character_may_make_the_additional_attack(client, catalogue):
    plays = [j.special("a1", "b1", PARADEMONS), j.power("a3", "b2", "strength", 6)]
    answer = j.resolve(client, _board(), plays)
    assert answer["steps"][0]["value"] == 4
    assert _by_play(answer) == {0: "attack", 1: "attack"}


def test_a_special_of_four_types_attacks_as_the_one_played_and_follows_up(client, catalogue):
    attack = {"type": "attack", "by": "a1", "target": "b1", "cards": []}
    attack["cards"] = [{"card": PRETERNATURAL, "as": "intellect"}]
    plays = [attack, j.defend("b1", "intellect", 4)]
    assert j.results(j.resolve(client, _board("Spawn"), plays))[1] == "blocked"
    follow = j.resolve(client, _board("Spawn"), [attack, j.power("a1", "b2", "energy", 5)])
    assert follow["steps"][0]["value"] == 4 and _by_play(follow)[1] == "attack"
    mate = j.resolve(client, _board("Spawn"), [attack, j.power("a2", "b2", "energy", 5)])
    assert _by_play(mate)[1] == "illegal"  # "May make": the character that played it


# --- a successful attack on the reserve opens it to the character's attacks


def test_a_special_used_against_the_reserve_lets_its_character_attack_the_reserve(
    client, catalogue
):
    players = _board("Curse", reserve=j.char("b3", "Res"))
    on_reserve = j.special("a1", "b3", WRIST)
    defended = j.resolve(client, players, [on_reserve, j.defend("b3", "fighting", 5)])
    assert j.results(defended)[:2] == ["attack", "blocked"]  # the reserve may defend
    later = [on_reserve, j.power("b1", "a2", "energy", 3), j.power("a1", "b3", "energy", 5)]
    assert _by_play(j.resolve(client, players, later))[2] in ("attack", "hit")
    missed = [
        on_reserve,
        j.defend("b3", "fighting", 5),
        j.power("b1", "a2", "energy", 3),
        j.power("a1", "b3", "energy", 5),
    ]
    assert _by_play(j.resolve(client, players, missed))[3] == "illegal"
    plain = [j.power("a1", "b3", "energy", 5)]
    assert j.results(j.resolve(client, players, plain))[0] == "illegal"
