"""The site answers: home page, admin login, API schema and docs, and API 404s in shape."""

import pytest

pytestmark = pytest.mark.django_db


def test_home_page_has_a_search_box(client):
    response = client.get("/")
    assert response.status_code == 200
    assert b'name="q"' in response.content


def test_openapi_schema_is_served(client):
    response = client.get("/api/v1/schema/", HTTP_ACCEPT="application/vnd.oai.openapi+json")
    assert response.status_code == 200
    assert response.json()["openapi"].startswith("3.")


def test_interactive_docs_page(client):
    assert client.get("/api/v1/docs/").status_code == 200


def test_unknown_api_address_answers_error_object(client):
    response = client.get("/api/v1/no-such-thing/")
    assert response.status_code == 404
    assert response.json()["error"]["code"] == "not_found"


def test_unknown_page_is_a_readable_404(client):
    response = client.get("/no-such-page/")
    assert response.status_code == 404
    assert b"Not found" in response.content
