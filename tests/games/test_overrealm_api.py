"""OverRealm API: the turn's shape (games.md), 400s naming the field, no 5xx for any body."""

from __future__ import annotations

import copy

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.games import overrealm as service
from tests.games.pu_rlm_support import error_paths, post_json
from tests.json_fuzz import json_bodies

pytestmark = pytest.mark.django_db

URL = "/api/v1/games/overrealm/turn/"


def post(client, body) -> tuple[int, dict]:
    return post_json(client, URL, body)


paths = error_paths


def changed(**edits) -> dict:
    """The example with ``path=value`` edits (``combat__B__targets=[...]``)."""
    body = copy.deepcopy(service.TURN_EXAMPLE)
    for key, value in edits.items():
        *parents, last = key.split("__")
        node = body
        for part in parents:
            node = node[int(part)] if part.isdigit() else node[part]
        node[int(last) if last.isdigit() else last] = value
    return body


def test_turn_answer_shape(client):
    status, body = post(client, service.TURN_EXAMPLE)
    assert status == 200
    assert set(body) >= {"combat", "dominance", "players", "round_loser", "steps"}
    assert body["combat"] == {**body["combat"], "winner": "B", "reason": "counter beats attack"}
    assert set(body["dominance"]) >= {"A", "B", "winner", "damage", "pressure_to"}
    assert body["players"]["A"]["hero"] == {"name": "Ghastis Brinnar", "hp": 15, "damage": 4}
    assert body["players"]["A"]["minions"][0]["silenced"] is True
    assert all(set(s) >= {"n", "text", "rules", "result", "changes"} for s in body["steps"])


def test_rulebook_example_a(client):
    status, body = post(client, service.EXAMPLE_A)
    assert status == 200 and body["dominance"]["damage"] == 3


@pytest.mark.parametrize(
    ("edits", "path"),
    [
        ({"strong_attacks": "C"}, "strong_attacks"),
        ({"combat__A__card": "dodge"}, "combat.A.card"),
        ({"combat__A__damage": -1}, "combat.A.damage"),
        ({"combat__A__target": "nobody"}, "combat.A.target"),
        ({"combat__B__targets": ["m1", "m2"]}, "combat.B.targets"),
        ({"combat__B__targets": ["zz"]}, "combat.B.targets.0"),
        ({"combat__B__option": "exhaust", "combat__B__targets": ["m1"]}, "combat.B.targets"),
        ({"combat__B__option": "fireball"}, "combat.B.option"),
        ({"players__A__hero__damage": 15}, "players.A.hero.damage"),
        ({"players__A__hero__hp": 0}, "players.A.hero.hp"),
        ({"players__A__pressure": 9}, "players.A.pressure"),
        ({"players__A__minions__1__id": "m1"}, "players.A.minions.1.id"),
        ({"players__A__minions__0__damage": 4}, "players.A.minions.0.damage"),
        (
            {"players__B__minions": [{"id": f"m{n}", "hp": 1} for n in range(31)]},
            "players.B.minions",
        ),
        ({"players__B": None}, "players.B"),
    ],
)
def test_errors_name_the_field(client, edits, path):
    status, body = post(client, changed(**edits))
    assert status == 400, body
    assert set(body["error"]) == {"code", "message", "details"}
    assert path in paths(body)


def test_attack_needs_damage(client):
    status, body = post(client, changed(combat__A={"card": "attack", "target": "hero"}))
    assert status == 400 and paths(body) == ["combat.A.damage"]


def test_schema_documents_the_turn(client):
    schema = client.get("/api/v1/schema/", {"format": "json"}).json()
    operation = schema["paths"]["/api/v1/games/overrealm/turn/"]["post"]
    assert operation["requestBody"]["content"]["application/json"]["examples"]
    assert {"200", "400"} <= set(operation["responses"])


def test_rules_are_served(client):
    body = client.get("/api/v1/rules/RLM.dominance.b/").json()
    assert body["source"] == "overrealm" and "Reading:" in body["summary"]
    assert client.get("/rules/RLM.critical/").status_code == 200


KEYS = [
    "strong_attacks",
    "combat",
    "players",
    "A",
    "B",
    "card",
    "damage",
    "target",
    "option",
    "targets",
    "hero",
    "name",
    "hp",
    "pressure",
    "critical",
    "minions",
    "id",
    "dom",
    "exhausted",
    "silenced",
]
bodies = json_bodies(
    KEYS, ["A", "B", "hero", "m1", "attack", "power", "counter", "exhaust", "silence"]
)
minions = st.lists(
    st.fixed_dictionaries(
        {
            "id": st.sampled_from(["m1", "m2", "m3"]),
            "hp": st.integers(0, 6),
            "dom": st.integers(-1, 6),
        },
        optional={
            "damage": st.integers(0, 6),
            "exhausted": st.booleans(),
            "silenced": st.booleans(),
        },
    ),
    max_size=3,
)
players = st.fixed_dictionaries(
    {
        "hero": st.fixed_dictionaries(
            {"name": st.just("h"), "hp": st.integers(0, 20), "damage": st.integers(0, 20)}
        ),
        "pressure": st.integers(0, 9),
        "critical": st.booleans(),
        "minions": minions,
    }
)
cards = st.fixed_dictionaries(
    {"card": st.sampled_from(["attack", "power", "counter"])},
    optional={
        "damage": st.integers(0, 12),
        "target": st.sampled_from(["hero", "m1", "m2"]),
        "option": st.sampled_from(["exhaust", "silence"]),
        "targets": st.lists(st.sampled_from(["m1", "m2", "m3"]), max_size=2),
        "excess_to_hero": st.booleans(),
        "exhaust_if_survives": st.booleans(),
    },
)


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(body=bodies)
def test_random_bodies_never_crash(client, body):
    status, answer = post(client, body)
    assert status in (200, 400), answer


@settings(
    max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(a=players, b=players, ca=cards, cb=cards, strong=st.sampled_from(["A", "B"]))
def test_random_turns_never_crash_and_keep_heroes_in_bounds(client, a, b, ca, cb, strong):
    status, answer = post(
        client,
        {"strong_attacks": strong, "combat": {"A": ca, "B": cb}, "players": {"A": a, "B": b}},
    )
    assert status in (200, 400), answer
    if status == 200:
        for p in ("A", "B"):
            hero = answer["players"][p]["hero"]
            if answer["round_loser"] != p:
                assert hero["damage"] < hero["hp"]
            if answer["players"][p]["critical"]:
                assert answer["players"][p]["pressure"] == 0
