"""The catalogue's read API: shapes, errors, write refusal, constant query counts, schema."""

from __future__ import annotations

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from cards.models import CardSet, Erratum, Ruling

from .conftest import make_card

pytestmark = pytest.mark.django_db

ERROR_KEYS = {"code", "message", "details"}


def assert_error(response, status: int, code: str | None = None) -> dict:
    assert response.status_code == status, response.content
    body = response.json()
    assert set(body) == {"error"}
    assert set(body["error"]) == ERROR_KEYS
    assert body["error"]["message"]
    for detail in body["error"]["details"]:
        assert set(detail) == {"path", "message"}
    if code:
        assert body["error"]["code"] == code
    return body["error"]


def test_card_list_is_paginated_with_warnings(client, catalogue):
    body = client.get("/api/v1/cards/").json()
    assert set(body) == {"count", "next", "previous", "results", "warnings"}
    assert body["count"] == len(catalogue)
    assert body["warnings"] == []
    first = body["results"][0]
    for key in (
        "slug",
        "name",
        "url",
        "type",
        "subtype",
        "characters",
        "code",
        "one_per_deck",
        "grid",
        "text",
        "sets",
    ):
        assert key in first


def test_search_query_and_its_warnings(client, catalogue):
    body = client.get("/api/v1/cards/", {"q": "wolverine -t:special foo:bar"}).json()
    assert [c["slug"] for c in body["results"]] == ["wolverine"]
    assert body["warnings"] == [{"term": "foo:bar", "message": body["warnings"][0]["message"]}]
    assert "unknown filter" in body["warnings"][0]["message"]


def test_list_item_of_a_character(client, catalogue):
    body = client.get("/api/v1/cards/", {"q": '"wolverine" t:character'}).json()
    (card,) = body["results"]
    assert card["type"] == "character"
    assert card["alignment"] == "hero"
    assert card["grid"] == {"energy": 2, "fighting": 7, "strength": 4, "intellect": None}
    assert card["sets"] == ["ALPH", "BETX"]
    assert card["url"].endswith("/api/v1/cards/wolverine/")


@pytest.mark.parametrize(
    ("params", "expected"),
    [
        (
            {"type": "special", "character": "wolverine"},
            {"wolverine-claw-frenzy", "wolverine-sidestep"},
        ),
        ({"type": "training"}, {"5-fighting-energy-3"}),
        ({"code": "ag"}, {"wolverine-sidestep"}),
        ({"set": "ALPH", "type": "power"}, {"5-fighting", "3-multipower"}),
        ({"opd": "yes"}, {"wolverine-sidestep", "7-any-power"}),
        ({"q": "c:wolverine", "opd": "no"}, {"wolverine", "wolverine-claw-frenzy"}),
    ],
)
def test_filters_as_query_parameters(client, catalogue, params, expected):
    body = client.get("/api/v1/cards/", params).json()
    assert {c["slug"] for c in body["results"]} == expected


def test_query_parameters_and_query_syntax_agree(client, catalogue):
    for param, syntax in [
        ({"type": "multipower"}, "t:multipower"),
        ({"character": "strange"}, "c:strange"),
        ({"set": "x-test"}, 'set:"x-test"'),
    ]:
        by_param = client.get("/api/v1/cards/", param).json()["results"]
        by_q = client.get("/api/v1/cards/", {"q": syntax}).json()["results"]
        assert by_param == by_q and by_param


@pytest.mark.parametrize(
    ("params", "path"), [({"type": "dragon"}, "type"), ({"opd": "maybe"}, "opd")]
)
def test_bad_query_parameter_is_a_400_error_object(client, catalogue, params, path):
    error = assert_error(client.get("/api/v1/cards/", params), 400, "invalid_request")
    assert error["details"][0]["path"] == path


@pytest.mark.parametrize("page", ["999", "abc", "-1", "0"])
def test_bad_page_is_an_error_object(client, catalogue, page):
    assert_error(client.get("/api/v1/cards/", {"page": page}), 404, "not_found")


def test_pages_link_to_each_other(client, catalogue):
    body = client.get("/api/v1/cards/", {"page_size": 5}).json()
    assert len(body["results"]) == 5 and body["previous"] is None
    second = client.get(body["next"]).json()
    assert second["previous"] and second["results"][0] != body["results"][0]


