"""The judging endpoints and the resolve page: shapes of api.md, errors with paths."""

from __future__ import annotations

import json

import pytest
from django.urls import reverse

pytestmark = pytest.mark.django_db

GRID_W = {"energy": 3, "fighting": 7, "strength": 5, "intellect": 3}
GRID_H = {"energy": 4, "fighting": 6, "strength": 8, "intellect": 3}


def _state():
    return {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": "Wolverine", "grid": GRID_W}]},
            "B": {"front_line": [{"id": "b1", "name": "Hulk", "grid": GRID_H}]},
        },
        "turn": "A",
    }


def _post(client, name, body):
    return client.post(reverse(name), data=json.dumps(body), content_type="application/json")


def test_resolve_answers_steps_state_ko_and_venture(client):
    body = {
        "state": _state(),
        "plays": [
            {
                "type": "attack",
                "player": "A",
                "by": "a1",
                "target": "b1",
                "cards": [{"power": "fighting", "value": 7}],
            },
            {
                "type": "defend",
                "player": "B",
                "by": "b1",
                "cards": [{"power": "strength", "value": 8}],
            },
        ],
    }
    res = _post(client, "api:resolve", body)
    assert res.status_code == 200
    data = res.json()
    assert set(data) >= {"steps", "state", "ko", "venture"}
    assert [s["result"] for s in data["steps"]] == ["attack", "blocked"]
    step = data["steps"][1]
    assert set(step) >= {"n", "play", "text", "rules", "result", "changes"}
    assert "OR.defense" in step["rules"]


def test_resolve_bad_state_is_400_with_the_path(client):
    state = _state()
    state["players"]["A"]["front_line"][0]["grid"] = {**GRID_W, "energy": 11}
    res = _post(client, "api:resolve", {"state": state, "plays": []})
    assert res.status_code == 400
    err = res.json()["error"]
    assert err["code"] == "invalid_state"
    assert err["details"] == [
        {
            "path": "state.players.A.front_line.0.grid.energy",
            "message": "must be a whole number from 0 to 8",
        }
    ]


def test_resolve_without_state_is_400(client):
    res = _post(client, "api:resolve", {"plays": []})
    assert res.status_code == 400
    assert res.json()["error"]["details"][0]["path"] == "state"


@pytest.mark.parametrize(
    "body",
    [[], "text", 3, {"state": []}, {"state": {"players": []}}, {"state": _state(), "plays": [7]}],
)
def test_resolve_never_500s_on_odd_bodies(client, body):
    res = _post(client, "api:resolve", body)
    assert res.status_code == 400
    assert "error" in res.json()


def test_resolve_unknown_card_name_is_400_with_path(client):
    body = {
        "state": _state(),
        "plays": [
            {
                "type": "attack",
                "by": "a1",
                "target": "b1",
                "cards": [{"card": "No Such Card Anywhere"}],
            }
        ],
    }
    res = _post(client, "api:resolve", body)
    assert res.status_code == 400
    assert res.json()["error"]["details"][0]["path"] == "plays.0.cards.0.card"


def test_resolve_is_open_to_anonymous_post(client):
    res = _post(client, "api:resolve", {"state": _state(), "plays": [{"type": "pass"}]})
    assert res.status_code == 200


def test_check_ko(client):
    body = {
        "character": {
            "name": "Hulk",
            "grid": GRID_H,
            "hits": [
                {"icon": "strength", "value": 2, "record": "permanent"},
                {"icon": "energy", "value": 1},
                {"icon": "fighting", "value": 1},
            ],
        }
    }
    res = _post(client, "api:check-ko", body)
    assert res.status_code == 200
    data = res.json()
    assert data["ko"] is True and data["kind"] == "spectrum"
    assert data["points"] == 4 and data["threshold"] == 20
    assert "OR.ko.spectrum" in data["rules"]


def test_check_ko_battlesite(client):
    res = _post(
        client,
        "api:check-ko",
        {"battlesite": {"name": "Site", "hits": [{"icon": "strength", "value": 8}] * 4}},
    )
    assert res.status_code == 200
    assert res.json()["ko"] is True and res.json()["threshold"] == 30


