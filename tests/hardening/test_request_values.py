"""Values no field takes are refused before any view runs, naming the field: a NUL, a lone
surrogate (its answer could not be encoded: a 500), a number that is not finite or is beyond
I-JSON's safe range (Python reads ``1e999`` as infinity and any number of digits)."""

from __future__ import annotations

import json
from unittest import mock

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from judge import limits
from tests.hardening.conftest import POST_ENDPOINTS, error_of

pytestmark = pytest.mark.django_db

BODIES = {
    "lone surrogate": ('{"text": "Draw a card\\ud800."}', "text", "surrogate"),
    "NUL": ('{"text": "Draw\\u0000 a card."}', "text", "NUL"),
    "infinity": (
        '{"players": {"A": {"venture_total": 1e999}}}',
        "players.A.venture_total",
        "finite",
    ),
    "huge integer": ('{"a": [' + "9" * 40 + "]}", "a.0", "between"),
    "surrogate in a key": ('{"a\\udc00b": 1}', "a?b", "surrogate"),
}


@pytest.mark.parametrize("endpoint", POST_ENDPOINTS)
@pytest.mark.parametrize("name", list(BODIES))
def test_values_no_field_takes_are_a_400_naming_the_field(post_json, endpoint, name):
    body, path, word = BODIES[name]
    error = error_of(post_json(endpoint, body), 400)
    assert [d["path"] for d in error["details"]] == [path]
    assert word in error["details"][0]["message"]


def test_a_lone_surrogate_never_reaches_the_view(post_json):
    with mock.patch("api.views_parse.parse_effect") as parse:
        error_of(post_json("parse/", '{"text": "\\udfff"}'), 400)
    parse.assert_not_called()


def test_surrogate_pairs_and_ordinary_numbers_are_kept(post_json):
    response = post_json("parse/", '{"text": "Draw a card \\ud83d\\ude00."}')
    assert response.status_code == 200, response.content
    assert limits.unsafe_values({"a": [1.5, -(2**53) + 1, True, None, "é"]}, 10) == {}


def test_unsafe_values_names_every_path():
    data = {"a": ["ok", "x\x00"], "b": {"c": float("inf"), "d": 2**60}}
    assert set(limits.unsafe_values(data, 10)) == {"a.1", "b.c", "b.d"}


def test_every_post_endpoint_of_the_schema_is_attacked_here(client):
    schema = client.get("/api/v1/schema/", {"format": "json"}).json()
    posts = {p.removeprefix("/api/v1/") for p, ops in schema["paths"].items() if "post" in ops}
    assert posts == set(POST_ENDPOINTS)


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats()
    | st.text(st.characters(codec="utf-8") | st.sampled_from("\x00\ud800\udfff")),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=4), inner),
    max_leaves=12,
)


@settings(max_examples=300, deadline=None)
@given(json_values, st.booleans())
def test_the_raw_pre_check_never_lets_an_unsafe_value_through(value, ascii_only):
    try:
        raw = json.dumps(value, ensure_ascii=ascii_only).encode("utf-8")
    except (UnicodeEncodeError, ValueError):
        return  # a raw surrogate is not UTF-8: the parser refuses the body before decoding
    if b"Infinity" in raw or b"NaN" in raw:
        return  # constants the parser refuses before this check
    decoded = json.loads(raw)
    if limits.unsafe_values(decoded, 20):
        assert limits.maybe_unsafe(raw, 20)