def test_card_detail_shape(client, catalogue):
    body = client.get("/api/v1/cards/doctor-strange-mirror-ward/").json()
    for key in (
        "slug",
        "name",
        "type",
        "subtype",
        "characters",
        "code",
        "one_per_deck",
        "grid",
        "printed_text",
        "errata",
        "effective_text",
        "effect",
        "rulings",
        "sets",
        "printings",
        "parse_status",
        "unparsed",
    ):
        assert key in body, key
    assert body["code"] == "AD"
    assert body["grid"] is None
    assert body["characters"] == ["Doctor Strange"]
    (erratum,) = body["errata"]
    assert erratum["status"] == "tournament"
    assert erratum["should_read"] == body["effective_text"]
    assert erratum["source"] == "MR.20"
    (ruling,) = body["rulings"]
    assert ruling["rule_ids"] == ["MR.5", "OR.duration"]
    assert body["sets"] == ["ALPH"]
    assert body["printings"][0]["set"] == "ALPH"


def test_character_detail_has_its_grid(client, catalogue):
    body = client.get("/api/v1/cards/sabretooth/").json()
    assert body["grid"] == {"energy": 1, "fighting": 6, "strength": 5, "intellect": 2}
    assert body["alignment"] == "villain"


def test_unknown_card_is_404_with_close_names(client, catalogue):
    error = assert_error(client.get("/api/v1/cards/wolverine-sidestp/"), 404, "card_not_found")
    assert any("wolverine-sidestep" in d["message"] for d in error["details"])
    assert all(d["path"] == "slug" for d in error["details"])


def test_unknown_card_far_from_every_name_is_still_an_error_object(client, catalogue):
    assert_error(client.get("/api/v1/cards/zzzzqqqq/"), 404, "card_not_found")


def test_errata_list(client, catalogue):
    body = client.get("/api/v1/errata/").json()
    assert body["count"] == 1
    (erratum,) = body["results"]
    assert erratum["card"]["slug"] == "doctor-strange-mirror-ward"
    assert erratum["card"]["url"].endswith("/api/v1/cards/doctor-strange-mirror-ward/")
    assert erratum["status"] == "tournament"
    assert erratum["should_read"]
    assert erratum["source"] == "MR.20"
    assert client.get("/api/v1/errata/", {"status": "official"}).json()["count"] == 0
    assert_error(client.get("/api/v1/errata/", {"status": "rumour"}), 400)


def test_rulings_list_and_filters(client, catalogue):
    body = client.get("/api/v1/rulings/").json()
    (ruling,) = body["results"]
    assert {c["slug"] for c in ruling["cards"]} == {"doctor-strange-mirror-ward", "doctor-strange"}
    assert ruling["date"] == "2024-05-01"
    assert client.get("/api/v1/rulings/", {"rule": "MR.5"}).json()["count"] == 1
    assert client.get("/api/v1/rulings/", {"rule": "MR.50"}).json()["count"] == 0
    assert client.get("/api/v1/rulings/", {"card": "sabretooth"}).json()["count"] == 0


def test_sets_with_counts(client, catalogue):
    body = client.get("/api/v1/sets/").json()
    alpha = next(s for s in body if s["code"] == "ALPH")
    assert alpha["name"] == "Alpha Test Set"
    assert alpha["card_count"] == 8
    assert alpha["printing_count"] == 8
    assert alpha["special_count"] == 2


WRITES = [
    ("post", "/api/v1/cards/"),
    ("put", "/api/v1/cards/wolverine/"),
    ("patch", "/api/v1/cards/wolverine/"),
    ("delete", "/api/v1/cards/wolverine/"),
    ("post", "/api/v1/errata/"),
    ("post", "/api/v1/rulings/"),
    ("post", "/api/v1/sets/"),
]


@pytest.mark.parametrize(("method", "url"), WRITES)
def test_anonymous_writes_are_refused(client, catalogue, method, url):
    response = getattr(client, method)(url, data={"name": "x"}, content_type="application/json")
    assert response.status_code in (401, 403, 405)  # 405: no such write at all
    assert set(response.json()["error"]) == ERROR_KEYS


