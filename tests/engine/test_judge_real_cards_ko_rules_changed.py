"""Judge situations naming real specials of the ten sets that change how a character is KO'd
(OR.ko.cumulative, OR.ko.spectrum, MR.12.tko): no Cumulative KO for the game, Power card hits
of one type doubled toward it, attacks that never count toward a Spectrum KO, a KO by the next
level 2 hit of a kind, and normal KO rules restored over an inherent ability, through
``resolve/``."""

from __future__ import annotations

import pytest

from tests.engine import boards
from tests.engine import judge_real_cards_api as j

pytestmark = pytest.mark.django_db

ENDURANCE = "Vision™ - Android Endurance"
SCOURGE = "Red Skull - The Scourge"  # Strength Power card hits doubled
HISTORY = "Marrow - Morlock History"  # Intellect Power card hits doubled
GUN = "Green Lantern - ...This Is a Gun"
SNAKEROOT = "The Hand - Snakeroot"
SMARTS = "Fairchild - Super Smarts"  # KO'd by the next level 2 Intellect Power card hit
SAVAGE = "Savage Dragon - Savage Strength"  # ... by the next level 2 MultiPower hit
BACK_SNAP = "ShadowHawk - Back Snap"
NAMED = (ENDURANCE, SCOURGE, HISTORY, GUN, SNAKEROOT, SMARTS, SAVAGE, BACK_SNAP, "X-Babies")


catalogue = boards.catalogue_of(NAMED)


def _players(defender: dict, a1: str = "Ace") -> dict:
    return boards.board(a1, defender)


def _ko(client, players: dict, plays: list, in_play: list | None = None) -> list[dict]:
    return j.resolve(client, players, plays, in_play)["ko"]


#: Player B's answer between two attacks of player A.
ANSWER = j.power("b2", "a2", "energy", 2)


# --- no Cumulative KO for the rest of the game


def test_a_character_that_cannot_be_cumulative_kod_takes_any_points(client, catalogue):
    vision = j.char("b1", "Vision", hits=j.hits("energy", 8, 8))
    kept = [j.played(ENDURANCE, "B", "b1")]
    assert not _ko(client, _players(vision), [j.power("a1", "b1", "energy", 6)], kept)
    assert _ko(client, _players(vision), [j.power("a1", "b1", "energy", 6)])


def test_a_character_that_cannot_be_cumulative_kod_is_still_spectrum_kod(client, catalogue):
    vision = j.char("b1", "Vision", hits=[*j.hits("energy", 2), *j.hits("fighting", 2)])
    kept = [j.played(ENDURANCE, "B", "b1")]
    ko = _ko(client, _players(vision), [j.power("a1", "b1", "strength", 2)], kept)
    assert ko and ko[0]["kind"] == "spectrum"


def test_a_character_that_cannot_be_cumulative_kod_is_still_tkod(client, catalogue):
    vision = j.char("b1", "Vision", hits=[*j.hits("energy", 8), *j.hits("fighting", 8)])
    kept = [j.played(ENDURANCE, "B", "b1")]
    ko = _ko(client, _players(vision), [j.power("a1", "b1", "strength", 6)], kept)
    assert ko and ko[0]["kind"] == "tko"


# --- Power card hits of one type doubled toward a Cumulative KO


@pytest.mark.parametrize(("card", "icon"), [(SCOURGE, "strength"), (HISTORY, "intellect")])
def test_power_card_hits_of_the_type_count_double_on_the_target(client, catalogue, card, icon):
    doubled = [j.played(card, "A", "a1", "b1")]
    target = j.char("b1", "Bolt", hits=j.hits(icon, 5))
    ko = _ko(client, _players(target), [j.power("a1", "b1", icon, 6)], doubled)
    assert ko and ko[0]["kind"] == "cumulative"  # (5 + 6) x 2
    assert not _ko(client, _players(target), [j.power("a1", "b1", icon, 6)])  # 11
    assert not _ko(client, _players(target), [j.power("a1", "b1", "energy", 6)], doubled)  # 16
    other = j.char("b2", "Bee", hits=j.hits(icon, 5))
    players = _players(j.char("b1", "Bolt"))
    players["B"]["front_line"][1] = other
    assert not _ko(client, players, [j.power("a1", "b2", icon, 6)], doubled)  # not the target


# --- attacks that do not count toward a Spectrum KO


@pytest.mark.parametrize(("card", "name"), [(GUN, "Green Lantern"), (SNAKEROOT, "The Hand")])
def test_an_any_power_attack_counts_toward_cumulative_but_not_spectrum(
    client, catalogue, card, name
):
    two_types = j.char("b1", "Bolt", hits=[*j.hits("energy", 2), *j.hits("fighting", 2)])
    answer = j.resolve(client, _players(two_types, name), [j.special("a1", "b1", card)])
    assert answer["steps"][0]["value"] == 8 and not answer["ko"]
    heavy = j.char("b1", "Bolt", hits=[*j.hits("energy", 8), *j.hits("fighting", 6)])
    ko = _ko(client, _players(heavy, name), [j.special("a1", "b1", card)])
    assert ko and ko[0]["kind"] == "cumulative"  # 22 points, still two types


# --- KO'd by the next level 2 hit of a kind, regardless of inherent abilities


def test_a_successful_special_makes_the_next_level_2_intellect_hit_a_ko(client, catalogue):
    players = _players(j.char("b1", "Bolt"), "Fairchild")
    opening = [j.special("a1", "b1", SMARTS), ANSWER]
    ko = _ko(client, players, [*opening, j.power("a1", "b1", "intellect", 2)])
    assert ko and ko[0]["id"] == "b1"
    assert not _ko(client, players, [*opening, j.power("a1", "b1", "intellect", 3)])
    assert not _ko(client, players, [*opening, j.power("a1", "b1", "energy", 2)])
    blocked = [j.special("a1", "b1", SMARTS), j.defend("b1", "energy", 7), ANSWER]
    assert not _ko(client, players, [*blocked, j.power("a1", "b1", "intellect", 2)])


def test_the_next_level_2_multipower_hit_kos_even_a_character_safe_from_power_cards(
    client, catalogue
):
    babies = {"id": "b1", "card": "X-Babies"}
    players = _players(babies, "Savage Dragon")
    multi = j.power("a1", "b1", "multipower", 2)
    multi["cards"][0]["icons"] = ["energy", "fighting"]
    ko = _ko(client, players, [j.special("a1", "b1", SAVAGE), ANSWER, multi])
    assert ko and ko[0]["id"] == "b1"


def test_normal_ko_rules_hold_over_an_inherent_ability_after_a_successful_attack(client, catalogue):
    babies = {"id": "b1", "card": "X-Babies", "hits": j.hits("energy", 8, 4)}
    players = _players(babies, "ShadowHawk")
    ko = _ko(
        client,
        players,
        [j.special("a1", "b1", BACK_SNAP), ANSWER, j.power("a1", "b1", "energy", 5)],
    )
    assert ko and ko[0]["kind"] == "cumulative"  # 8 + 4 + 4 + 5
    plain = [j.power("a1", "b1", "energy", 4), ANSWER, j.power("a1", "b1", "energy", 5)]
    assert not _ko(client, players, plain)  # "may not be ... KO'd with Power cards"
