"""Judge situations naming real catalogue cards, through the API (issue 12's families): the
service reads each named card's text from the catalogue, parses it and applies all of it.

The cards are imported from the real card lists of ``../shared/data/`` (only the rows named,
written to a temporary file), never copied into the project.
"""

from __future__ import annotations

import pytest

from tests.engine import judge_real_cards_api as j

pytestmark = pytest.mark.django_db

NAMED = (
    "Colossus™",
    "Thunderbolts - Citizen V",
    "Strong Guy™ - Pile It On",
    "Taskmaster",
    "Malebolgia",
    "Crux - Thermodynamics",
    "Wolverine™ - Canucklehead",
    "Kingpin™ - Underworld Henchmen",
    "Stryker - Mutant Cyborg",
    "Falcon - Redwing",
    "Princess Bar",
    "Into the Depths - Justice League Case File #271266.07",
    "Batman™ - Batarang",
    "Witchblade - NYPD Instinct",
    "Ra's al Ghul™ - Megalomaniac",
    "The Outback",
    "Blue Area of the Moon",
    "Catwoman™ - Whip Strike",
    "Hawkeye™ - Triple Shot",
)


@pytest.fixture
def catalogue(tmp_path) -> None:
    """The named cards imported from the real lists (their rows only)."""
    j.import_named(NAMED, tmp_path)


def _defended(client, players: dict, attack: dict, icon: str, value: int) -> dict:
    """The step of b1's defense, a Power card of this type and value, against the attack."""
    return j.resolve(client, players, [attack, j.defend("b1", icon, value)])["steps"][1]


def _exchange(a_attack: tuple[str, int], b_attack: tuple[str, int]) -> list[dict]:
    """a1 and b1 each make one Power card attack on the other, then both pass (to venture)."""
    return [j.power("a1", "b1", *a_attack), j.power("b1", "a1", *b_attack)] + [{"type": "pass"}] * 2


def test_a_character_not_cumulative_kod_with_a_power_type(client, catalogue):
    hits = [{"icon": "energy", "value": 7, "record": "permanent"}] * 2
    players = {
        "A": {"front_line": [j.char("a1", "Ace")]},
        "B": {"front_line": [{"id": "b1", "card": "Colossus™", "hits": hits}]},
    }
    strength = j.resolve(client, players, [j.power("a1", "b1", "strength", 6)])
    assert not strength["ko"] and not strength["warnings"]  # 14 points: Strength uncounted
    energy = j.resolve(client, players, [j.power("a1", "b1", "energy", 6)])
    assert energy["ko"] and energy["ko"][0]["kind"] == "cumulative"


def test_hits_doubled_toward_cumulative_ko_count_double_points(client, catalogue):
    hits = [{"icon": "energy", "value": 8, "record": "permanent"}]
    players = {
        "A": {"front_line": [j.char("a1", "Thunderbolts")]},
        "B": {"front_line": [j.char("b1", "Bolt", hits=hits)]},
    }
    doubled = [j.played("Thunderbolts - Citizen V", "A", "a1", "b1")]
    answer = j.resolve(client, players, [j.power("a1", "b1", "fighting", 6)], doubled)
    assert answer["ko"] and answer["ko"][0]["kind"] == "cumulative"  # 8 + 2 x 6
    other_type = j.resolve(client, players, [j.power("a1", "b1", "strength", 6)], doubled)
    assert not other_type["ko"]  # 14: only Fighting hits are doubled
    assert not j.resolve(client, players, [j.power("a1", "b1", "fighting", 6)])["ko"]


def test_a_special_in_play_keeps_its_character_from_a_spectrum_ko(client, catalogue):
    hits = [{"icon": "energy", "value": 2}, {"icon": "fighting", "value": 2}]
    players = {
        "A": {"front_line": [j.char("a1", "Ace")]},
        "B": {"front_line": [j.char("b1", "Strong Guy", hits=hits)]},
    }
    kept = [j.played("Strong Guy™ - Pile It On", "B", "b1")]
    assert not j.resolve(client, players, [j.power("a1", "b1", "strength", 2)], kept)["ko"]
    assert j.resolve(client, players, [j.power("a1", "b1", "strength", 2)])["ko"]


# --- defense permissions and restrictions


def test_an_inherent_ability_avoids_attacks_of_a_type_with_another_type(client, catalogue):
    players = {
        "A": {"front_line": [j.char("a1", "Ace")]},
        "B": {"front_line": [{"id": "b1", "card": "Taskmaster"}]},
    }
    fighting = _defended(client, players, j.power("a1", "b1", "fighting", 7), "intellect", 2)
    assert fighting["result"] == "avoided"
    strength = _defended(client, players, j.power("a1", "b1", "strength", 7), "intellect", 2)
    assert strength["result"] == "illegal"


