"""Judge situations naming real specials of the ten sets that change the venture totals
(OR.venture-total): an opponent's cards of one type that do not count, flat bonuses and
penalties, penalties only if an attack succeeds or only if it fails, a Power card's value
added, a character's specials doubled, hits on a character that never count, a choice of two,
and the mission ladder of a battle (OR.mission-ladder), through ``resolve/``."""

from __future__ import annotations

import pytest

from tests.engine import boards
from tests.engine import judge_real_cards_api as j

pytestmark = pytest.mark.django_db

CRIMINAL = "Two-Face™ - Criminal Mastermind"  # opponent's Fighting Power cards
MUTANT_MAGIC = "Scarlet Witch™ - Mutant Magic"  # opponent's Strength Power cards
LUTHOR = "Lex Luthor™ - Ruthless Adversary"  # opponent -6
ASKANI = "Cable™ - Askani'Son"  # +6
CAUGHT = "Mojo™ - Caught on Film"  # level 6 Intellect; if successful opponent -4
FLARE = "Sunfire - Solar Flare"  # level 3 Fighting; if not successful opponent -1
LEADER = "Stryker - Cyberforce Leader"
GREATEST = "Superman™ - Earth's Greatest Hero"
KRYPTON = "Superman™ - Last Son of Krypton"  # level 7 Strength
NIGH = "Rogue™ - Nigh Invulnerable"
DKEN = "Shi'ar - D'ken"
ARCHER = "Green Arrow - The Emerald Archer"
NAMED = (
    CRIMINAL,
    MUTANT_MAGIC,
    LUTHOR,
    ASKANI,
    CAUGHT,
    FLARE,
    LEADER,
    GREATEST,
    KRYPTON,
    NIGH,
    DKEN,
    ARCHER,
)
PASSES = [{"type": "pass"}, {"type": "pass"}]


catalogue = boards.catalogue_of(NAMED)


def _board(a1: str = "Ace", b1: str = "Bolt") -> dict:
    return boards.board(a1, b1)


def _play(card: str, by: str = "a1", **more) -> dict:
    return {"type": "play", "by": by, "cards": [{"card": card, **more}]}


def _venture(client, players: dict, plays: list, in_play: list | None = None) -> dict:
    answer = j.resolve(client, players, [*plays, *PASSES], in_play)
    return {pid: answer["venture"][pid]["total"] for pid in ("A", "B")}


# --- an opponent's Power cards of one type do not count


@pytest.mark.parametrize(("card", "icon"), [(CRIMINAL, "fighting"), (MUTANT_MAGIC, "strength")])
def test_the_opponents_power_cards_of_a_type_do_not_count(client, catalogue, card, icon):
    plays = [
        _play(card),
        j.power("b1", "a1", icon, 5),
        j.power("a2", "b2", icon, 4),
        j.power("b2", "a2", "energy", 3),
    ]
    assert _venture(client, _board(), plays) == {"A": 4, "B": 3}  # its own side still counts


# --- flat bonuses and penalties for the battle


@pytest.mark.parametrize(
    ("card", "name", "a_total", "b_total"),
    [(LUTHOR, "Lex Luthor", 4, 5 - 6), (ASKANI, "Cable", 4 + 6, 5)],
)
def test_a_special_played_changes_a_venture_total_by_six(
    client, catalogue, card, name, a_total, b_total
):
    plays = [_play(card), j.power("b1", "a1", "energy", 5), j.power("a2", "b2", "energy", 4)]
    plays.append(j.power("b2", "a2", "fighting", 1))
    assert _venture(client, _board(name), plays) == {"A": a_total, "B": b_total + 1}


@pytest.mark.parametrize(("option", "a_total", "b_total"), [(1, 3, 5), (2, 0, 5 - 3)])
def test_a_special_gives_a_choice_of_a_bonus_or_a_penalty(
    client, catalogue, option, a_total, b_total
):
    plays = [_play(DKEN, option=option), j.power("b1", "a1", "energy", 5)]
    assert _venture(client, _board("Shi'ar"), plays) == {"A": a_total, "B": b_total}


