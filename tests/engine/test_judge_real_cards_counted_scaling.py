"""Judge situations naming real specials whose attack grows with what the table holds, read
from the count the grammar types ("+1 for each Mission card in Opponent's Completed Missions
Pile", "+1 for each Character K.O.'d this game"): the engine counts the pile of the side the
card names and the characters KO'd, never the words (MR.1)."""

from __future__ import annotations

import pytest

from tests.engine import judge_real_cards_api as j

pytestmark = pytest.mark.django_db

ZEAL = "Curse - Religious Zeal"
PURGING = "Forge - Spiritual Purging"


@pytest.fixture
def catalogue(tmp_path):
    j.import_named((ZEAL, PURGING), tmp_path)


def _value(client, players: dict, card: str) -> int:
    step = j.resolve(client, players, [j.special("a1", "b1", card)])["steps"][0]
    return step["value"]


def test_an_attack_counts_the_opponents_completed_missions_not_its_own(client, catalogue):
    players = j.two_a_side("Curse")
    players["A"]["missions"] = {"reserve": 2, "completed": 5, "defeated": 0}
    players["B"]["missions"] = {"reserve": 5, "completed": 2, "defeated": 0}
    assert _value(client, players, ZEAL) == 3 + 2
    players["B"]["missions"] = {"reserve": 7, "completed": 0, "defeated": 0}
    assert _value(client, players, ZEAL) == 3


def test_an_attack_counts_the_characters_kod_this_game(client, catalogue):
    players = j.two_a_side("Forge")
    players["A"]["front_line"].append(j.char("a3", "Gone", ko=True))
    players["B"]["front_line"].append(j.char("b3", "Lost", ko=True))
    assert _value(client, players, PURGING) == 5 + 2
    assert _value(client, j.two_a_side("Forge"), PURGING) == 5


def test_an_attack_whose_count_the_board_does_not_give_warns(client, catalogue):
    """No mission piles given: the attack stays at its printed level and the answer's warnings
    say the count is not applied, never silently."""
    answer = j.resolve(client, j.two_a_side("Curse"), [j.special("a1", "b1", ZEAL)])
    assert answer["steps"][0]["value"] == 3
    (warning,) = answer["warnings"]
    assert warning["card"] == ZEAL and "not applied" in warning["text"]
