"""Helpers shared by the Power Up! and OverRealm tests: JSON posts and their errors."""

from __future__ import annotations

import json


def post_json(client, url: str, body) -> tuple[int, dict]:
    response = client.post(url, json.dumps(body), content_type="application/json")
    return response.status_code, response.json()


def error_paths(body: dict) -> list[str]:
    return [d["path"] for d in body["error"]["details"]]
