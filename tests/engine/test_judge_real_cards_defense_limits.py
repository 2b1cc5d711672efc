"""Judge situations naming real cards of the ten sets: defenses limited by a value or by what
the attack is made with (MR.5.restricted-defense, MR.10), avoids of one kind of attack, and
bars on attacking a character that last for the battle (MR.19), through ``resolve/``."""

from __future__ import annotations

import pytest

from tests.engine import boards
from tests.engine import judge_real_cards_api as j

pytestmark = pytest.mark.django_db

WALLOP = "Landslide - Wallop"
MANIPULATOR = "Shadow King - Telepathic Manipulator"  # "May only be bedefended" (sic)
PLUNDER = "Ka-Zar - Lord Kevin Plunder"
PROTECTOR = "Spawn - Protector of the Innocent"
GIFT = "Wonder Woman - Gift of Flight"
TEAM7 = "Backlash - Team 7"
KING = "Aquaman - King of the Seas™"
QUICK = "Blue Beetle™ - Quick Wits"
CLOTHES = "Black Canary™ - Working Clothes"
BALLISTIC = "Green Lantern - Goin' Ballistic"
FIELD = "Booster Gold™ - Energy Absorption Field"
SHIELD = "The Ray - Energy Shield"
SPLIT = "Hazard™ - Split™"
OMEGA = "Darkseid - Omega Effect"  # level 7 Intellect
BINARY = "Starjammers - Binary"  # level 11 Any-Power
ALLY = boards.ALLY
NAMED = (
    WALLOP,
    MANIPULATOR,
    PLUNDER,
    PROTECTOR,
    GIFT,
    TEAM7,
    KING,
    QUICK,
    CLOTHES,
    BALLISTIC,
    FIELD,
    SHIELD,
    SPLIT,
    OMEGA,
    BINARY,
    ALLY,
)


catalogue = boards.catalogue_of(NAMED)


def _board(a1: str = "Ace", b1: str = "Bolt", **b_more) -> dict:
    return boards.board(a1, b1, a_grid=boards.FIGHTER, b_more=b_more)


def _defend_card(by: str, card: str, **more) -> dict:
    return {"type": "defend", "by": by, "cards": [{"card": card, **more}]}


def _second(client, players: dict, attack: dict, defense: dict, in_play=None) -> str:
    return j.results(j.resolve(client, players, [attack, defense], in_play))[1]


# --- "may only be defended using a Power card with a value of 5 or greater"


@pytest.mark.parametrize(
    ("card", "name", "icon"),
    [(WALLOP, "Landslide", "intellect"), (MANIPULATOR, "Shadow King", "fighting")],
)
def test_a_level_0_attack_is_defended_only_by_a_power_card_of_5_or_more(
    client, catalogue, card, name, icon
):
    attack = j.special("a1", "b1", card)
    answer = j.resolve(client, _board(name), [attack, j.defend("b1", icon, 4)])
    assert answer["steps"][0]["value"] == 0
    assert (
        j.results(answer)[1] == "illegal"
        and "MR.5.restricted-defense" in answer["steps"][1]["rules"]
    )
    assert _second(client, _board(name), attack, j.defend("b1", icon, 5)) == "blocked"
    assert _second(client, _board(name), attack, _defend_card("b1", KING)) == "illegal"


# --- "may not be attacked with by a card with a Value of 7 or greater"


def test_a_character_may_not_be_attacked_with_a_card_of_7_or_more(client, catalogue):
    plunder = [j.played(PLUNDER, "B", "b1")]
    players = _board("Darkseid", "Ka-Zar")
    for attack, result in [
        (j.power("a1", "b1", "energy", 7), "illegal"),
        (j.power("a1", "b1", "energy", 6), "attack"),
        (j.special("a1", "b1", OMEGA), "illegal"),
        (j.power("a1", "b2", "energy", 7), "attack"),
    ]:
        assert j.results(j.resolve(client, players, [attack], plunder))[0] == result


# --- avoids of attacks of a value, of a kind, with an icon


def test_an_avoid_of_9_or_less_for_the_character_or_a_teammate(client, catalogue):
    players = _board("Starjammers", "Spawn")
    assert _second(
        client, players, j.power("a1", "b2", "fighting", 8), _defend_card("b1", PROTECTOR)
    ) == ("avoided")
    assert _second(
        client, players, j.power("a1", "b1", "energy", 7), _defend_card("b1", PROTECTOR)
    ) == ("avoided")
    binary = j.special("a1", "b1", BINARY)
    assert _second(client, players, binary, _defend_card("b1", PROTECTOR)) == "illegal"


