"""Judge situations naming real cards of the ten sets: universe and tactic plays (teamwork and
its follow-ups under home bases that change their bonuses, ally cards and the special that
must follow, DoubleShots and the teammate's card they ask for, a universe card that boosts a
special), through ``resolve/``."""

from __future__ import annotations

import pytest

from tests.engine import judge_real_cards_api as j

pytestmark = pytest.mark.django_db

TEAMWORK = "6 Energy Intellect/Strength +1 +2"
ALLY = "Black Adam"  # 8 Strength to use, acts as a level 3 Strength attack
DOUBLESHOT = "Aquaman & Superman"  # 6 Strength; teammate's Strength card level 1 through 4
FIGHTING_SHOT = "Batman & Martian Manhunter"  # acts as a 4 Fighting Power card
CAPTAIN_UNIVERSE = "Captain Universe"
NAMED = (
    TEAMWORK,
    ALLY,
    DOUBLESHOT,
    FIGHTING_SHOT,
    CAPTAIN_UNIVERSE,
    "Department H",
    "Madripoor",
    "Fall's Edge Compound",
    "Coming of Galactus - Herald Betrays Galactus",
    "Maximum Carnage - Short-Circuited!",
    "Grifter - Coda Training",
    "Zealot - Warrior Soul",
    "Any Hero - Web-Headed Wizard",
    "Killrazor - Outer Fury",
)
STRONG = {"energy": 7, "fighting": 7, "strength": 8, "intellect": 7}


@pytest.fixture
def catalogue(tmp_path):
    j.import_named(NAMED, tmp_path)


def _board(a_more: dict | None = None, b_more: dict | None = None, a1: str = "Ace") -> dict:
    return {
        "A": {
            "front_line": [j.char("a1", a1), j.char("a2", "Mate"), j.char("a3", "Third")],
            **(a_more or {}),
        },
        "B": {"front_line": [j.char("b1", "Bolt"), j.char("b2", "Bee")], **(b_more or {})},
    }


def _teamwork_values(client, players: dict) -> list[int]:
    plays = [
        {"type": "attack", "by": "a1", "target": "b1", "cards": [{"card": TEAMWORK}]},
        j.power("a2", "b1", "intellect", 5),
        j.power("a3", "b2", "strength", 5),
    ]
    steps = j.resolve(client, players, plays)["steps"]
    return [s["value"] for s in steps if s["result"] == "attack"]


# --- teamwork under home bases (OR.attack.teamwork, MR.19)


def test_teamwork_follow_ups_take_the_cards_bonuses(client, catalogue):
    assert _teamwork_values(client, _board()) == [6, 5 + 1, 5 + 2]


def test_a_home_base_adds_one_to_its_teams_teamwork_bonuses(client, catalogue):
    own = _board({"home_base": {"card": "Department H"}})
    assert _teamwork_values(client, own) == [6, 5 + 2, 5 + 3]
    theirs = _board(b_more={"home_base": {"card": "Department H"}})
    assert _teamwork_values(client, theirs) == [6, 5 + 1, 5 + 2]  # only its own team's


def test_an_opponents_home_base_sets_teamwork_bonuses_to_nothing(client, catalogue):
    players = _board(b_more={"home_base": {"card": "Madripoor"}})
    assert _teamwork_values(client, players) == [6, 5, 5]


def test_an_opponents_home_base_takes_one_from_each_teamwork_attack(client, catalogue):
    players = _board(b_more={"home_base": {"card": "Fall's Edge Compound"}})
    assert _teamwork_values(client, players) == [6 - 1, 5 + 1 - 1, 5 + 2 - 1]


def test_teamwork_follow_ups_are_each_of_another_type_and_teammate(client, catalogue):
    first = {"type": "attack", "by": "a1", "target": "b1", "cards": [{"card": TEAMWORK}]}
    same_type = [first, j.power("a2", "b1", "intellect", 5), j.power("a3", "b1", "intellect", 4)]
    assert j.results(j.resolve(client, _board(), same_type))[-1] == "illegal"
    by_itself = [first, j.power("a1", "b1", "intellect", 5)]
    # the card's own player may not follow it up: the teamwork card is not played
    assert j.results(j.resolve(client, _board(), by_itself))[0] == "illegal"


# --- ally cards (OR.attack.ally)


def _ally_board(mate: str = "Grifter") -> dict:
    players = _board()
    players["A"]["front_line"] = [j.char("a1", "Ace", grid=STRONG), j.char("a2", mate)]
    return players


def test_an_ally_attacks_at_its_printed_level_and_a_teammate_plays_a_special(client, catalogue):
    ally = {"type": "attack", "by": "a1", "target": "b1", "cards": [{"card": ALLY}]}
    answer = j.resolve(
        client, _ally_board(), [ally, j.special("a2", "b2", "Grifter - Coda Training")]
    )
    attacks = [s for s in answer["steps"] if s["result"] == "attack"]
    assert [s["value"] for s in attacks] == [3, 4]
    assert "OR.attack.ally" in attacks[0]["rules"]


