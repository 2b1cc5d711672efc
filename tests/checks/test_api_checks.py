"""``POST /api/v1/checks/venture|priority|renege/``: answers and 400s naming the bad field."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.django_db

VENTURE = "/api/v1/checks/venture/"
PRIORITY = "/api/v1/checks/priority/"
RENEGE = "/api/v1/checks/renege/"


def post(client, url, body):
    return client.post(url, body, content_type="application/json")


def paths(response):
    assert response.status_code == 400, response.content
    error = response.json()["error"]
    assert error["code"] and error["message"]
    return [d["path"] for d in error["details"]]


# ------------------------------------------------------------------ venture


def test_venture_with_totals(client):
    body = {
        "players": {
            "A": {
                "missions": {"reserve": 7, "completed": 0, "defeated": 0},
                "ventured": {"reserve": 2, "completed": 0},
                "venture_total": 14,
                "conceded": False,
            },
            "B": {
                "missions": {"reserve": 7, "completed": 0, "defeated": 0},
                "ventured": {"reserve": 4},
                "venture_total": 9,
            },
        }
    }
    response = post(client, VENTURE, body)
    assert response.status_code == 200
    data = response.json()
    assert data["winner"] == "A" and data["totals"] == {"A": 14, "B": 9}
    assert data["missions"]["A"] == {"reserve": 5, "completed": 2, "defeated": 0}
    assert data["missions"]["B"] == {"reserve": 3, "completed": 0, "defeated": 4}
    assert data["penalty_draws"] == {"A": 2, "B": 0}
    assert data["game_over"] is False
    assert "OR.mission-ladder" in data["rules"]
    assert all(m["text"] and m["rules"] for m in data["messages"])


def test_venture_with_hits_and_modifiers(client):
    body = {
        "players": {
            "A": {
                "ventured": {"reserve": 1},
                "hits_scored": [
                    {"icon": "strength", "value": 5},
                    {"icon": "energy", "value": 8, "target": "battlesite"},
                    {"icon": "fighting", "value": 4, "source": "power", "bonus": 3},
                ],
            },
            "B": {
                "ventured": {"reserve": 1},
                "hits_scored": [{"icon": "intellect", "value": 7, "source": "special"}],
                "modifiers": [{"value": 3, "source": "inherent", "from": "reserve"}],
            },
        }
    }
    data = post(client, VENTURE, body).json()
    assert data["totals"] == {"A": 9, "B": 10}
    assert data["winner"] == "B"
    reasons = [i["reason"] for i in data["breakdown"]["A"]["items"] if not i["counted"]]
    assert any("battlesite" in r for r in reasons) and any("bonus" in r for r in reasons)
    assert "MR.14" in data["rules"]


def test_venture_missions_default_to_the_reserve(client):
    body = {
        "players": {
            "A": {"missions": {"completed": 2}, "ventured": {"reserve": 1}, "venture_total": 1},
            "B": {"ventured": {"reserve": 1}, "conceded": True},
        }
    }
    data = post(client, VENTURE, body).json()
    assert data["missions"]["A"] == {"reserve": 4, "completed": 3, "defeated": 0}


def test_venture_illegal_is_answered_not_refused(client):
    body = {
        "players": {
            "A": {"ventured": {"reserve": 0}, "venture_total": 1},
            "B": {"ventured": {"reserve": 1}, "venture_total": 0},
        }
    }
    data = post(client, VENTURE, body).json()
    assert data["legal"] is False and data["violations"][0]["rules"] == ["OR.venture"]


@pytest.mark.parametrize(
    ("body", "path"),
    [
        ({}, "players"),
        ({"players": {"A": {"venture_total": 3}}}, "players.B"),
        (
            {
                "players": {
                    "A": {"missions": {"reserve": 5}, "venture_total": 1},
                    "B": {"venture_total": 1},
                }
            },
            "players.A.missions",
        ),
        ({"players": {"A": {"missions": {"reserve": -1}}, "B": {}}}, "players.A.missions.reserve"),
        (
            {"players": {"A": {"ventured": {"reserve": "two"}}, "B": {}}},
            "players.A.ventured.reserve",
        ),
        (
            {"players": {"A": {"hits_scored": [{"icon": "cosmic", "value": 3}]}, "B": {}}},
            "players.A.hits_scored.0.icon",
        ),
        (
            {"players": {"A": {"hits_scored": [{"icon": "energy"}]}, "B": {}}},
            "players.A.hits_scored.0.value",
        ),
        (
            {"players": {"A": {"venture_total": 3, "hits_scored": []}, "B": {"venture_total": 1}}},
            "players.A.venture_total",
        ),
        (
            {
                "players": {
                    "A": {"venture_total": 3, "modifiers": [{"value": 2}]},
                    "B": {"venture_total": 1},
                }
            },
            "players.A.modifiers",
        ),
        (
            {
                "players": {
                    "A": {
                        "missions": {"reserve": 1, "completed": 6},
                        "ventured": {"reserve": 2},
                        "venture_total": 3,
                    },
                    "B": {"venture_total": 1},
                }
            },
            "players.A.ventured.reserve",
        ),
        (
            {"players": {"A": {"ventured": {"reserve": 1}}, "B": {"ventured": {"reserve": 1}}}},
            "players.A",
        ),
        ({"players": {"A": {"conceded": True}, "B": {"conceded": True}}}, "players.B.conceded"),
        (
            {
                "players": {
                    "A": {"modifiers": [{"value": 1, "from": "moon"}], "hits_scored": []},
                    "B": {},
                }
            },
            "players.A.modifiers.0.origin",
        ),
        ({"players": "A wins"}, "players"),
    ],
)
def test_venture_bad_input_names_the_field(client, body, path):
    assert path in paths(post(client, VENTURE, body))


def test_venture_rejects_non_object_bodies(client):
    assert client.post(VENTURE, "[1, 2]", content_type="application/json").status_code == 400
    assert client.post(VENTURE, "{not json", content_type="application/json").status_code == 400


def test_checks_take_post_only(client):
    assert client.get(VENTURE).status_code == 405


# ------------------------------------------------------------------ priority


def test_priority(client):
    body = {
        "effects": [
            {"id": "e1", "type": "special", "text": "Opponent may not attack this battle."},
            {"id": "e2", "type": "aspect"},
            {"id": "e3", "type": "special"},
            {"id": "e4", "type": "power", "acts_as": ["event"]},
        ]
    }
    data = post(client, PRIORITY, body).json()
    assert data["winner"] == "e4"
    assert data["order"] == ["e4", "e3", "e1", "e2"]
    assert "MR.17" in data["rules"]
    assert data["ranking"][1] == {
        "id": "e3",
        "type": "special",
        "ranks_as": "special",
        "rank": 3,
        "played": 3,
    }


@pytest.mark.parametrize(
    ("body", "path"),
    [
        ({}, "effects"),
        ({"effects": [{"id": "a", "type": "special"}]}, "effects"),
        (
            {"effects": [{"id": "a", "type": "special"}, {"id": "b", "type": "wizard"}]},
            "effects.1.type",
        ),
        ({"effects": [{"id": "a", "type": "special"}, {"type": "power"}]}, "effects.1.id"),
        (
            {"effects": [{"id": "a", "type": "special"}, {"id": "a", "type": "power"}]},
            "effects.1.id",
        ),
        (
            {
                "effects": [
                    {"id": "a", "type": "special"},
                    {"id": "b", "type": "power", "acts_as": ["x"]},
                ]
            },
            "effects.1.acts_as.0",
        ),
        ({"effects": "all of them"}, "effects"),
    ],
)
def test_priority_bad_input_names_the_field(client, body, path):
    assert path in paths(post(client, PRIORITY, body))


# ------------------------------------------------------------------ renege


def test_renege(client):
    body = {
        "offender": "A",
        "offence": "illegal_duplicate",
        "judge_called": True,
        "players": {
            "A": {"missions": {"reserve": 7}, "ventured": {"reserve": 2}},
            "B": {"missions": {"reserve": 7}, "ventured": {"reserve": 1}},
        },
    }
    data = post(client, RENEGE, body).json()
    assert data["penalty"] == "lose_venture" and data["game_loss"] is False
    assert data["missions"]["A"] == {"reserve": 5, "completed": 0, "defeated": 2}
    assert data["missions"]["B"] == {"reserve": 5, "completed": 2, "defeated": 0}
    assert "MR.13.renege" in data["rules"]


def test_renege_illegal_deck(client):
    data = post(client, RENEGE, {"offender": "B", "offence": "illegal_deck"}).json()
    assert data["penalty"] == "match_loss" and data["game_loss"] is True
    assert data["game_winner"] == "A" and data["missions"] is None


@pytest.mark.parametrize(
    ("body", "path"),
    [
        ({"offence": "illegal_deck"}, "offender"),
        ({"offender": "C", "offence": "illegal_deck"}, "offender"),
        ({"offender": "A", "offence": "cheating"}, "offence"),
        ({"offender": "A", "offence": "illegal_duplicate"}, "players"),
        (
            {"offender": "A", "offence": "illegal_duplicate", "judge_called": "maybe"},
            "judge_called",
        ),
        (
            {
                "offender": "A",
                "offence": "illegal_duplicate",
                "players": {"A": {"missions": {"reserve": 8}}, "B": {}},
            },
            "players.A.missions.reserve",
        ),
        (
            {
                "offender": "A",
                "offence": "illegal_duplicate",
                "players": {
                    "A": {"missions": {"reserve": 1, "defeated": 6}, "ventured": {"reserve": 3}},
                    "B": {},
                },
            },
            "players.A.ventured.reserve",
        ),
    ],
)
def test_renege_bad_input_names_the_field(client, body, path):
    assert path in paths(post(client, RENEGE, body))


def test_anonymous_users_may_post_checks(client):
    # computes_only: no login needed, nothing written.
    response = post(
        client, PRIORITY, {"effects": [{"id": "a", "type": "event"}, {"id": "b", "type": "power"}]}
    )
    assert response.status_code == 200