@pytest.mark.parametrize(("method", "url"), WRITES)
def test_logged_in_writes_change_nothing(client, catalogue, django_user_model, method, url):
    user = django_user_model.objects.create_user("reader", password="pw-for-tests-only")
    client.force_login(user)
    response = getattr(client, method)(url, data={"name": "x"}, content_type="application/json")
    assert response.status_code in (401, 403, 405)
    assert client.get("/api/v1/cards/wolverine/").json()["name"] == "Wolverine"


def _grow_catalogue(n: int) -> None:
    extra = CardSet.objects.create(code=f"GR{n}", name=f"Growth {n}")
    for i in range(n):
        card = make_card(
            f"Growth Card {n}-{i}",
            "special",
            characters=["Growth"],
            code="AG",
            text="Avoid 1 attack.",
            sets=[extra],
        )
        Erratum.objects.create(card=card, should_read="Avoid 1 attack.", status="official")
        Ruling.objects.create(text=f"Ruling {i}", rule_ids=["MR.5"]).cards.add(card)


def _queries(client, url, params=None) -> int:
    with CaptureQueriesContext(connection) as ctx:
        assert client.get(url, params or {}).status_code == 200
    return len(ctx.captured_queries)


@pytest.mark.parametrize(
    ("url", "params"),
    [
        ("/api/v1/cards/", {"q": "growth"}),
        ("/api/v1/cards/", {"q": "o:avoid"}),
        ("/api/v1/cards/", {"type": "special", "set": "GR"}),
        ("/api/v1/errata/", {}),
        ("/api/v1/rulings/", {}),
        ("/api/v1/sets/", {}),
    ],
)
def test_queries_do_not_grow_with_the_number_of_results(
    client, db, url, params, django_assert_max_num_queries
):
    _grow_catalogue(3)
    few = _queries(client, url, params)
    _grow_catalogue(30)
    with django_assert_max_num_queries(few):
        client.get(url, params)
    assert few <= 6


def test_card_detail_query_count_is_fixed(client, catalogue, django_assert_max_num_queries):
    with django_assert_max_num_queries(6):
        client.get("/api/v1/cards/doctor-strange-mirror-ward/")


def test_schema_documents_the_catalogue(client, catalogue):
    response = client.get("/api/v1/schema/", HTTP_ACCEPT="application/vnd.oai.openapi+json")
    schema = response.json()
    paths = schema["paths"]
    for path in (
        "/api/v1/cards/",
        "/api/v1/cards/{slug}/",
        "/api/v1/errata/",
        "/api/v1/rulings/",
        "/api/v1/sets/",
    ):
        assert "get" in paths[path], path
    params = {p["name"] for p in paths["/api/v1/cards/"]["get"]["parameters"]}
    assert {"q", "type", "character", "code", "set", "opd", "page"} <= params
    page_schema = paths["/api/v1/cards/"]["get"]["responses"]["200"]["content"]["application/json"][
        "schema"
    ]
    ref = page_schema["$ref"].rsplit("/", 1)[-1]
    assert "warnings" in schema["components"]["schemas"][ref]["properties"]


@pytest.mark.parametrize(
    ("url", "params", "status"),
    [
        ("/api/v1/cards/%00/", {}, 404),
        ("/api/v1/cards/wolverine%00/", {}, 404),
        ("/api/v1/cards/" + "w" * 3000 + "/", {}, 404),
        ("/api/v1/cards/", {"q": "wol\x00verine"}, 200),
        ("/api/v1/cards/", {"character": "\x00"}, 400),
        ("/api/v1/cards/", {"set": "a\x00"}, 400),
        ("/api/v1/cards/", {"type": "\x00"}, 400),
        ("/api/v1/cards/", {"code": "A" * 5000}, 200),
        ("/api/v1/cards/", {"page_size": "-5"}, 400),
        ("/api/v1/cards/", {"page_size": "abc"}, 400),
        ("/api/v1/rulings/", {"rule": "\x00"}, 400),
        ("/api/v1/errata/", {"card": "\x00"}, 400),
    ],
)
def test_hostile_input_answers_without_a_server_error(client, catalogue, url, params, status):
    response = client.get(url, params)
    assert response.status_code == status
    if status >= 400:
        assert_error(response, status)


@pytest.mark.parametrize("url", ["/cards/%00/", "/cards/a%20b/", "/?q=%00", "/errata/?page=%00"])
def test_hostile_input_on_pages(client, catalogue, url):
    assert client.get(url).status_code in (200, 404)