# --- penalties that hang on the attack's success (MR.5.conditional)


def test_a_successful_attack_takes_four_from_the_opponent(client, catalogue):
    attack = j.special("a1", "b1", CAUGHT)
    hit = _venture(client, _board("Mojo"), [attack, j.power("b1", "a1", "energy", 5)])
    assert hit == {"A": 6, "B": 5 - 4}
    blocked = [attack, j.defend("b1", "intellect", 6), j.power("b1", "a1", "energy", 5)]
    assert _venture(client, _board("Mojo"), blocked) == {"A": 0, "B": 5}


def test_an_attack_that_fails_takes_one_from_the_opponent(client, catalogue):
    attack = j.special("a1", "b1", FLARE)
    blocked = [attack, j.defend("b1", "fighting", 4), j.power("b1", "a1", "energy", 5)]
    assert _venture(client, _board("Sunfire"), blocked) == {"A": 0, "B": 5 - 1}
    hit = [attack, j.power("b1", "a1", "energy", 5)]
    assert _venture(client, _board("Sunfire"), hit) == {"A": 3, "B": 5}


# --- a Power card's value added, a character's specials doubled


def test_the_value_of_the_power_card_played_with_it_is_added(client, catalogue):
    cards = [{"card": LEADER}, {"power": "fighting", "value": 5}]
    attack = {"type": "attack", "by": "a1", "target": "b1", "cards": cards}
    plays = [attack, j.power("b1", "a1", "energy", 3)]
    assert _venture(client, _board("Stryker"), plays) == {"A": 5 + 5, "B": 3}
    other = [{"card": LEADER}, {"power": "energy", "value": 5}]
    answer = j.resolve(client, _board("Stryker"), [{**attack, "cards": other}])
    assert answer["steps"][0]["result"] == "illegal"  # a Fighting Power card only


def test_a_characters_specials_count_double_this_battle(client, catalogue):
    plays = [
        _play(GREATEST),
        j.power("b1", "a1", "energy", 3),
        j.special("a1", "b1", KRYPTON),
        j.power("b2", "a2", "energy", 2),
        j.power("a2", "b2", "energy", 4),
    ]
    assert _venture(client, _board("Superman"), plays) == {"A": 7 * 2 + 4, "B": 5}


# --- hits on a character that never count for the opponent


def test_fighting_and_strength_hits_on_the_character_do_not_count(client, catalogue):
    nigh = [j.played(NIGH, "B", "b1")]
    plays = [
        j.power("a1", "b1", "fighting", 5),
        j.power("b2", "a2", "energy", 2),
        j.power("a2", "b1", "energy", 4),
        j.power("b2", "a1", "energy", 1),
        j.power("a1", "b2", "strength", 3),
    ]
    assert _venture(client, _board(b1="Rogue"), plays, nigh) == {"A": 4 + 3, "B": 3}


# --- the mission ladder at the battle's end (OR.mission-ladder, MR.19)


def test_the_opponent_moves_only_one_mission_card_after_the_special(client, catalogue):
    players = _board("Green Arrow")
    players["A"] |= {"missions": {"reserve": 7}, "ventured": {"reserve": 1}}
    players["B"] |= {"missions": {"reserve": 7}, "ventured": {"reserve": 3}}
    plays = [_play(ARCHER), j.power("b1", "a1", "energy", 5), *PASSES]
    answer = j.resolve(client, players, plays)
    assert answer["venture"]["B"]["total"] == 5 and answer["venture"]["A"]["total"] == 0
    missions = {pid: answer["state"]["players"][pid]["missions"] for pid in ("A", "B")}
    assert missions["B"] == {"reserve": 6, "completed": 1, "defeated": 0}
    assert missions["A"] == {"reserve": 6, "completed": 0, "defeated": 1}
    end = next(s for s in answer["steps"] if s["result"] == "battle_end")
    assert "OR.mission-ladder" in end["rules"]
    plain = j.resolve(
        client,
        players,
        [j.power("a1", "b1", "energy", 1), j.power("b1", "a1", "energy", 5), *PASSES],
    )
    assert plain["state"]["players"]["B"]["missions"]["completed"] == 3
