"""Judge situations naming real cards of the ten sets: specials and home bases in play that
change a KO (thresholds lowered for a target or a team, a team's threshold of 25, a KO waiting
for a hit, a KO by a total), the venture total (hits that do not count for the opponent), and
the discard phase (duplicates of a chosen Power card kept), through ``resolve/`` and
``checks/discard/``."""

from __future__ import annotations

import pytest

from tests.engine import judge_real_cards_api as j

pytestmark = pytest.mark.django_db

CLEVER = "Spider-Girl - Clever Fighter"
SISTERS = "Zealot - Sister's Support"
NAMED = (
    "Doctor Polaris - Black Hole Force Beam",
    "Marauders - Riptide",
    "Hydra - Fortunato",
    '"Ship"',
    "Brass - Armored Powerhouse",
    "Rapture - Mercy Killing",
    "Spider-Girl - Mayday",
    "Spider-Girl",
    "Zealot",
    "Grifter",
    "Grunge",
    "Fairchild",
    CLEVER,
    SISTERS,
)


@pytest.fixture
def catalogue(tmp_path):
    j.import_named(NAMED, tmp_path)


def _players(defender: dict, attacker: str = "Ace", **b_more) -> dict:
    return {
        "A": {"front_line": [j.char("a1", attacker), j.char("a2", "Mate")]},
        "B": {"front_line": [defender, j.char("b2", "Bee")], **b_more},
    }


def _ko(client, players: dict, plays: list, in_play: list | None = None) -> list[dict]:
    return j.resolve(client, players, plays, in_play)["ko"]


# --- KO thresholds changed by specials and home bases in play (OR.ko.cumulative, MR.19)


def test_a_special_lowers_its_targets_threshold_by_five(client, catalogue):
    target = j.char("b1", "Bolt", hits=j.hits("energy", 8, 5))  # 13
    beam = [j.played("Doctor Polaris - Black Hole Force Beam", "A", "a1", "b1")]
    attack = [j.power("a1", "b1", "fighting", 2)]
    ko = _ko(client, _players(target, "Doctor Polaris"), attack, beam)
    assert ko and ko[0]["kind"] == "cumulative"  # 15 of 15
    assert not _ko(client, _players(target, "Doctor Polaris"), attack)
    other = _players(j.char("b1", "Bolt"), "Doctor Polaris")
    other["B"]["front_line"][1] = j.char("b2", "Bee", hits=j.hits("energy", 8, 5))
    assert not _ko(client, other, [j.power("a1", "b2", "fighting", 2)], beam)  # not its target


def test_a_special_lowers_the_whole_opposing_teams_threshold_by_three(client, catalogue):
    riptide = [
        {
            "card": {"card": "Marauders - Riptide"},
            "player": "A",
            "by": "a1",
            "duration": "battle",
        }
    ]
    target = j.char("b1", "Bolt", hits=j.hits("energy", 8, 8))  # 16
    attack = [j.power("a1", "b1", "fighting", 1)]
    assert _ko(client, _players(target, "Marauders"), attack, riptide)  # 17 of 17
    assert not _ko(client, _players(target, "Marauders"), attack)


def test_a_one_per_deck_special_lowers_a_target_threshold_to_fifteen(client, catalogue):
    target = j.char("b1", "Bolt", hits=j.hits("energy", 8, 5))
    fortunato = [j.played("Hydra - Fortunato", "A", "a1", "b1")]
    ko = _ko(client, _players(target, "Hydra"), [j.power("a1", "b1", "fighting", 2)], fortunato)
    assert ko and ko[0]["kind"] == "cumulative"


def test_a_home_base_sets_its_teams_threshold_to_twenty_five(client, catalogue):
    target = j.char("b1", "Bolt", hits=j.hits("energy", 8, 8, 7))  # 23
    players = _players(target, home_base={"card": '"Ship"'})
    assert not _ko(client, players, [j.power("a1", "b1", "fighting", 1)])  # 24 of 25
    assert _ko(client, players, [j.power("a1", "b1", "fighting", 2)])  # 25 of 25
    plain = _players(j.char("b1", "Bolt", hits=j.hits("energy", 8, 8, 7)))
    assert _ko(client, plain, [j.power("a1", "b1", "fighting", 1)])  # 24 of 20


