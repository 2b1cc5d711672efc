"""A card that names its Target Character with a code ("Target hero may not attack for
remainder of battle", a real text of the ten sets) played with no target: the engine refuses
the play with a structured input error, never a 5xx. The API answers 400 naming the field
(``plays.0.target``); the desk page answers 400 with the message and keeps the text."""

from __future__ import annotations

import json

import pytest
from django.urls import reverse

from rules.notation import render_notation
from tests.engine.real_texts import texts

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
TARGET_HERO = texts(r"^Target hero (may not attack|must discard)", "special", full=True)

pytestmark = pytest.mark.django_db


def _request(text: str, target: str | None) -> dict:
    special = {"special": {"character": "Ace", "name": "Trick", "text": text}}
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID}]},
            "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
        },
        "turn": "A",
    }
    play = {
        "type": "play",
        "by": "a1",
        "cards": [special],
        **({"target": target} if target else {}),
    }
    return {"state": state, "plays": [play]}


def test_the_ten_sets_print_target_hero_cards():
    assert len(TARGET_HERO) >= 2


@pytest.mark.parametrize("text", TARGET_HERO)
def test_the_api_answers_400_naming_the_target_field(client, text):
    res = client.post(
        reverse("api:resolve"),
        data=json.dumps(_request(text, None)),
        content_type="application/json",
    )
    assert res.status_code == 400
    (detail,) = res.json()["error"]["details"]
    assert detail["path"] == "plays.0.target"
    assert "Target hero: name the character it aims at" in detail["message"]
    named = client.post(
        reverse("api:resolve"),
        data=json.dumps(_request(text, "b1")),
        content_type="application/json",
    )
    assert named.status_code == 200


@pytest.mark.parametrize("text", TARGET_HERO[:1])
def test_the_desk_page_answers_400_with_the_message(client, text):
    notation = render_notation(_request(text, None))
    res = client.post(reverse("resolve"), {"text": notation})
    assert res.status_code == 400
    html = res.content.decode()
    assert "Target hero: name the character it aims at" in html


def test_the_schema_documents_the_target_a_target_hero_card_needs(client):
    schema = client.get("/api/v1/schema/", {"format": "json"}).json()
    text = json.dumps(schema["components"]["schemas"])
    assert "names its Target hero or villain" in text and "plays.N.target" in text
