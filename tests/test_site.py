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


def test_schema_says_what_a_played_card_may_name_for_the_table(client):
    # the hit a copying special copies and the two hits switched are named by the play
    response = client.get("/api/v1/schema/", HTTP_ACCEPT="application/vnd.oai.openapi+json")
    cards = response.json()["components"]["schemas"]["Play"]["properties"]["cards"]
    assert all(f'"{name}"' in cards["description"] for name in ("as", "copies", "switches"))


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


def test_api_root_is_a_json_index(client):
    response = client.get("/api/v1/")
    assert response.status_code == 200
    body = response.json()
    assert body["docs"] == "http://testserver/api/v1/docs/"
    urls = {e["url"] for e in body["endpoints"]}
    assert "http://testserver/api/v1/resolve/" in urls
    assert "http://testserver/api/v1/cards/" in urls


def test_api_docs_load_their_assets_from_the_service(client):
    page = client.get("/api/v1/docs/").content.decode()
    assert "/static/drf_spectacular_sidecar/swagger-ui-dist/swagger-ui-bundle.js" in page
    assert "cdn.jsdelivr.net" not in page


def test_favicon(client):
    assert client.get("/favicon.ico")["Location"].endswith("/favicon.svg")
    assert 'rel="icon"' in client.get("/").content.decode()
