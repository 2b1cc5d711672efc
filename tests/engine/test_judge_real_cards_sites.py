"""Judge situations naming real cards of the ten sets: attacks on battlesites (a special's
two levels, its own bonus, a bonus in play, a raised KO threshold), defenses from a
battlesite an attack refuses, and a home base's bonus to Training cards."""

from __future__ import annotations

import pytest

from tests.engine import judge_real_cards_api as j

pytestmark = pytest.mark.django_db

WATCH = "Adam Warlock - The Infinity Watch"
NAMED = (
    "Hydra - Fenris",
    "Marauders - Arc Light (sic)",
    "Savage Dragon - Chicago PD",
    "Black Panther - Wakandan Technology",
    "Grifter - Team 7",
    WATCH,
    "The Concrete Jungle",
)


@pytest.fixture
def catalogue(tmp_path):
    j.import_named(NAMED, tmp_path)


def _board(attacker: str = "Ace", defender: str = "Bolt", site_hits: list | None = None) -> dict:
    site = {"card": "Outpost", "hits": site_hits or []}
    return {
        "A": {"front_line": [j.char("a1", attacker)]},
        "B": {"front_line": [j.char("b1", defender)], "battlesite": site},
    }


def test_a_special_of_two_levels_by_its_target(client, catalogue):
    players = _board("Hydra")
    on_char = j.resolve(client, players, [j.special("a1", "b1", "Hydra - Fenris")])["steps"][0]
    assert on_char["result"] == "attack" and on_char["value"] == 4
    on_site = j.resolve(client, players, [j.special("a1", "battlesite", "Hydra - Fenris")])[
        "steps"
    ][0]
    assert on_site["result"] == "attack" and on_site["value"] == 8


def test_a_specials_own_bonus_against_a_battlesite_counts_toward_damage(client, catalogue):
    players = _board("Marauders", site_hits=j.hits("energy", 8, 8, 4))
    on_site = j.resolve(
        client, players, [j.special("a1", "battlesite", "Marauders - Arc Light (sic)")]
    )
    assert on_site["steps"][0]["value"] == 10 and on_site["ko"]  # 20 + 10
    on_char = j.resolve(client, players, [j.special("a1", "b1", "Marauders - Arc Light (sic)")])
    assert on_char["steps"][0]["value"] == 7


def test_a_special_in_play_adds_two_to_attacks_on_the_opponents_battlesite(client, catalogue):
    players = _board("Savage Dragon")
    bonus = [j.played("Savage Dragon - Chicago PD", "A", "a1")]
    on_site = j.resolve(client, players, [j.power("a1", "battlesite", "energy", 5)], bonus)
    assert on_site["steps"][0]["value"] == 7
    on_char = j.resolve(client, players, [j.power("a1", "b1", "energy", 5)], bonus)
    assert on_char["steps"][0]["value"] == 5


def test_a_special_raises_its_battlesites_hits_to_ko(client, catalogue):
    players = _board(defender="Black Panther", site_hits=j.hits("energy", 8, 8, 8, 4))
    raised = [j.played("Black Panther - Wakandan Technology", "B", "b1")]
    attack = j.power("a1", "battlesite", "energy", 4)
    assert not j.resolve(client, players, [attack], raised)["ko"]  # 32 of 35
    assert j.resolve(client, players, [attack])["ko"]


def test_an_attack_not_defended_by_a_card_from_a_battlesite(client, catalogue):
    players = _board("Grifter", "Adam Warlock")
    players["B"]["battlesite"]["specials"] = [{"card": WATCH}]
    attack = j.special("a1", "b1", "Grifter - Team 7")
    attack["cards"][0]["as"] = "energy"
    from_site = {"type": "defend", "by": "b1", "cards": [{"card": WATCH, "from": "battlesite"}]}
    assert j.results(j.resolve(client, players, [attack, from_site]))[1] == "illegal"
    from_hand = {"type": "defend", "by": "b1", "cards": [{"card": WATCH}]}
    assert j.results(j.resolve(client, players, [attack, from_hand]))[1] == "avoided"


def test_a_home_base_adds_to_training_cards_attacks(client, catalogue):
    grid = {"energy": 5, "fighting": 7, "strength": 7, "intellect": 7}
    training = {"universe": "training", "icons": ["energy", "fighting"], "bonus": 3, "requires": 5}
    cards = [{"power": "energy", "value": 4}, training]
    attack = {"type": "attack", "by": "a1", "target": "b1", "cards": cards}
    jungle = {
        "A": {
            "front_line": [{"id": "a1", "name": "Trainer", "grid": grid}],
            "home_base": {"card": "The Concrete Jungle"},
        },
        "B": {"front_line": [j.char("b1", "Bolt")]},
    }
    assert j.resolve(client, jungle, [attack])["steps"][0]["value"] == 4 + 3 + 1
    jungle["A"].pop("home_base")
    assert j.resolve(client, jungle, [attack])["steps"][0]["value"] == 4 + 3
