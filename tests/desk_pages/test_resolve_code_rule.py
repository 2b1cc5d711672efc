"""The hero/villain code rule (OR.code-rule) through both doors: the API's board takes
``code_rule`` and each character's ``code`` (a bad value is a 400 naming the field, and the
schema documents both), and the desk's board builder has a field for each that writes them in
the notation and reads them back."""

from __future__ import annotations

import json
import re

import pytest
from django.urls import reverse

from rules.notation import parse_notation
from rules.resolution_view import decode_situation

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
TEXT = "Target hero may not attack for remainder of battle. One Per Deck"


def _board(code_rule=None, code="villain") -> dict:
    special = {"special": {"character": "Ace", "name": "Trick", "text": TEXT}}
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID}]},
            "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID, "code": code}]},
        },
        "turn": "A",
    }
    if code_rule is not None:
        state["code_rule"] = code_rule
    play = {"type": "attack", "by": "a1", "target": "b1", "cards": [special]}
    return {"state": state, "plays": [play]}


def _post(client, body: dict):
    return client.post(
        reverse("api:resolve"), data=json.dumps(body), content_type="application/json"
    )


@pytest.mark.django_db
def test_the_api_applies_the_code_rule_the_board_gives(client):
    barred = _post(client, _board(True)).json()["steps"][0]
    assert barred["result"] == "illegal" and "OR.code-rule" in barred["rules"]
    free = _post(client, _board(False)).json()["steps"][0]
    assert free["result"] == "attack" and "code rule is not in use" in free["text"]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("board", "path"),
    [
        (_board("on"), "state.code_rule"),
        (_board(True, code="rogue"), "state.players.B.front_line.0.code"),
    ],
)
def test_a_bad_code_or_rule_is_a_400_naming_the_field(client, board, path):
    res = _post(client, board)
    assert res.status_code == 400
    assert path in [d["path"] for d in res.json()["error"]["details"]]


@pytest.mark.django_db
def test_the_schema_documents_the_rule_and_the_codes(client):
    schema = client.get("/api/v1/schema/", {"format": "json"}).json()
    text = json.dumps(schema["components"]["schemas"])
    assert "code_rule" in text and "none for a card printed without one" in text


def _builder(code_rule: str, code: str) -> dict:
    data = {"turn": "A", "other": "", "code_rule": code_rule}
    rows = {
        "characters": [
            {"player": "A", "name": "Ace", **GRID},
            {"player": "B", "name": "Bolt", **GRID, "code": code},
        ],
        "plays": [{"player": "A", "by": "a1", "action": "passes"}],
    }
    for prefix in ("characters", "hits", "placed", "effects", "plays"):
        given = rows.get(prefix, [])
        data.update({f"{prefix}-TOTAL_FORMS": str(len(given)), f"{prefix}-INITIAL_FORMS": "0"})
        for i, row in enumerate(given):
            data.update({f"{prefix}-{i}-{k}": v for k, v in row.items()})
    return data


@pytest.mark.django_db
@pytest.mark.parametrize(("rule", "flag"), [("on", True), ("off", False)])
def test_the_board_builder_writes_the_rule_and_the_code_and_reads_them_back(client, rule, flag):
    res = client.post(reverse("resolve-build"), _builder(rule, "villain"))
    assert res.status_code == 303
    text = decode_situation(re.search(r"s=([^&]+)", res["Location"]).group(1))
    request = parse_notation(text)
    assert request["state"]["code_rule"] is flag
    assert request["state"]["players"]["B"]["front_line"][0]["code"] == "villain"
    # the written situation opens in the form with both fields filled in
    back = client.post(reverse("resolve-build"), {"to_form": "1", "text": text})
    assert back.context["situation"].initial["code_rule"] == rule
    rows = back.context["formsets"]["characters"].forms
    assert [f.initial.get("code") for f in rows[:2]] == [None, "villain"]


@pytest.mark.django_db
def test_left_unsaid_the_builder_writes_neither(client):
    res = client.post(reverse("resolve-build"), _builder("", ""))
    text = decode_situation(re.search(r"s=([^&]+)", res["Location"]).group(1))
    assert "code" not in text
