"""``POST /api/v1/parse/``: the effect tree of any text; bad input answers 400."""

from __future__ import annotations

import pytest
from rest_framework.test import APIClient

URL = "/api/v1/parse/"


@pytest.fixture
def client() -> APIClient:
    return APIClient()


@pytest.mark.django_db
def test_parse_valid_text(client):
    r = client.post(URL, {"text": "Avoid 1 attack of 9 or less. One Per Deck"}, format="json")
    assert r.status_code == 200
    body = r.json()
    assert body["status"] == "full"
    assert body["one_per_deck"] is True
    assert body["clauses"][0]["kind"] == "avoid"
    assert body["clauses"][0]["max_value"] == 9
    assert body["canonical"].endswith("One Per Deck")


@pytest.mark.django_db
def test_parse_partial_text_lists_unparsed(client):
    r = client.post(URL, {"text": "Avoid 1 attack. Opponent must sing loudly."}, format="json")
    assert r.status_code == 200
    body = r.json()
    assert body["status"] == "partial"
    assert body["unparsed"][0]["text"] == "Opponent must sing loudly."
    assert body["unparsed"][0]["span"] == [16, 42]


@pytest.mark.django_db
def test_over_long_text_is_400(client):
    r = client.post(URL, {"text": "Avoid 1 attack. " * 700}, format="json")
    assert r.status_code == 400
    err = r.json()["error"]
    assert err["details"][0]["path"] == "text"


@pytest.mark.django_db
def test_exactly_ten_thousand_characters_is_accepted(client):
    r = client.post(URL, {"text": "x" * 10_000}, format="json")
    assert r.status_code == 200


@pytest.mark.django_db
@pytest.mark.parametrize(
    "payload", [{}, {"txt": "Avoid 1 attack."}, {"text": 5}, {"text": None}, {"text": ["a"]}]
)
def test_missing_or_non_string_text_is_400(client, payload):
    r = client.post(URL, payload, format="json")
    assert r.status_code == 400
    assert r.json()["error"]["details"][0]["path"] == "text"


@pytest.mark.django_db
def test_non_object_body_is_400(client):
    r = client.post(URL, ["Avoid 1 attack."], format="json")
    assert r.status_code == 400


@pytest.mark.django_db
def test_get_is_not_allowed(client):
    assert client.get(URL).status_code == 405
