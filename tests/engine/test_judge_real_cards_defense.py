"""Judge situations naming real cards of the ten sets: what may defend an attack, from the
attacking special's text, inherent abilities, specials, events and home bases in play."""

from __future__ import annotations

import pytest

from tests.engine import judge_real_cards_api as j

pytestmark = pytest.mark.django_db

NAMED = (
    "Captain Marvel™ - Strength of Hercules",
    "Hawkman - Mace",
    "Enforcers - Ox",
    "Typhoid Mary - Sociopath",
    "Rapture - Psychic Sword",
    "Namor™ - Sub-Mariner",
    "Batman™ - The Dark Knight",
    "Scarlet Witch™ - Impropability Hex",
    "Booster Gold™",
    "Doctor Polaris™",
    "Killrazor",
    "Tiffany",
    "Infestation Incident - Protect the Queen!",
    "The Helicarrier",
    "The Sewer",
    "Apocalypse™ - Techno-Virus",
    "Into the Depths - Justice League Case File #271266.02",
)


@pytest.fixture
def catalogue(tmp_path):
    j.import_named(NAMED, tmp_path)


def _board(attacker: str = "Ace", defender: dict | None = None, **b_more) -> dict:
    return {
        "A": {"front_line": [j.char("a1", attacker)]},
        "B": {"front_line": [defender or j.char("b1", "Bolt")], **b_more},
    }


def _answer(client, players, attack, icon, value, in_play=None) -> str:
    return j.results(j.resolve(client, players, [attack, j.defend("b1", icon, value)], in_play))[1]


@pytest.mark.parametrize(
    ("card", "attacker", "barred", "allowed"),
    [
        ("Captain Marvel™ - Strength of Hercules", "Captain Marvel", "energy", "fighting"),
        ("Hawkman - Mace", "Hawkman", "fighting", "intellect"),
        ("Enforcers - Ox", "Enforcers", "intellect", "energy"),
    ],
)
def test_an_attack_not_defended_by_a_card_with_an_icon(
    client, catalogue, card, attacker, barred, allowed
):
    players = _board(attacker)
    attack = j.special("a1", "b1", card)
    assert _answer(client, players, attack, barred, 7) == "illegal"
    assert _answer(client, players, attack, allowed, 7) == "blocked"
    multi = {"type": "defend", "by": "b1", "cards": [{"power": "multipower", "value": 7}]}
    multi["cards"][0]["icons"] = [barred, allowed]
    assert j.results(j.resolve(client, players, [attack, multi]))[1] == "illegal"


def test_value_of_five_or_greater_capitalised(client, catalogue):
    players = _board("Typhoid Mary")
    attack = j.special("a1", "b1", "Typhoid Mary - Sociopath")
    assert _answer(client, players, attack, "fighting", 4) == "illegal"
    assert _answer(client, players, attack, "fighting", 5) == "blocked"


def test_an_attack_defended_only_by_a_special(client, catalogue):
    players = _board("Rapture")
    answer = j.resolve(
        client,
        players,
        [j.special("a1", "b1", "Rapture - Psychic Sword"), j.defend("b1", "energy", 8)],
    )
    assert (
        j.results(answer)[1] == "illegal"
        and "MR.5.restricted-defense" in answer["steps"][1]["rules"]
    )


def test_a_special_lets_a_level_range_avoid_attacks_on_the_team(client, catalogue):
    players = _board(defender=j.char("b1", "Namor"))
    players["B"]["front_line"].append(j.char("b2", "Mate"))
    granted = [j.played("Namor™ - Sub-Mariner", "B", "b1")]
    on_mate = j.power("a1", "b2", "fighting", 7)
    avoided = j.resolve(client, players, [on_mate, j.defend("b1", "strength", 6)], granted)
    assert j.results(avoided)[1] == "avoided"
    low = j.resolve(client, players, [on_mate, j.defend("b1", "strength", 5)], granted)
    assert j.results(low)[1] == "illegal"
    other_type = j.resolve(client, players, [on_mate, j.defend("b1", "energy", 7)], granted)
    assert j.results(other_type)[1] == "illegal"


