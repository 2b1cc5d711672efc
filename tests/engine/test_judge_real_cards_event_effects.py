"""Judge situations naming real cards of the ten sets: events in play when the battle begins
(hits removed from the characters they name, a chosen character KO'd, the reserve brought to
the front line), events that tie a teamwork card's attacks to one character, and events that
raise tactics of a type, through ``resolve/``."""

from __future__ import annotations

import pytest

from tests.engine import judge_real_cards_api as j

pytestmark = pytest.mark.django_db

CASE = "The Brave And The Bold - Justice League Case File: "
SOVEREIGN = "Any Mission: Justice League Case File - Sovereign Seven"
KANTO = CASE + "Batman vs. Kanto"
GREEN_ARROW = CASE + "Green Arrow, Black Canary, Amazing Grace"
MARSHALING = "Dark Phoenix Saga - Marshaling Forces (sic)"
TEAMWORK = "6 Energy Intellect/Strength +1 +2"
NAMED = (
    SOVEREIGN,
    KANTO,
    GREEN_ARROW,
    MARSHALING,
    TEAMWORK,
    "Spider-Girl",
    "Coming of Galactus - Coordinated Effort",
    "Fatal Attractions - Misguided Efforts",
    "Black Canary & Batman",
    "Captain Marvel & Superman",
)


@pytest.fixture
def catalogue(tmp_path):
    j.import_named(NAMED, tmp_path)


def _event(name: str, **more) -> list[dict]:
    return [{"card": {"card": name}, "player": "A", **more}]


def _hits_of(answer: dict) -> dict[str, list[int]]:
    sides = answer["state"]["players"].values()
    return {c["id"]: [h["value"] for h in c["hits"]] for p in sides for c in p["front_line"]}


# --- events in play when the battle begins (OR.events)


def _sovereign_board() -> dict:
    able = j.char("b1", "Bolt", inherent="Bolt is +1 to all Energy attacks.")
    able["hits"] = j.hits("energy", 5, 3)
    girl = {"id": "b2", "card": "Spider-Girl", "hits": j.hits("fighting", 4)}
    plain = j.char("a1", "Ace", hits=j.hits("energy", 4))
    return {"A": {"front_line": [plain]}, "B": {"front_line": [able, girl]}}


def test_an_event_removes_a_hit_from_each_character_with_an_inherent_ability(client, catalogue):
    answer = j.resolve(client, _sovereign_board(), [], _event(SOVEREIGN))
    assert _hits_of(answer) == {"a1": [4], "b1": [5], "b2": []}
    assert "OR.events" in answer["steps"][0]["rules"] and not answer["warnings"]


def test_an_events_removal_is_made_once_when_the_battle_begins(client, catalogue):
    players = _sovereign_board()
    players["B"]["front_line"][1]["hits"].append(
        {"icon": "energy", "value": 2, "record": "current"}
    )  # the battle has begun: a hit of the current battle
    answer = j.resolve(client, players, [], _event(SOVEREIGN))
    assert _hits_of(answer) == {"a1": [4], "b1": [5, 3], "b2": [4, 2]}


def test_an_event_kos_the_chosen_front_line_character_and_brings_up_the_reserve(client, catalogue):
    players = {
        "A": {"front_line": [j.char("a1", "Ace")]},
        "B": {
            "front_line": [j.char("b1", "Bolt"), j.char("b2", "Bee")],
            "reserve": j.char("b3", "Res"),
        },
    }
    answer = j.resolve(client, players, [], _event(KANTO, target="b2"))
    assert [k["id"] for k in answer["ko"]] == ["b2"]
    front = [c["id"] for c in answer["state"]["players"]["B"]["front_line"]]
    assert "b3" in front and answer["state"]["players"]["B"]["reserve"] is None


def test_an_event_brings_the_reserve_to_the_front_line_to_attack(client, catalogue):
    players = {
        "A": {"front_line": [j.char("a1", "Ace")], "reserve": j.char("a4", "Res")},
        "B": {"front_line": [j.char("b1", "Bolt")]},
    }
    attack = [j.power("a4", "b1", "energy", 5)]
    assert j.results(j.resolve(client, players, attack))[0] == "illegal"
    answer = j.resolve(client, players, attack, _event(GREEN_ARROW))
    assert [s["result"] for s in answer["steps"] if s["play"] == 0] == ["attack", "hit"]


# --- events on teamwork cards and tactics (MR.19)


def test_an_event_ties_a_teamwork_cards_attacks_to_one_character(client, catalogue):
    players = {
        "A": {"front_line": [j.char("a1", "Ace"), j.char("a2", "Mate"), j.char("a3", "Third")]},
        "B": {"front_line": [j.char("b1", "Bolt"), j.char("b2", "Bee")]},
    }
    first = {"type": "attack", "by": "a1", "target": "b1", "cards": [{"card": TEAMWORK}]}
    elsewhere = [first, j.power("a2", "b2", "intellect", 5)]
    assert j.results(j.resolve(client, players, elsewhere, _event(MARSHALING)))[-1] == "illegal"
    assert j.results(j.resolve(client, players, elsewhere))[-1] == "hit"
    same = [first, j.power("a2", "b1", "intellect", 5)]
    assert j.results(j.resolve(client, players, same, _event(MARSHALING)))[-1] == "hit"


@pytest.mark.parametrize(
    ("event", "tactic", "icon"),
    [
        ("Coming of Galactus - Coordinated Effort", "Black Canary & Batman", "intellect"),
        ("Fatal Attractions - Misguided Efforts", "Captain Marvel & Superman", "energy"),
    ],
)
def test_an_event_raises_tactics_of_its_icon(client, catalogue, event, tactic, icon):
    players = {
        "A": {"front_line": [j.char("a1", "Ace"), j.char("a2", "Mate")]},
        "B": {"front_line": [j.char("b1", "Bolt")]},
    }
    mate_icon = "intellect" if icon == "intellect" else "energy"
    cards = [{"card": tactic}, {"power": mate_icon, "value": 3, "by": "a2"}]
    attack = [{"type": "attack", "by": "a1", "target": "b1", "cards": cards}]
    assert j.resolve(client, players, attack)["steps"][0]["value"] == 4 + 3
    assert j.resolve(client, players, attack, _event(event))["steps"][0]["value"] == 4 + 3 + 1
