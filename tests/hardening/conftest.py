"""Helpers for the robustness tests: every error answers the API's error object."""

from __future__ import annotations

import pytest

#: Every POST endpoint of the API (they all compute and store nothing).
POST_ENDPOINTS = (
    "parse/",
    "resolve/",
    "checks/ko/",
    "checks/defense/",
    "checks/venture/",
    "checks/priority/",
    "checks/renege/",
    "checks/deck/",
    "checks/discard/",
    "games/power-up/combat/",
    "games/power-up/chain/",
    "games/power-up/winner/",
    "games/power-up/deck/",
    "games/overrealm/turn/",
    "games/power-play/tally/",
    "games/power-play/score/",
    "games/power-play/turn-end/",
)


def error_of(response, status: int) -> dict:
    """The error object of ``response``, which must have ``status`` and the contract's shape."""
    assert response.status_code == status, response.content[:500]
    assert response["Content-Type"].startswith("application/json"), response["Content-Type"]
    error = response.json()["error"]
    assert set(error) == {"code", "message", "details"}
    assert isinstance(error["code"], str) and error["code"]
    assert isinstance(error["message"], str) and error["message"]
    for detail in error["details"]:
        assert set(detail) == {"path", "message"}
    return error


@pytest.fixture
def post_json(client):
    def post(url: str, body, **extra):
        data = body if isinstance(body, (str, bytes)) else __import__("json").dumps(body)
        return client.post(f"/api/v1/{url}", data, content_type="application/json", **extra)

    return post