def test_check_ko_bad_hit_path(client):
    res = _post(
        client,
        "api:check-ko",
        {
            "character": {
                "name": "Hulk",
                "grid": GRID_H,
                "hits": [{"icon": "strength", "value": -1}],
            }
        },
    )
    assert res.status_code == 400
    assert res.json()["error"]["details"][0]["path"] == "character.hits.0.value"


def test_check_defense_blocks(client):
    body = {
        "attack": {
            "by": {"name": "Wolverine", "grid": GRID_W},
            "cards": [{"power": "fighting", "value": 7}],
        },
        "defense": {
            "by": {"name": "Hulk", "grid": GRID_H},
            "cards": [{"power": "strength", "value": 8}],
        },
    }
    res = _post(client, "api:check-defense", body)
    assert res.status_code == 200
    data = res.json()
    assert data["legal"] is True and data["blocks"] is True
    assert data["attack_value"] == 7 and data["defense_value"] == 8
    assert "OR.defense" in data["rules"]


def test_check_defense_too_low_is_not_legal(client):
    body = {
        "attack": {
            "by": {"name": "Wolverine", "grid": GRID_W},
            "cards": [{"power": "fighting", "value": 7}],
        },
        "defense": {
            "by": {"name": "Hulk", "grid": GRID_H},
            "cards": [{"power": "strength", "value": 5}],
        },
    }
    data = _post(client, "api:check-defense", body).json()
    assert data["legal"] is False and data["blocks"] is False
    assert data["reasons"][0]["side"] == "defense"


def test_check_defense_restricted(client):
    body = {
        "attack": {
            "by": {"name": "Deadpool", "grid": GRID_W},
            "cards": [
                {
                    "special": {
                        "character": "Deadpool",
                        "name": "Assassin",
                        "text": "Acts as a level 6 Fighting attack. May only be defended by a defensive Special card.",
                        "effect": {
                            "status": "full",
                            "clauses": [
                                {"kind": "attack", "level": 6, "icons": ["fighting"]},
                                {"kind": "defense_restriction", "only": ["special"]},
                            ],
                        },
                    }
                }
            ],
        },
        "defense": {
            "by": {"name": "Hulk", "grid": GRID_H},
            "cards": [{"power": "strength", "value": 8}],
        },
    }
    data = _post(client, "api:check-defense", body).json()
    assert data["legal"] is False
    assert "MR.5.restricted-defense" in data["rules"]


def test_check_defense_bad_card_path(client):
    body = {
        "attack": {"by": {"name": "W", "grid": GRID_W}, "cards": [{"power": "fire", "value": 3}]},
        "defense": {"by": {"name": "H", "grid": GRID_H}, "cards": []},
    }
    res = _post(client, "api:check-defense", body)
    assert res.status_code == 400
    assert res.json()["error"]["details"][0]["path"] == "attack.cards.0.power"


def test_resolve_page_shows_steps_with_rule_links(client):
    res = client.get(reverse("resolve"))
    assert res.status_code == 200
    body = {
        "state": _state(),
        "plays": [
            {
                "type": "attack",
                "by": "a1",
                "target": "b1",
                "cards": [{"power": "fighting", "value": 7}],
            }
        ],
    }
    res = client.post(reverse("resolve"), {"request": json.dumps(body)}, follow=True)
    assert res.status_code == 200
    assert res.redirect_chain[0][1] == 303
    html = res.content.decode()
    assert 'href="/rules/OR.attack.power/"' in html
    assert "The attack hits Hulk" in html


def test_resolve_page_shows_errors_with_paths(client):
    state = _state()
    state["players"]["B"]["front_line"][0]["grid"] = {"energy": 9}
    res = client.post(reverse("resolve"), {"request": json.dumps({"state": state})})
    assert res.status_code == 400
    assert "state.players.B.front_line.0.grid.energy" in res.content.decode()
    res = client.post(reverse("resolve"), {"request": "{not json"})
    assert res.status_code == 400
