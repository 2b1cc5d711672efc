"""Judge situations naming real cards of the seven older sets, in the wordings of issue 12's
families: KO limits of characters by power type, avoid permissions for the team in a level
range, a special that combines with its own type or a universe card, and follow-ups for each
front-line teammate or of one type."""

from __future__ import annotations

import pytest

from tests.engine import judge_real_cards_api as j

pytestmark = pytest.mark.django_db

NAMED = (
    "Punisher™",
    "Red Skull™",
    "Deadpool™",
    "Elektra™",
    "Doctor Doom™ - Diplomatic Immunity",
    "Dr. Strange™ - Defender",
    "Cyclops™ - Remove Visor",
    "Thorn™ - Battle Instinct",
    "Dazzler - Focus Energy",
    "Nightwing™ - Escrima Sticks",
)
PASSES = [{"type": "pass"}, {"type": "pass"}]


@pytest.fixture
def catalogue(tmp_path):
    j.import_named(NAMED, tmp_path)


def _board(attacker: dict | None = None, defender: dict | None = None) -> dict:
    return {
        "A": {
            "front_line": [
                attacker or j.char("a1", "Ace"),
                j.char("a2", "Mate"),
                j.char("a3", "Tri"),
            ]
        },
        "B": {"front_line": [defender or j.char("b1", "Bolt"), j.char("b2", "Bee")]},
    }


@pytest.mark.parametrize(("card", "icon"), [("Punisher™", "fighting"), ("Red Skull™", "intellect")])
def test_a_type_that_never_cumulative_kos_the_character(client, catalogue, card, icon):
    target = {"id": "b1", "card": card, "hits": j.hits(icon, 8, 8)}
    assert not j.resolve(client, _board(defender=target), [j.power("a1", "b1", icon, 6)])["ko"]
    target["hits"] = j.hits("strength", 8, 8)
    ko = j.resolve(client, _board(defender=target), [j.power("a1", "b1", "strength", 6)])["ko"]
    assert ko and ko[0]["kind"] == "cumulative"


@pytest.mark.parametrize(("card", "icon"), [("Deadpool™", "multipower"), ("Elektra™", "fighting")])
def test_a_type_that_never_counts_toward_the_characters_spectrum_ko(client, catalogue, card, icon):
    target = {"id": "b1", "card": card, "hits": [*j.hits("energy", 2), *j.hits("strength", 2)]}
    attack = j.power("a1", "b1", icon, 2)
    if icon == "multipower":
        attack["cards"][0]["icons"] = ["fighting", "intellect"]
    assert not j.resolve(client, _board(defender=target), [attack])["ko"]
    ko = j.resolve(client, _board(defender=target), [j.power("a1", "b1", "intellect", 2)])["ko"]
    assert ko and ko[0]["kind"] == "spectrum"


@pytest.mark.parametrize(
    ("card", "name", "icon"),
    [
        ("Doctor Doom™ - Diplomatic Immunity", "Doctor Doom", "intellect"),
        ("Dr. Strange™ - Defender", "Dr. Strange", "energy"),
    ],
)
def test_a_level_range_of_a_type_avoids_attacks_on_the_holder_or_a_teammate(
    client, catalogue, card, name, icon
):
    players = _board(defender=j.char("b1", name))
    granted = [j.played(card, "B", "b1")]
    on_mate = j.power("a1", "b2", "strength", 7)
    assert j.results(j.resolve(client, players, [on_mate, j.defend("b1", icon, 6)], granted))[
        1
    ] == ("avoided")
    on_self = j.power("a1", "b1", "strength", 7)
    assert j.results(j.resolve(client, players, [on_self, j.defend("b1", icon, 8 - 1)], granted))[
        1
    ] == ("avoided")
    assert j.results(j.resolve(client, players, [on_mate, j.defend("b1", icon, 6)]))[1] == "illegal"


def test_a_special_combines_with_one_card_of_its_own_type(client, catalogue):
    players = _board(j.char("a1", "Cyclops"))
    visor = "Cyclops™ - Remove Visor"
    step = j.resolve(
        client, players, [j.special("a1", "b1", visor, {"power": "energy", "value": 6})]
    )
    assert step["steps"][0]["result"] == "attack" and step["steps"][0]["value"] == 12
    other = j.resolve(
        client, players, [j.special("a1", "b1", visor, {"power": "fighting", "value": 6})]
    )
    assert other["steps"][0]["result"] == "illegal"


def test_a_special_combined_with_a_universe_card_adds_its_bonus_to_the_venture(client, catalogue):
    players = _board(j.char("a1", "Thorn"))
    basic = {"universe": "basic", "icon": "intellect", "requires": 4, "bonus": 3}
    attack = j.special(
        "a1", "b1", "Thorn™ - Battle Instinct", {"power": "intellect", "value": 4}, basic
    )
    answer = j.resolve(client, players, [attack, j.power("b1", "a1", "energy", 4), *PASSES])
    assert answer["steps"][0]["result"] == "attack"
    assert any(i["item"].endswith("(+3)") for i in answer["venture"]["A"]["items"])


def test_each_front_line_teammate_may_make_one_energy_follow_up(client, catalogue):
    players = _board(j.char("a1", "Dazzler"))
    focus = j.special("a1", "b1", "Dazzler - Focus Energy")
    plays = [focus, j.power("a2", "b1", "energy", 4), j.power("a3", "b2", "energy", 4)]
    answer = j.resolve(client, players, plays)
    assert [s["result"] for s in answer["steps"] if s["result"] in ("attack", "illegal")] == [
        "attack",
        "attack",
        "attack",
    ]
    again = j.resolve(
        client, players, [focus, j.power("a2", "b1", "energy", 4), j.power("a2", "b2", "energy", 3)]
    )
    assert again["steps"][-1]["result"] == "illegal"
    own = j.resolve(client, players, [focus, j.power("a1", "b1", "energy", 4)])
    assert own["steps"][-1]["result"] == "illegal"
    other_type = j.resolve(client, players, [focus, j.power("a2", "b1", "fighting", 4)])
    assert other_type["steps"][-1]["result"] == "illegal"


def test_one_follow_up_of_the_specials_type(client, catalogue):
    players = _board(j.char("a1", "Nightwing"))
    sticks = j.special("a1", "b1", "Nightwing™ - Escrima Sticks")
    ok = j.resolve(client, players, [sticks, j.power("a1", "b2", "strength", 5)])
    assert [s["result"] for s in ok["steps"] if s["play"] == 1] == ["attack", "hit"]
    wrong = j.resolve(client, players, [sticks, j.power("a1", "b2", "energy", 5)])
    assert wrong["steps"][-1]["result"] == "illegal"
