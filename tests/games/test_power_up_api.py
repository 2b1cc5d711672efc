"""Power Up! API: the shapes of games.md, 400s naming the field, and no 5xx for any body."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.games import power_up as service
from tests.games.pu_rlm_support import error_paths, post_json
from tests.json_fuzz import json_bodies

pytestmark = pytest.mark.django_db

BASE = "/api/v1/games/power-up/"
STEP_KEYS = {"n", "text", "rules", "result", "changes"}


def post(client, url: str, body) -> tuple[int, dict]:
    return post_json(client, BASE + url, body)


paths = error_paths


def test_combat_answer_shape(client):
    status, body = post(client, "combat/", service.COMBAT_EXAMPLE)
    assert status == 200
    assert set(body) >= {"legal", "reasons", "attack", "defense", "wounds", "ko", "knelt", "steps"}
    assert body["wounds"]["paige"] == 2 and body["wounds"]["brandon"] == 2
    assert all(set(s) >= STEP_KEYS for s in body["steps"])
    assert all(r.startswith("PU.") for s in body["steps"] for r in s["rules"])


def test_unblocked_and_team_up(client):
    _, unblocked = post(client, "combat/", {"attacker": service.PAIGE, "defender": None})
    assert unblocked["wounds"] == {"hq": 1}
    _, team = post(client, "combat/", service.TEAM_UP_EXAMPLE)
    assert team["legal"] and team["attack"] == 7


def test_anonymous_post_is_allowed_and_get_is_not(client):
    assert client.get(BASE + "combat/").status_code == 405


@pytest.mark.parametrize(
    ("body", "path"),
    [
        ({}, "attacker"),
        ({"attacker": {**service.PAIGE, "atk": 11}}, "attacker.atk"),
        ({"attacker": {**service.PAIGE, "def": "x"}}, "attacker.def"),
        ({"attacker": {**service.PAIGE, "keywords": ["x" * 41]}}, "attacker.keywords.0"),
        ({"attacker": {**service.PAIGE, "modifiers": [{}]}}, "attacker.modifiers.0"),
        ({"attacker": {**service.PAIGE, "modifiers": [{"atk": 99}]}}, "attacker.modifiers.0.atk"),
        ({"attacker": {**service.PAIGE, "rarity": 6}}, "attacker.rarity"),
        ({"attacker": {**service.PAIGE, "id": "hq"}}, "attacker.id"),
        ({"attacker": {**service.PAIGE, "id": "a b"}}, "attacker.id"),
        ({"attacker": service.PAIGE, "defender": service.PAIGE}, "defender.id"),
        (
            {
                "attacker": service.PAIGE,
                "team_up": {"primary": service.PAIGE, "partner": service.BRANDON},
            },
            "defender",
        ),
        (
            {
                **service.TEAM_UP_EXAMPLE,
                "team_up": {**service.TEAM_UP_EXAMPLE["team_up"], "primary": service.BRANDON},
            },
            "team_up.primary.id",
        ),
        ({"attacker": {**service.PAIGE, "modifiers": [{"atk": 1}] * 21}}, "attacker.modifiers"),
        ([], "request"),
    ],
)
def test_combat_errors_name_the_field(client, body, path):
    status, answer = post(client, "combat/", body)
    assert status == 400
    assert set(answer["error"]) == {"code", "message", "details"}
    assert path in paths(answer)


def test_chain_answer_and_errors(client):
    status, body = post(client, "chain/", service.CHAIN_EXAMPLE)
    assert status == 200 and body["order"] == ["whispershield", "frag-grenade", "evade", "blaze"]
    status, body = post(client, "chain/", {"effects": [{"id": "a", "player": "3"}]})
    assert status == 400 and paths(body) == ["effects.0.player"]
    status, body = post(client, "chain/", {"effects": [{"id": "a", "player": "1"}] * 2})
    assert status == 400 and paths(body) == ["effects.1.id"]
    status, body = post(
        client, "chain/", {"effects": [{"id": f"e{n}", "player": "1"} for n in range(51)]}
    )
    assert status == 400 and paths(body) == ["effects"]


def test_winner_answer_and_errors(client):
    status, body = post(client, "winner/", service.WINNER_EXAMPLE)
    assert status == 200 and body == {**body, "winner": "1", "decided_by": "stars"}
    status, body = post(client, "winner/", {"condition": "coin", "players": {"1": {"hq": 1}}})
    assert status == 400 and set(paths(body)) == {"condition", "players.2"}
    bad = {"condition": "hq", "players": {"1": {"hq": 1, "deployed_stars": 16}, "2": {"hq": 1}}}
    assert paths(post(client, "winner/", bad)[1]) == ["players.1.deployed_stars"]


def test_deck_answer_and_errors(client):
    status, body = post(client, "deck/", service.DECK_EXAMPLE)
    assert status == 200 and body["legal"] is True and body["violations"] == []
    broken = {**service.DECK_EXAMPLE, "heroes": service.DECK_EXAMPLE["heroes"][:4]}
    status, body = post(client, "deck/", broken)
    assert status == 200 and body["legal"] is False
    assert {v["rule"] for v in body["violations"]} == {"PU.deck.size", "PU.deck.rarity"}
    status, body = post(
        client,
        "deck/",
        {"heroes": [{"name": "", "rarity": 1}], "powers": [{"name": "x", "kind": "spell"}]},
    )
    assert status == 400 and set(paths(body)) == {"heroes.0.name", "powers.0.kind"}


def test_schema_documents_the_endpoints(client):
    schema = client.get("/api/v1/schema/", {"format": "json"}).json()
    for url in ("combat", "chain", "winner", "deck"):
        operation = schema["paths"][f"/api/v1/games/power-up/{url}/"]["post"]
        assert operation["requestBody"]["content"]["application/json"]["examples"]
        assert {"200", "400"} <= set(operation["responses"])


def test_rules_are_served(client):
    body = client.get("/api/v1/rules/PU.wounds/").json()
    assert body["source"] == "power-up" and "reading" in body["summary"].lower()
    assert client.get("/rules/PU.keyword.strike-first/").status_code == 200


KEYS = [
    "attacker",
    "defender",
    "team_up",
    "primary",
    "partner",
    "id",
    "atk",
    "def",
    "health",
    "wounds",
    "rarity",
    "faction",
    "keywords",
    "knelt",
    "stunned",
    "modifiers",
    "effects",
    "player",
    "instant",
    "condition",
    "players",
    "1",
    "2",
    "hq",
    "heroes",
    "powers",
    "name",
    "count",
    "unique",
    "limited",
    "kind",
]
bodies = json_bodies(KEYS, ["1", "2", "hq", "Speedster", "Resolve", "power", "paige"])
fighters = st.fixed_dictionaries(
    {
        "id": st.sampled_from(["a", "b", "c"]),
        "atk": st.integers(0, 11),
        "def": st.integers(0, 11),
        "health": st.integers(0, 11),
    },
    optional={
        "wounds": st.integers(-1, 21),
        "rarity": st.integers(0, 6),
        "faction": st.sampled_from(["x", "y", ""]),
        "keywords": st.lists(
            st.sampled_from(
                [
                    "Speedster",
                    "Resolve",
                    "Strike First",
                    "Stun",
                    "Immortal",
                    "Unblockable",
                    "Evade",
                    "Unavoidable",
                    "Stun Immunity",
                ]
            ),
            max_size=4,
        ),
        "knelt": st.booleans(),
        "stunned": st.booleans(),
        "attacks_made": st.integers(0, 3),
        "double_attack": st.booleans(),
        "modifiers": st.lists(
            st.dictionaries(
                st.sampled_from(["atk", "def", "health"]), st.integers(-21, 21), max_size=3
            ),
            max_size=3,
        ),
    },
)


@pytest.mark.parametrize("url", ["combat/", "chain/", "winner/", "deck/"])
@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(body=bodies)
def test_random_bodies_never_crash(client, url, body):
    status, answer = post(client, url, body)
    assert status in (200, 400), answer
    if status == 400:
        assert set(answer["error"]) == {"code", "message", "details"}


@settings(
    max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    attacker=fighters,
    defender=st.one_of(st.none(), fighters),
    partner=st.one_of(st.none(), fighters),
)
def test_random_combats_never_crash(client, attacker, defender, partner):
    body = {"attacker": attacker, "defender": defender}
    if partner is not None:
        body["team_up"] = {"primary": attacker, "partner": partner}
    status, answer = post(client, "combat/", body)
    assert status in (200, 400), answer
    if status == 200 and answer["legal"]:
        assert all(0 <= n <= 2 for k, n in answer["wounds"].items() if k != "hq")