def test_an_inherent_ability_bars_a_power_type_for_defense(client, catalogue):
    players = {
        "A": {"front_line": [j.char("a1", "Ace")]},
        "B": {"front_line": [{"id": "b1", "card": "Malebolgia"}]},
    }
    barred = _defended(client, players, j.power("a1", "b1", "fighting", 2), "intellect", 3)
    assert barred["result"] == "illegal" and "MR.19" in barred["rules"]
    allowed = _defended(client, players, j.power("a1", "b1", "fighting", 2), "energy", 3)
    assert allowed["result"] == "blocked"


def test_an_attack_defended_only_with_a_power_card_of_five_or_more(client, catalogue):
    players = {
        "A": {"front_line": [j.char("a1", "Crux")]},
        "B": {"front_line": [j.char("b1", "Bolt")]},
    }
    attack = {
        "type": "attack",
        "by": "a1",
        "target": "b1",
        "cards": [{"card": "Crux - Thermodynamics"}],
    }
    assert (
        j.results(j.resolve(client, players, [attack, j.defend("b1", "energy", 4)]))[1] == "illegal"
    )
    assert (
        j.results(j.resolve(client, players, [attack, j.defend("b1", "energy", 5)]))[1] == "blocked"
    )


def test_a_level_range_avoids_attacks_on_the_team(client, catalogue):
    players = {
        "A": {"front_line": [j.char("a1", "Ace")]},
        "B": {"front_line": [j.char("b1", "Wolverine"), j.char("b2", "Mate")]},
    }
    granted = [j.played("Wolverine™ - Canucklehead", "B", "b1")]
    on_mate = j.power("a1", "b2", "energy", 7)
    assert (
        j.results(j.resolve(client, players, [on_mate, j.defend("b1", "fighting", 6)], granted))[1]
        == "avoided"
    )
    assert (
        j.results(j.resolve(client, players, [on_mate, j.defend("b1", "fighting", 5)], granted))[1]
        == "illegal"
    )


def test_a_level_range_barred_from_attacking(client, catalogue):
    players = {
        "A": {"front_line": [j.char("a1", "Ace")]},
        "B": {"front_line": [j.char("b1", "Kingpin")]},
    }
    barred = [j.played("Kingpin™ - Underworld Henchmen", "B", "b1")]
    assert (
        j.results(j.resolve(client, players, [j.power("a1", "b1", "fighting", 7)], barred))[0]
        == "illegal"
    )
    assert (
        j.results(j.resolve(client, players, [j.power("a1", "b1", "fighting", 5)], barred))[0]
        == "attack"
    )


# --- combine permissions from the card's own text (MR.7)


def test_a_special_combines_with_the_multipower_card_it_names(client, catalogue):
    players = {
        "A": {"front_line": [j.char("a1", "Stryker")]},
        "B": {"front_line": [j.char("b1", "Bolt")]},
    }
    special = {"card": "Stryker - Mutant Cyborg"}
    multi = {"power": "multipower", "value": 4, "icons": ["energy", "intellect"]}
    combined = j.resolve(
        client, players, [{"type": "attack", "by": "a1", "target": "b1", "cards": [special, multi]}]
    )
    assert combined["steps"][0]["result"] == "attack" and combined["steps"][0]["value"] == 7
    plain = {"power": "fighting", "value": 4}
    refused = j.resolve(
        client, players, [{"type": "attack", "by": "a1", "target": "b1", "cards": [special, plain]}]
    )
    assert refused["steps"][0]["result"] == "illegal"


# --- granted follow-ups


def test_a_granted_follow_up_may_not_be_defended(client, catalogue):
    players = {
        "A": {"front_line": [j.char("a1", "Falcon")]},
        "B": {"front_line": [j.char("b1", "Bolt")]},
    }
    first = {"type": "attack", "by": "a1", "target": "b1", "cards": [{"card": "Falcon - Redwing"}]}
    answer = j.resolve(
        client, players, [first, j.power("a1", "b1", "fighting", 5), j.defend("b1", "energy", 7)]
    )
    offered = [s for s in answer["steps"] if s["result"] == "string"]
    assert offered and "MR.5.string" in offered[0]["rules"]
    follow = {s["play"]: s for s in answer["steps"] if s["result"] in ("attack", "illegal")}
    assert follow[1]["result"] == "attack"
    assert follow[2]["result"] == "illegal" and "MR.5.restricted-defense" in follow[2]["rules"]
    # "against same Character": not at another one
    players["B"]["front_line"].append(j.char("b2", "Bee"))
    elsewhere = j.resolve(client, players, [first, j.power("a1", "b2", "fighting", 5)])
    assert (
        elsewhere["steps"][-1]["result"] == "illegal"
        and "MR.5.string" in elsewhere["steps"][-1]["rules"]
    )
    players["B"]["front_line"].pop()
    # blocked, the attack is not successful: no follow-up is offered, the turn passes
    blocked = j.resolve(
        client, players, [first, j.defend("b1", "energy", 7), j.power("a1", "b1", "fighting", 5)]
    )
    assert not [s for s in blocked["steps"] if s["result"] == "string"]
    assert blocked["steps"][-1]["result"] == "illegal"