@pytest.mark.parametrize(
    ("card", "icon", "other"),
    [
        ("Batman™ - The Dark Knight", "intellect", "fighting"),
        ("Scarlet Witch™ - Impropability Hex", "strength", "energy"),
    ],
)
def test_the_opponent_may_not_attack_with_a_type_at_levels_six_to_eight(
    client, catalogue, card, icon, other
):
    players = _board()
    barred = [j.played(card, "B", "b1")]
    assert (
        j.results(j.resolve(client, players, [j.power("a1", "b1", icon, 6)], barred))[0]
        == "illegal"
    )
    assert (
        j.results(j.resolve(client, players, [j.power("a1", "b1", icon, 5)], barred))[0] == "attack"
    )
    assert (
        j.results(j.resolve(client, players, [j.power("a1", "b1", other, 7)], barred))[0]
        == "attack"
    )
    assert j.results(j.resolve(client, players, [j.power("a1", "b1", icon, 7)]))[0] == "attack"


def test_a_type_bonus_for_defense_within_a_low_grid(client, catalogue):
    players = _board(defender={"id": "b1", "card": "Booster Gold™"})  # Intellect 3
    assert _answer(client, players, j.power("a1", "b1", "energy", 6), "intellect", 3) == "blocked"
    assert _answer(client, players, j.power("a1", "b1", "energy", 7), "intellect", 3) == "illegal"
    assert _answer(client, players, j.power("a1", "b1", "strength", 6), "strength", 5) == "illegal"


def test_every_power_card_plus_one_for_defense(client, catalogue):
    players = _board(defender={"id": "b1", "card": "Doctor Polaris™"})
    energy = max(4, 1)
    attack = j.power("a1", "b1", "fighting", energy + 1)
    assert _answer(client, players, attack, "energy", energy) == "blocked"
    assert _answer(client, players, attack, "energy", energy - 1) == "illegal"


def test_strength_plus_two_for_defense(client, catalogue):
    players = _board(defender={"id": "b1", "card": "Killrazor"})
    attack = j.power("a1", "b1", "energy", 6)
    assert _answer(client, players, attack, "strength", 4) == "blocked"
    assert _answer(client, players, attack, "fighting", 4) == "illegal"


def test_a_grid_rating_of_eight_for_defense(client, catalogue):
    players = _board(defender={"id": "b1", "card": "Tiffany"})  # Fighting 6
    blocked = j.resolve(
        client, players, [j.power("a1", "b1", "energy", 7), j.defend("b1", "fighting", 8)]
    )
    assert j.results(blocked)[1] == "blocked" and "OR.inherent" in blocked["steps"][1]["rules"]
    assert _answer(client, players, j.power("a1", "b1", "energy", 7), "energy", 8) == "illegal"
    attack_with_eight = j.resolve(client, players, [j.power("b1", "a1", "fighting", 8)])
    assert j.results(attack_with_eight)[0] == "illegal"


def test_an_event_makes_every_power_card_plus_one_for_defense(client, catalogue):
    players = _board()
    event = [{"card": {"card": "Infestation Incident - Protect the Queen!"}, "player": "A"}]
    attack = j.power("a1", "b1", "fighting", 7)
    assert _answer(client, players, attack, "energy", 6, event) == "blocked"
    assert _answer(client, players, attack, "energy", 6) == "illegal"


@pytest.mark.parametrize(
    ("home", "icon"), [("The Helicarrier", "energy"), ("The Sewer", "intellect")]
)
def test_a_home_base_makes_a_type_better_for_defense(client, catalogue, home, icon):
    players = _board(home_base={"card": home})
    attack = j.power("a1", "b1", "fighting", 7)
    bonus = 1 if icon == "energy" else 2
    assert _answer(client, players, attack, icon, 7 - bonus) == "blocked"
    assert _answer(client, players, attack, "strength", 7 - bonus) == "illegal"
    assert _answer(client, _board(), attack, icon, 7 - bonus) == "illegal"


def test_a_hero_may_not_defend_against_low_power_cards(client, catalogue):
    players = _board()
    virus = [j.played("Apocalypse™ - Techno-Virus", "A", "a1", "b1")]
    assert (
        _answer(client, players, j.power("a1", "b1", "energy", 2), "energy", 5, virus) == "illegal"
    )
    assert (
        _answer(client, players, j.power("a1", "b1", "energy", 3), "energy", 5, virus) == "blocked"
    )
    assert _answer(client, players, j.power("a1", "b1", "energy", 2), "energy", 5) == "blocked"


def test_an_event_lets_level_one_intellect_avoid_numerical_attacks(client, catalogue):
    players = _board()
    event = [
        {"card": {"card": "Into the Depths - Justice League Case File #271266.02"}, "player": "A"}
    ]
    attack = j.power("a1", "b1", "strength", 7)
    assert _answer(client, players, attack, "intellect", 1, event) == "avoided"
    assert _answer(client, players, attack, "intellect", 1) == "illegal"
