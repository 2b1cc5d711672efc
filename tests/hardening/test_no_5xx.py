"""The 500s of issue 9, each fixed at its cause, and every error in the API's one shape."""

from __future__ import annotations

from unittest import mock

import pytest
from django.test import Client

from api import parsers
from tests.hardening.conftest import POST_ENDPOINTS, error_of

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("endpoint", ["checks/venture/", "checks/renege/"])
def test_null_hit_scored_is_a_400_naming_it(post_json, endpoint):
    body = {"players": {"A": {"hits_scored": [None]}, "B": {}}}
    if endpoint == "checks/renege/":
        body.update(offender="A", offence="illegal_duplicate")
    error = error_of(post_json(endpoint, body), 400)
    assert [d["path"] for d in error["details"]] == ["players.A.hits_scored.0"]


def test_null_hits_scored_list_still_means_no_hits_given(post_json):
    body = {"players": {"A": {"hits_scored": None, "venture_total": 3}, "B": {}}}
    assert post_json("checks/venture/", body).status_code == 200


def test_renege_other_before_venture_without_players_is_a_400(post_json):
    body = {"offender": "A", "offence": "other", "phase": "before_venture"}
    error = error_of(post_json("checks/renege/", body), 400)
    assert error["details"][0]["path"] == "players"


def test_renege_excused_duplicate_before_venture_needs_no_players(post_json):
    body = {"offender": "A", "offence": "illegal_duplicate", "phase": "before_venture"}
    response = post_json("checks/renege/", body)
    assert response.status_code == 200, response.content
    assert response.json()["penalty"] == "none"


@pytest.mark.parametrize("value", ["%", "%s", "%(x)s", "100%"])
def test_card_type_filter_with_a_percent_sign_is_a_400(client, value):
    error = error_of(client.get("/api/v1/cards/", {"type": value}), 400)
    assert error["details"][0]["path"] == "type"
    assert value in error["details"][0]["message"]


@pytest.mark.parametrize("endpoint", POST_ENDPOINTS)
@pytest.mark.parametrize("opener", ["[", '{"a":'])
def test_json_nested_1000_deep_is_a_400_before_decoding(post_json, endpoint, opener):
    closer = "]" if opener == "[" else "}"
    with mock.patch("api.parsers.json.loads") as loads:
        response = post_json(endpoint, opener * 1000 + "1" + closer * 1000)
    error = error_of(response, 400)
    assert "deeper" in error["message"]
    loads.assert_not_called()


def test_json_depth_counts_brackets_outside_strings_only():
    assert parsers.json_depth(b'{"a": [1, {"b": "[[[\\"[[["}]}') == 3
    assert parsers.json_depth(b"1") == 0
    assert parsers.json_depth(b"[" * 40) == 40


def test_body_over_the_limit_is_a_413_before_reading_it(post_json, settings):
    settings.API_MAX_BODY_BYTES = 1000
    with mock.patch("api.parsers.json.loads") as loads:
        response = post_json("parse/", {"text": "x" * 2000})
    error = error_of(response, 413)
    assert error["code"] == "too_large"
    loads.assert_not_called()


def test_body_longer_than_its_declared_length_is_still_cut_at_the_limit(settings):
    settings.API_MAX_BODY_BYTES = 100
    stream = __import__("io").BytesIO(b"x" * 500)
    with pytest.raises(parsers.RequestTooLarge):
        parsers.read_bounded(stream, 100)


def test_invalid_json_is_a_400(post_json):
    error_of(post_json("resolve/", "{not json"), 400)


def test_nan_is_refused(post_json):
    error_of(post_json("checks/ko/", '{"character": NaN}'), 400)


def test_form_bodies_are_a_415(client):
    response = client.post("/api/v1/parse/", {"text": "Draw a card."})
    assert error_of(response, 415)["code"] == "unsupported_media_type"


def test_wrong_method_is_a_405(client):
    assert error_of(client.get("/api/v1/parse/"), 405)["code"] == "method_not_allowed"


def test_unknown_api_address_is_a_404_error_object(client):
    assert error_of(client.get("/api/v1/no-such-thing/"), 404)["code"] == "not_found"


def test_catalogue_writes_are_refused_in_the_error_shape(client):
    response = client.post("/api/v1/cards/", {}, content_type="application/json")
    assert response.status_code in (401, 403, 405)
    error_of(response, response.status_code)


def test_an_unexpected_failure_answers_the_error_object():
    client = Client(raise_request_exception=False)
    with mock.patch("api.views_parse.parse_effect", side_effect=RuntimeError("boom")):
        response = client.post(
            "/api/v1/parse/", {"text": "Draw a card."}, content_type="application/json"
        )
    error = error_of(response, 500)
    assert error["code"] == "server_error"
    assert "boom" not in error["message"]


def test_an_unexpected_failure_on_a_page_stays_html():
    client = Client(raise_request_exception=False)
    with mock.patch("judge.views.render", side_effect=RuntimeError("boom")):
        response = client.get("/")
    assert response.status_code == 500
    assert not response["Content-Type"].startswith("application/json")


def test_django_refusing_an_oversized_body_answers_413_json_under_api(rf):
    from django.core.exceptions import RequestDataTooBig

    from judge.views import bad_request

    response = bad_request(rf.post("/api/v1/parse/"), RequestDataTooBig("too big"))
    assert response.status_code == 413
    assert __import__("json").loads(response.content)["error"]["code"] == "too_large"
    page = bad_request(rf.post("/resolve/"), RequestDataTooBig("too big"))
    assert page.status_code == 400 and b"<" in page.content


def test_an_empty_rule_source_is_refused_like_any_unknown_one(client):
    error = error_of(client.get("/api/v1/rules/", {"source": ""}), 400)
    assert error["details"][0]["path"] == "source"


@pytest.mark.parametrize(
    "params", [{"page": ""}, {"page": "abc"}, {"page_size": "0"}, {"page_size": "201"}]
)
def test_a_page_or_page_size_it_cannot_honour_is_refused(client, params):
    response = client.get("/api/v1/rulings/", params)
    assert response.status_code in (400, 404)
    error_of(response, response.status_code)