# --- KOs a special brings (MR.1, OR.ko.effects)


def test_a_ko_waits_for_the_next_level_two_hit_of_the_named_type(client, catalogue):
    target = j.char("b1", "Bolt", hits=j.hits("fighting", 2))
    opening = [
        j.special("a1", "b1", "Brass - Armored Powerhouse"),
        j.power("b1", "a1", "energy", 1),
    ]
    fighting = _ko(
        client, _players(target, "Brass"), [*opening, j.power("a1", "b1", "fighting", 2)]
    )
    assert not fighting
    energy = _ko(client, _players(target, "Brass"), [*opening, j.power("a1", "b1", "energy", 2)])
    assert energy and energy[0]["kind"] == "card"


def test_a_successful_special_kos_a_target_with_hits_totalling_fifteen(client, catalogue):
    attack = [j.special("a1", "b1", "Rapture - Mercy Killing")]
    heavy = j.char("b1", "Bolt", hits=j.hits("fighting", 6, 4))  # 10 + 5 = 15
    assert _ko(client, _players(heavy, "Rapture"), attack)
    light = j.char("b1", "Bolt", hits=j.hits("fighting", 6, 3))  # 14
    assert not _ko(client, _players(light, "Rapture"), attack)
    blocked = [*attack, j.defend("b1", "strength", 6)]
    assert not _ko(
        client, _players(j.char("b1", "Bolt", hits=j.hits("fighting", 6, 4)), "Rapture"), blocked
    )


# --- venture totals (OR.venture-total, MR.19)


def test_hits_of_some_types_on_a_character_do_not_count_for_the_opponent(client, catalogue):
    mayday = [j.played("Spider-Girl - Mayday", "B", "b1")]
    plays = [
        j.power("a1", "b1", "strength", 5),
        j.power("b1", "a1", "energy", 3),
        j.power("a2", "b1", "energy", 4),
        {"type": "pass"},
        {"type": "pass"},
    ]
    players = _players(j.char("b1", "Spider-Girl"))
    assert j.resolve(client, players, plays, mayday)["venture"]["A"]["total"] == 4
    assert j.resolve(client, players, plays)["venture"]["A"]["total"] == 9


# --- duplicates of a chosen Power card (OR.discard.power, MR.1)


def _discard(client, keeper: str, special: str, hand: list, chosen: dict | None) -> dict:
    played = {"card": special, **({"chosen": chosen} if chosen else {})}
    return j.discard(client, [keeper, "Grifter", "Fairchild"], hand, in_play=[played])


FIVE_FIGHTING = {"power": "fighting", "value": 5}


@pytest.mark.parametrize(("keeper", "special"), [("Spider-Girl", CLEVER), ("Zealot", SISTERS)])
def test_duplicates_of_the_chosen_power_card_are_kept(client, catalogue, keeper, special):
    hand = [FIVE_FIGHTING, FIVE_FIGHTING, {"power": "fighting", "value": 3}]
    kept = _discard(client, keeper, special, hand, FIVE_FIGHTING)
    assert kept["discard"] == [] and kept["choices"] == []
    plain = _discard(client, keeper, special, hand, None)
    assert len(plain["discard"]) == 1  # the chosen card is not named: an identical copy goes


def test_only_the_chosen_type_and_value_are_kept(client, catalogue):
    hand = [FIVE_FIGHTING, FIVE_FIGHTING, {"power": "energy", "value": 4}]
    hand += [{"power": "energy", "value": 4}]
    answer = _discard(client, "Spider-Girl", CLEVER, hand, FIVE_FIGHTING)
    assert [d["card"] for d in answer["discard"]] == ["4 Energy"]
    with_other = _discard(
        client, "Spider-Girl", CLEVER, [*hand[:2], {"power": "strength", "value": 5}], FIVE_FIGHTING
    )
    assert len(with_other["choices"]) == 1  # a 5 of another type is still a duplicate


def test_the_permission_is_the_named_characters(client, catalogue):
    hand = [FIVE_FIGHTING, FIVE_FIGHTING]
    answer = _discard(client, "Grunge", CLEVER, hand, FIVE_FIGHTING)  # no Spider-Girl here
    assert len(answer["discard"]) == 1
