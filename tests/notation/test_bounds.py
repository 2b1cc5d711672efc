"""What the notation refuses before it builds anything, with the line and column: JSON nested
deeper than a transformer may recurse, numbers with more digits than any of the game's, values
no field takes; and the same through the API and the resolve page (a 400, never a 500)."""

from __future__ import annotations

import json

import pytest

from rules.notation import NotationError, parse_notation
from rules.notation.parser import MAX_JSON_DEPTH, MAX_TEXT
from rules.notation.vocabulary import MAX_DIGITS
from rules.resolution_view import encode_situation
from tests.hardening.conftest import error_of

HEAD = "turn A\nA: Wolverine 3 7 5 3\nB: Hulk 4 6 8 3\n"


def _refused(text: str) -> NotationError:
    with pytest.raises(NotationError) as caught:
        parse_notation(text)
    return caught.value


def test_json_nested_past_the_bound_is_refused_where_it_goes_too_deep():
    deep = "[" * (MAX_JSON_DEPTH + 1) + "]" * (MAX_JSON_DEPTH + 1)
    err = _refused(HEAD + 'A: Storm 1 2 3 4 & {"x": ' + deep + "}\n")
    assert (err.line, err.column) == (4, 26 + MAX_JSON_DEPTH - 1)
    assert "deeper" in err.message


def test_json_nested_within_the_bound_is_read():
    nested = "[" * (MAX_JSON_DEPTH - 2) + "]" * (MAX_JSON_DEPTH - 2)
    request = parse_notation(HEAD + 'A: Storm 1 2 3 4 & {"x": ' + nested + "}\n")
    assert "x" in request["state"]["players"]["A"]["front_line"][1]


def test_brackets_in_quoted_text_and_comments_do_not_count_as_nesting():
    brackets = "[" * 100
    request = parse_notation(HEAD + f'A: "Storm {brackets}" 1 2 3 4  # {brackets}\n')
    assert request["state"]["players"]["A"]["front_line"][1]["name"] == f"Storm {brackets}"


@pytest.mark.parametrize(
    "line",
    [
        "A: Storm " + "9" * 5000 + " 2 3 4",  # Python refuses to read past 4,300 digits
        "A: Storm " + "9" * (MAX_DIGITS + 1) + " 2 3 4",
        'A: Storm 1 2 3 4 & {"x": ' + "1" * 30 + "}",
        'A: Storm 1 2 3 4 & {"x": 1e999}',
        'A: Storm 1 2 3 4 & {"x": -1e999}',
    ],
)
def test_numbers_no_field_takes_are_refused_at_their_place(line):
    err = _refused(HEAD + line + "\n")
    assert err.line == 4 and "number" in err.message


@pytest.mark.parametrize("quoted", ['"Storm\\u0000"', '"Storm\\ud800"', '"\\udfffx"'])
def test_quoted_text_with_a_nul_or_lone_surrogate_is_refused(quoted):
    err = _refused(HEAD + f"A: {quoted} 1 2 3 4\n")
    assert (err.line, err.column) == (4, 4)


def test_a_raw_nul_is_refused_with_its_line_and_column():
    err = _refused(HEAD + "A: Sto\x00rm 1 2 3 4\n")
    assert (err.line, err.column) == (4, 7) and "NUL" in err.message


def test_text_past_the_cap_is_refused_before_parsing():
    err = _refused("\n" * (MAX_TEXT + 1))
    assert "longer" in err.message


# ------------------------------------------------------------------ through the API and the page

HOSTILE = {
    "deep JSON": HEAD + 'A: Storm 1 2 3 4 {"a":' * 1 + '{"a":' * 3000 + "1" + "}" * 3001 + "\n",
    "huge number": HEAD.replace("3 7 5 3", "9" * 5000 + " 7 5 3"),
    "infinity": HEAD + 'b1 hit: 6 Strength {"value": 1e999}\n',
    "surrogate": HEAD + 'A: "Storm\\ud800" 1 2 3 4\n',
    "NUL": HEAD + 'A: "Storm\\u0000"\n',
}


@pytest.mark.django_db
@pytest.mark.parametrize("name", list(HOSTILE))
def test_the_api_answers_400_naming_text(client, name):
    body = json.dumps({"text": HOSTILE[name][:MAX_TEXT]})
    response = client.post("/api/v1/resolve/", body, content_type="application/json")
    error = error_of(response, 400)
    assert error["code"] == "invalid_notation"
    assert [d["path"] for d in error["details"]] == ["text"]


@pytest.mark.django_db
@pytest.mark.parametrize("name", list(HOSTILE))
def test_the_resolve_page_answers_400_with_the_line(client, name):
    response = client.post("/resolve/", {"text": HOSTILE[name][:MAX_TEXT]})
    assert response.status_code == 400
    assert b"line " in response.content


@pytest.mark.django_db
def test_a_permalink_of_a_hostile_situation_answers_400(client):
    response = client.get("/resolve/", {"s": encode_situation(HOSTILE["infinity"])})
    assert response.status_code == 400


@pytest.mark.django_db
def test_the_page_refuses_a_situation_longer_than_the_api_takes(client):
    response = client.post("/resolve/", {"text": "\n" * (MAX_TEXT + 1)})
    assert response.status_code == 400
    assert str(MAX_TEXT).encode() in response.content


@pytest.mark.django_db
@pytest.mark.parametrize(
    "raw",
    [
        "[" * 5000 + "]" * 5000,
        '{"state": {"players": {}}, "plays": [], "x": 1e999}',
        '{"state": {"note": "a\\u0000b"}, "plays": []}',
        '{"state": "A", "plays": 7}',
        '{"state": {"players": []}, "plays": {"a": 1}}',
        '{"state": {}, "plays": [1, "x", null]}',
        "NaN",
    ],
)
def test_the_pasted_request_json_is_checked_as_the_api_checks_it(client, raw):
    response = client.post("/resolve/", {"request": raw})
    assert response.status_code == 400


@pytest.mark.django_db
def test_the_pasted_request_json_that_resolves_goes_to_its_permalink(client):
    from rules.examples import RESOLVE_PAGE_EXAMPLE

    response = client.post("/resolve/", {"request": json.dumps(RESOLVE_PAGE_EXAMPLE)})
    assert response.status_code == 303 and "?s=" in response["Location"]
    assert client.get(response["Location"]).status_code == 200
