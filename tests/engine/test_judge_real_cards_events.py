"""Judge situations naming real cards of the ten sets: events and home bases that change what
may be played this battle (power cards beyond the grid, cards with a word, concessions,
placing, universe cards), and an event's bonus on attacks against a chosen character."""

from __future__ import annotations

import pytest

from tests.engine import boards
from tests.engine import judge_real_cards_api as j

pytestmark = pytest.mark.django_db

ON_THE_SCENE = "Shattered Image - Witchblade on the Scene..."
NO_NEGATE = "Shattered Image - Gen¹³ vs. The Regulators..."
WITNESS = "Infinity Gauntlet - Witness to the Horrors!"
CAUGHT = "Secret Wars - Caught Unaware!"
AMBUSHED = "Secret Wars - Ambushed!"
GODFREY = "The Brave And The Bold - Justice League Case File: Blue Beetle vs Glorious Godfrey"
NAMED = (
    ON_THE_SCENE,
    NO_NEGATE,
    WITNESS,
    CAUGHT,
    AMBUSHED,
    GODFREY,
    "Morlock Tunnels",
    "Hawkman - Mace",
    "Captain Marvel™ - Power of Zeus",
)


catalogue = boards.catalogue_of(NAMED)


def _board(attacker: str = "Ace", defender: str = "Bolt", **a_more) -> dict:
    return boards.board(attacker, defender, a=1, a_more=a_more)


def _event(name: str, **more) -> list[dict]:
    return [{"card": {"card": name}, "player": "A", **more}]


def test_an_event_lets_any_front_line_character_play_any_power_card(client, catalogue):
    eight = j.power("a1", "b1", "energy", 8)  # above the attacker's rating of 7
    assert j.results(j.resolve(client, _board(), [eight]))[0] == "illegal"
    assert j.results(j.resolve(client, _board(), [eight], _event(ON_THE_SCENE)))[0] == "attack"


def test_an_event_bars_cards_with_the_word_negate(client, catalogue):
    players = _board("Hawkman", "Captain Marvel")
    negate = {"type": "defend", "by": "b1", "cards": [{"card": "Captain Marvel™ - Power of Zeus"}]}
    plays = [j.special("a1", "b1", "Hawkman - Mace"), negate]
    assert j.results(j.resolve(client, players, plays))[1] == "negated"
    assert j.results(j.resolve(client, players, plays, _event(NO_NEGATE)))[1] == "illegal"


def test_an_event_bars_conceding_before_each_player_took_a_turn(client, catalogue):
    concede = [{"type": "concede", "player": "A"}]
    assert j.results(j.resolve(client, _board(), concede, _event(WITNESS)))[0] == "illegal"
    assert j.results(j.resolve(client, _board(), concede))[0] != "illegal"
    after = [j.power("a1", "b1", "energy", 5), j.power("b1", "a1", "energy", 4), *concede]
    assert j.results(j.resolve(client, _board(), after, _event(WITNESS)))[-1] != "illegal"


def test_an_event_bars_placing_cards(client, catalogue):
    place = [{"type": "place", "by": "a1", "cards": [{"power": "energy", "value": 4}]}]
    assert j.results(j.resolve(client, _board(), place, _event(CAUGHT)))[0] == "illegal"
    assert j.results(j.resolve(client, _board(), place))[0] != "illegal"


@pytest.mark.parametrize("card", [AMBUSHED, GODFREY])
def test_an_event_makes_attacks_on_the_chosen_character_plus_one(client, catalogue, card):
    event = _event(card, target="b2")
    on_chosen = j.resolve(client, _board(), [j.power("a1", "b2", "energy", 5)], event)
    assert on_chosen["steps"][0]["value"] == 6
    on_other = j.resolve(client, _board(), [j.power("a1", "b1", "energy", 5)], event)
    assert on_other["steps"][0]["value"] == 5


def test_a_home_base_bars_its_team_from_training_cards(client, catalogue):
    trainer = {"id": "a1", "name": "Trainer", "grid": {**j.GRID, "energy": 5}}
    attack = boards.with_universe("a1", "b1", "energy", 4, boards.training_universe())
    players = _board(home_base={"card": "Morlock Tunnels"})
    players["A"]["front_line"] = [trainer]
    assert j.results(j.resolve(client, players, [attack]))[0] == "illegal"
    players.pop("A")
    plain = {"A": {"front_line": [trainer]}, "B": _board()["B"]}
    step = j.resolve(client, plain, [attack, j.defend("b1", "energy", 7)])["steps"][0]
    assert step["result"] == "attack" and step["value"] == 7