def test_a_follow_up_against_a_different_opponent(client, catalogue):
    players = {
        "A": {"front_line": [j.char("a1", "Batman")]},
        "B": {"front_line": [j.char("b1", "Bolt"), j.char("b2", "Bee")]},
    }
    first = {
        "type": "attack",
        "by": "a1",
        "target": "b1",
        "cards": [{"card": "Batman™ - Batarang"}],
    }
    same = j.resolve(client, players, [first, j.power("a1", "b1", "fighting", 5)])
    assert same["steps"][-1]["result"] == "illegal"
    other = j.resolve(client, players, [first, j.power("a1", "b2", "fighting", 5)])
    assert [s["result"] for s in other["steps"] if s["play"] == 1] == ["attack", "hit"]


def test_a_special_combined_power_cards_blocked_in_parts(client, catalogue):
    players = {
        "A": {"front_line": [j.char("a1", "Catwoman")]},
        "B": {"front_line": [j.char("b1", "Bolt")]},
    }
    cards = [
        {"card": "Catwoman™ - Whip Strike"},
        {"power": "strength", "value": 3},
        {"power": "strength", "value": 4},
    ]
    attack = {"type": "attack", "by": "a1", "target": "b1", "cards": cards}
    answer = j.resolve(client, players, [attack, j.defend("b1", "energy", 4)])
    assert answer["steps"][0]["value"] == 7 and answer["steps"][1]["result"] == "partly_blocked"
    assert answer["venture"]["A"]["total"] == 3  # the part not blocked still hits


# --- venture modifiers of events, location bonuses


def test_an_event_keeps_a_power_type_out_of_the_venture_total(client, catalogue):
    players = {
        "A": {"front_line": [j.char("a1", "Ace")]},
        "B": {"front_line": [j.char("b1", "Bolt")]},
    }
    event = [
        {"card": {"card": "Into the Depths - Justice League Case File #271266.07"}, "player": "B"}
    ]
    plays = _exchange(("strength", 6), ("energy", 5))
    with_event = j.resolve(client, players, plays, event)["venture"]
    without = j.resolve(client, players, plays)["venture"]
    assert without["A"]["total"] == 6 and with_event["A"]["total"] == 0
    assert with_event["B"]["total"] == 5


def test_a_special_keeps_the_opponents_power_type_out_of_the_venture_total(client, catalogue):
    players = {
        "A": {"front_line": [j.char("a1", "Ace")]},
        "B": {"front_line": [j.char("b1", "Ra's al Ghul")]},
    }
    in_play = [j.played("Ra's al Ghul™ - Megalomaniac", "B", "b1")]
    plays = _exchange(("intellect", 5), ("intellect", 4))
    venture = j.resolve(client, players, plays, in_play)["venture"]
    assert venture["A"]["total"] == 0 and venture["B"]["total"] == 4


def test_home_base_venture_bonuses_when_the_team_hits(client, catalogue):
    players = {
        "A": {"front_line": [j.char("a1", "Ace")], "home_base": {"card": "The Outback"}},
        "B": {"front_line": [j.char("b1", "Bolt")], "home_base": {"card": "Blue Area of the Moon"}},
    }
    plays = _exchange(("intellect", 5), ("energy", 4))
    venture = j.resolve(client, players, plays)["venture"]
    assert venture["A"]["total"] == 5 + 2 and venture["B"]["total"] == 4 - 2


def test_a_home_base_defense_bonus_of_a_power_type(client, catalogue):
    players = {
        "A": {"front_line": [j.char("a1", "Ace")]},
        "B": {"front_line": [j.char("b1", "Bolt")], "home_base": {"card": "Princess Bar"}},
    }
    energy = _defended(client, players, j.power("a1", "b1", "fighting", 7), "energy", 5)
    assert energy["result"] == "blocked"
    strength = _defended(client, players, j.power("a1", "b1", "fighting", 7), "strength", 5)
    assert strength["result"] == "illegal"