def test_an_avoid_for_a_teammate_only(client, catalogue):
    players = _board(b1="Wonder Woman")
    assert _second(client, players, j.power("a1", "b2", "energy", 6), _defend_card("b1", GIFT)) == (
        "avoided"
    )
    assert _second(client, players, j.power("a1", "b1", "energy", 6), _defend_card("b1", GIFT)) == (
        "illegal"
    )


def test_an_attack_may_not_be_defended_by_a_card_from_a_battlesite(client, catalogue):
    site = {"card": "Outpost", "specials": [{"card": KING}]}
    players = _board("Backlash", "Aquaman", battlesite=site)
    attack = {
        "type": "attack",
        "by": "a1",
        "target": "b1",
        "cards": [{"card": TEAM7, "as": "strength"}],
    }
    from_site = _defend_card("b1", KING, **{"from": "battlesite"})
    assert _second(client, players, attack, from_site) == "illegal"
    assert _second(client, players, attack, _defend_card("b1", KING)) == "avoided"
    assert _second(client, players, attack, j.defend("b1", "strength", 5)) == "blocked"


def test_an_avoid_of_any_attack_made_with_a_power_card(client, catalogue):
    players = _board("Darkseid", "Blue Beetle")
    assert _second(
        client, players, j.power("a1", "b1", "energy", 7), _defend_card("b1", QUICK)
    ) == ("avoided")
    assert _second(client, players, j.special("a1", "b1", OMEGA), _defend_card("b1", QUICK)) == (
        "illegal"
    )


def test_an_avoid_of_an_attack_made_with_a_universe_card(client, catalogue):
    players = _board(b1="Black Canary")
    ally = {"type": "attack", "by": "a1", "target": "b1", "cards": [{"card": ALLY}]}
    assert _second(client, players, ally, _defend_card("b1", CLOTHES)) == "avoided"
    assert _second(
        client, players, j.power("a1", "b1", "energy", 5), _defend_card("b1", CLOTHES)
    ) == ("illegal")


def test_an_avoid_of_an_attack_that_contains_a_strength_icon(client, catalogue):
    players = _board(b1="Green Lantern")
    multi = boards.multipower("a1", "b1", 5, "energy", "strength")
    for attack, result in [
        (j.power("a1", "b1", "strength", 5), "avoided"),
        (multi, "avoided"),
        (j.power("a1", "b1", "energy", 5), "illegal"),
    ]:
        assert _second(client, players, attack, _defend_card("b1", BALLISTIC)) == result


def test_after_avoiding_energy_no_energy_power_card_is_played_against_the_team(client, catalogue):
    players = _board(b1="Booster Gold")
    opening = [j.power("a1", "b1", "energy", 5), _defend_card("b1", FIELD)]
    answer = j.resolve(
        client,
        players,
        [*opening, j.power("b1", "a1", "fighting", 3), j.power("a2", "b2", "energy", 4)],
    )
    assert j.results(answer)[1] == "avoided" and _last(answer) == "illegal"
    other = j.resolve(
        client,
        players,
        [*opening, j.power("b1", "a1", "fighting", 3), j.power("a2", "b2", "fighting", 4)],
    )
    assert _last(other) in ("attack", "hit")


def test_after_avoiding_energy_no_energy_power_card_is_played_against_the_character(
    client, catalogue
):
    players = _board(b1="The Ray")
    opening = [
        j.power("a1", "b1", "energy", 5),
        _defend_card("b1", SHIELD),
        j.power("b1", "a1", "fighting", 3),
    ]
    on_ray = j.resolve(client, players, [*opening, j.power("a2", "b1", "energy", 4)])
    assert _last(on_ray) == "illegal"
    on_mate = j.resolve(client, players, [*opening, j.power("a2", "b2", "energy", 4)])
    assert _last(on_mate) in ("attack", "hit")


def _last(answer: dict) -> str:
    last_play = max(s["play"] for s in answer["steps"] if s["play"] is not None)
    return next(s["result"] for s in answer["steps"] if s["play"] == last_play)


# --- no universe cards against a character (MR.19)


def test_no_universe_card_attacks_the_character_this_battle(client, catalogue):
    split = [j.played(SPLIT, "B", "b1")]
    players = _board(b1="Hazard")
    ally = {"type": "attack", "by": "a1", "target": "b1", "cards": [{"card": ALLY}]}
    assert j.results(j.resolve(client, players, [ally], split))[0] == "illegal"
    assert j.results(j.resolve(client, players, [ally]))[0] == "attack"
    elsewhere = {**ally, "target": "b2"}
    assert j.results(j.resolve(client, players, [elsewhere], split))[0] == "attack"
