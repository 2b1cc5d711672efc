"""Judge situations naming real cards of the ten sets: aspects in play or played from the home
base, home bases on placing and on the reserve, and events that tie attacks of a type to one
character or keep a chosen character from placing."""

from __future__ import annotations

import pytest

from tests.engine import boards
from tests.engine import judge_real_cards_api as j

pytestmark = pytest.mark.django_db

KNIGHTS = "Wundagore Mountain - The Knights of Wundagore"
BUSY = "Coming of Galactus - Galactic Busy Work"
SORROW = "Separation Anxiety - Separation Such Sweet Sorrow"
NAMED = (
    "Department H - Secret Directive",
    "The Outback - Pirate Technology",
    KNIGHTS,
    "Wundagore Mountain",
    "Latveria",
    "Outer Space",
    BUSY,
    SORROW,
)
PASSES = [{"type": "pass"}, {"type": "pass"}]


catalogue = boards.catalogue_of(NAMED)


def _board(**a_more) -> dict:
    return boards.board(a_more=a_more)


def _basic_attack() -> dict:
    return boards.with_universe("a1", "b1", "energy", 5, boards.basic_universe(bonus=2))


def test_an_aspect_adds_one_per_successful_power_card_hit(client, catalogue):
    aspect = [j.played("Department H - Secret Directive", "A")]
    plays = [j.power("a1", "b1", "energy", 5), j.power("b1", "a1", "energy", 4)]
    plays += [j.power("a2", "b2", "fighting", 3), *PASSES]
    with_aspect = j.resolve(client, _board(), plays, aspect)["venture"]
    assert with_aspect["A"]["total"] == 5 + 3 + 2 and with_aspect["B"]["total"] == 4


def test_an_aspect_makes_basic_universe_bonuses_count(client, catalogue):
    aspect = [j.played("The Outback - Pirate Technology", "A")]
    plays = [_basic_attack(), j.power("b1", "a1", "energy", 4), *PASSES]
    assert j.resolve(client, _board(), plays)["venture"]["A"]["total"] == 5
    counted = j.resolve(client, _board(), plays, aspect)
    assert counted["venture"]["A"]["total"] == 7
    assert sum(h["value"] for h in counted["state"]["players"]["B"]["front_line"][0]["hits"]) == 7


def test_an_aspect_played_from_the_home_base_defends_as_a_level_seven_card(client, catalogue):
    knights = {"card": KNIGHTS, "from": "home_base"}
    players = _board()
    players["B"]["home_base"] = {"card": "Wundagore Mountain"}
    answer = j.resolve(
        client,
        players,
        [j.power("a1", "b1", "energy", 7), {"type": "defend", "by": "b1", "cards": [knights]}],
    )
    assert j.results(answer)[1] == "blocked"


def test_a_home_base_lets_the_reserve_enter_when_a_front_line_character_is_kod(client, catalogue):
    players = _board(home_base={"card": "Latveria"}, reserve=j.char("r1", "Spare"))
    players["A"]["front_line"][0]["hits"] = j.hits("energy", 8, 8)
    plays = [j.power("a2", "b2", "energy", 3), j.power("b1", "a1", "energy", 6)]
    plays.append({"type": "enter", "player": "A", "by": "r1"})
    entered = j.resolve(client, players, plays)
    assert entered["ko"] and j.results(entered)[-1] == "effect"
    players["A"].pop("home_base")
    assert j.results(j.resolve(client, players, plays))[-1] == "illegal"


def test_a_home_base_bars_its_team_from_placing_universe_cards(client, catalogue):
    players = _board(home_base={"card": "Outer Space"})
    universe = [{"type": "place", "by": "a1", "cards": [boards.basic_universe(bonus=2)]}]
    assert j.results(j.resolve(client, players, universe))[0] == "illegal"
    assert j.results(j.resolve(client, _board(), universe))[0] != "illegal"
    a_power = [{"type": "place", "by": "a1", "cards": [{"power": "energy", "value": 4}]}]
    assert j.results(j.resolve(client, players, a_power))[0] != "illegal"


def test_an_event_ties_strength_attacks_to_one_character(client, catalogue):
    event = [{"card": {"card": BUSY}, "player": "A"}]
    first = j.power("a1", "b1", "strength", 5)
    plays = [first, j.power("b1", "a1", "energy", 4), j.power("a2", "b2", "strength", 5)]
    assert j.results(j.resolve(client, _board(), plays, event))[-1] == "illegal"
    plays[-1] = j.power("a2", "b1", "strength", 5)
    assert j.results(j.resolve(client, _board(), plays, event))[-1] == "hit"
    plays[-1] = j.power("a2", "b2", "energy", 5)
    assert j.results(j.resolve(client, _board(), plays, event))[-1] == "hit"


def test_an_event_keeps_the_chosen_character_from_placing(client, catalogue):
    event = [{"card": {"card": SORROW}, "player": "B", "target": "a1"}]
    place = {"type": "place", "by": "a1", "cards": [{"power": "energy", "value": 4}]}
    assert j.results(j.resolve(client, _board(), [place], event))[0] == "illegal"
    place["by"] = "a2"
    assert j.results(j.resolve(client, _board(), [place], event))[0] != "illegal"
