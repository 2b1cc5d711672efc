"""Judge situations naming real cards of the ten sets: venture totals changed by events,
characters, specials and home bases, and home bases' bonuses and bans on what is played."""

from __future__ import annotations

import pytest

from tests.engine import judge_real_cards_api as j

pytestmark = pytest.mark.django_db

NAMED = (
    "Secret Wars - Keeps Going & Going",
    "New York City",
    "Omniverse",
    "Marvel Universe",
    "Blue Beetle™",
    "Coda Island",
    "The Daily Bugle",
    "X-Babies - Li'l Colossus",
    "The Crossing - Rebirth!",
    "Iceman - Opal Tanaka",
)
PASSES = [{"type": "pass"}, {"type": "pass"}]


@pytest.fixture
def catalogue(tmp_path):
    j.import_named(NAMED, tmp_path)


def _board(a_more: dict | None = None, b_more: dict | None = None) -> dict:
    return {
        "A": {"front_line": [j.char("a1", "Ace")], **(a_more or {})},
        "B": {"front_line": [j.char("b1", "Bolt")], **(b_more or {})},
    }


def _venture(client, players, first: dict, in_play=None) -> dict:
    plays = [first, j.power("b1", "a1", "energy", 4), *PASSES]
    return j.resolve(client, players, plays, in_play)["venture"]


def test_an_event_keeps_multipower_cards_out_of_the_venture_total(client, catalogue):
    multi = j.power("a1", "b1", "multipower", 5)
    multi["cards"][0]["icons"] = ["energy", "fighting"]
    event = [{"card": {"card": "Secret Wars - Keeps Going & Going"}, "player": "B"}]
    assert _venture(client, _board(), multi)["A"]["total"] == 5
    assert _venture(client, _board(), multi, event)["A"]["total"] == 0
    assert _venture(client, _board(), j.power("a1", "b1", "energy", 5), event)["A"]["total"] == 5


def test_a_home_base_adds_to_its_teams_venture_total(client, catalogue):
    players = _board({"home_base": {"card": "New York City"}})
    venture = _venture(client, players, j.power("a1", "b1", "energy", 5))
    assert venture["A"]["total"] == 5 + 3 and venture["B"]["total"] == 4


@pytest.mark.parametrize("home", ["Omniverse", "Marvel Universe"])
def test_a_home_base_takes_one_from_the_opponents_venture_total(client, catalogue, home):
    players = _board(b_more={"home_base": {"card": home}})
    venture = _venture(client, players, j.power("a1", "b1", "energy", 5))
    assert venture["A"]["total"] == 5 - 1 and venture["B"]["total"] == 4


def test_a_characters_inherent_ability_adds_to_its_teams_venture_total(client, catalogue):
    players = _board()
    players["A"]["front_line"].append({"id": "a2", "card": "Blue Beetle™"})
    venture = _venture(client, players, j.power("a1", "b1", "energy", 5))
    assert venture["A"]["total"] == 5 + 2 and venture["B"]["total"] == 4


def test_a_home_base_bonus_to_attacks_of_a_type(client, catalogue):
    players = _board({"home_base": {"card": "Coda Island"}})
    attack = j.power("a1", "b1", "intellect", 5)
    answer = j.resolve(client, players, [attack, j.defend("b1", "energy", 5)])
    assert answer["steps"][0]["value"] == 6 and j.results(answer)[1] == "illegal"
    assert (
        j.results(j.resolve(client, players, [attack, j.defend("b1", "energy", 6)]))[1] == "blocked"
    )
    other = j.resolve(client, players, [j.power("a1", "b1", "energy", 5)])
    assert other["steps"][0]["value"] == 5


def test_a_home_base_bars_its_team_from_multipower_cards(client, catalogue):
    players = _board({"home_base": {"card": "The Daily Bugle"}})
    multi = j.power("a1", "b1", "multipower", 5)
    multi["cards"][0]["icons"] = ["energy", "fighting"]
    assert j.results(j.resolve(client, players, [multi]))[0] == "illegal"
    assert j.results(j.resolve(client, _board(), [multi]))[0] == "attack"
    assert j.results(j.resolve(client, players, [j.power("a1", "b1", "energy", 5)]))[0] == "attack"


def test_a_successful_special_takes_four_from_the_opponents_venture_total(client, catalogue):
    players = _board()
    players["A"]["front_line"][0]["name"] = "X-Babies"
    attack = j.special("a1", "b1", "X-Babies - Li'l Colossus")
    success = _venture(client, players, attack)
    assert success["A"]["total"] == 6 and success["B"]["total"] == 4 - 4
    plays = [attack, j.defend("b1", "energy", 7), j.power("b1", "a1", "energy", 4), *PASSES]
    blocked = j.resolve(client, players, plays)["venture"]
    assert blocked["B"]["total"] == 4


def test_an_event_adds_three_to_a_team_per_character_kod(client, catalogue):
    players = _board()
    players["B"]["front_line"] = [
        j.char("b1", "Bolt", hits=j.hits("energy", 8, 8)),
        j.char("b2", "Bee"),
    ]
    plays = [j.power("a1", "b1", "energy", 6), j.power("b2", "a1", "energy", 4), *PASSES]
    event = [{"card": {"card": "The Crossing - Rebirth!"}, "player": "A"}]
    answer = j.resolve(client, players, plays, event)
    assert answer["ko"] and answer["ko"][0]["id"] == "b1"
    assert answer["venture"]["B"]["total"] == 4 + 3 and answer["venture"]["A"]["total"] == 6
    assert j.resolve(client, players, plays)["venture"]["B"]["total"] == 4


def test_a_special_played_adds_three_to_the_venture_total(client, catalogue):
    players = _board()
    players["A"]["front_line"][0]["name"] = "Iceman"
    play = {"type": "play", "player": "A", "by": "a1", "cards": [{"card": "Iceman - Opal Tanaka"}]}
    plays = [play, j.power("b1", "a1", "energy", 4), j.power("a1", "b1", "energy", 5), *PASSES]
    venture = j.resolve(client, players, plays)["venture"]
    assert venture["A"]["total"] == 5 + 3 and venture["B"]["total"] == 4