def test_an_ally_needs_its_requirement_on_the_grid(client, catalogue):
    players = _ally_board()
    players["A"]["front_line"][0] = j.char("a1", "Ace")  # Strength 7 of the 8 it asks
    ally = {"type": "attack", "by": "a1", "target": "b1", "cards": [{"card": ALLY}]}
    assert j.results(j.resolve(client, players, [ally]))[0] == "illegal"


def test_an_any_hero_special_never_follows_an_ally(client, catalogue):
    ally = {"type": "attack", "by": "a1", "target": "b1", "cards": [{"card": ALLY}]}
    any_hero = j.special("a2", "b1", "Any Hero - Web-Headed Wizard")
    assert j.results(j.resolve(client, _ally_board(), [ally, any_hero]))[-1] == "illegal"


def test_an_event_bars_ally_cards_this_battle(client, catalogue):
    ally = {"type": "attack", "by": "a1", "target": "b1", "cards": [{"card": ALLY}]}
    event = [{"card": {"card": "Coming of Galactus - Herald Betrays Galactus"}, "player": "B"}]
    assert j.results(j.resolve(client, _ally_board(), [ally], event))[0] == "illegal"


# --- DoubleShots (OR.tactic-doubleshot, MR.7)


def _shot(card: str, icon: str, value: int) -> dict:
    cards = [{"card": card}, {"power": icon, "value": value, "by": "a2"}]
    return {"type": "attack", "by": "a1", "target": "b1", "cards": cards}


def test_a_doubleshot_adds_the_teammates_card_to_its_own_level(client, catalogue):
    step = j.resolve(client, _board(), [_shot(DOUBLESHOT, "strength", 4)])["steps"][0]
    assert step["result"] == "attack" and step["value"] == 4 + 4


@pytest.mark.parametrize(("icon", "value"), [("strength", 5), ("energy", 3)])
def test_a_doubleshot_takes_only_the_teammates_card_it_names(client, catalogue, icon, value):
    step = j.resolve(client, _board(), [_shot(DOUBLESHOT, icon, value)])["steps"][0]
    assert step["result"] == "illegal" and "OR.tactic-doubleshot" in step["rules"]


def test_an_event_adds_one_to_tactics_with_its_icon(client, catalogue):
    event = [{"card": {"card": "Maximum Carnage - Short-Circuited!"}, "player": "B"}]
    shot = _shot(FIGHTING_SHOT, "intellect", 3)
    assert j.resolve(client, _board(), [shot], event)["steps"][0]["value"] == 4 + 3 + 1
    assert j.resolve(client, _board(), [shot])["steps"][0]["value"] == 4 + 3


# --- a universe card that boosts a special (MR.8, MR.3)


def test_a_universe_card_adds_to_a_special_and_counts_toward_the_hit(client, catalogue):
    cards = [{"card": "Grifter - Coda Training"}, {"card": CAPTAIN_UNIVERSE}]
    plays = [{"type": "attack", "by": "a1", "target": "b1", "cards": cards}]
    answer = j.resolve(client, _board(a1="Grifter"), [*plays, {"type": "pass"}, {"type": "pass"}])
    assert answer["steps"][0]["result"] == "attack" and answer["steps"][0]["value"] == 4 + 1
    assert "OR.universe-basic" in answer["steps"][0]["rules"]
    assert answer["venture"]["A"]["total"] == 5  # the bonus counts toward the venture total
    assert not answer["warnings"]


def test_a_universe_card_is_not_combined_with_a_one_per_deck_special(client, catalogue):
    cards = [{"card": "Zealot - Warrior Soul", "as": "strength"}, {"card": CAPTAIN_UNIVERSE}]
    plays = [{"type": "attack", "by": "a1", "target": "b1", "cards": cards}]
    assert j.results(j.resolve(client, _board(a1="Zealot"), plays))[0] == "illegal"


def test_a_special_in_play_lets_the_teamwork_player_follow_up_itself(client, catalogue):
    first = {"type": "attack", "by": "a1", "target": "b1", "cards": [{"card": TEAMWORK}]}
    fury = [j.played("Killrazor - Outer Fury", "A", "a1")]
    answer = j.resolve(
        client, _board(a1="Killrazor"), [first, j.power("a1", "b1", "intellect", 5)], fury
    )
    assert j.results(answer)[0] == "attack" and j.results(answer)[-1] == "hit"


def test_without_the_special_the_teamwork_player_may_not_follow_up_itself(client, catalogue):
    first = {"type": "attack", "by": "a1", "target": "b1", "cards": [{"card": TEAMWORK}]}
    answer = j.resolve(client, _board(a1="Killrazor"), [first, j.power("a1", "b1", "intellect", 5)])
    assert j.results(answer)[0] == "illegal"
