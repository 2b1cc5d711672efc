"""The Power Play API: ``POST /api/v1/games/power-play/tally/``, ``score/``, ``turn-end/``."""

from __future__ import annotations

import json

import jsonschema
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.games import power_play as service
from tests.games.test_power_play_examples import rulebook_examples
from tests.games.test_power_play_grammar import VOCABULARY
from tests.json_fuzz import json_bodies

pytestmark = pytest.mark.django_db

URL = "/api/v1/games/power-play/"


def post(client, what: str, body) -> tuple[int, dict]:
    response = client.post(f"{URL}{what}/", json.dumps(body), content_type="application/json")
    return response.status_code, response.json()


def as_request(case) -> dict:
    """A tally case of the engine as the API's request body."""
    powers = lambda ps: [{"type": p.type, "value": p.value} for p in ps]  # noqa: E731
    body = {
        "heroes": powers(case.heroes),
        "villain": {
            "name": case.villain.name,
            "base": case.villain.base,
            "text": case.villain.text,
            "powers": powers(case.villain.powers),
        },
        "attribute": {"value": case.attribute.value, "text": case.attribute.text},
    }
    if case.location:
        body["location"] = {"name": case.location.name, "text": case.location.text}
    return body


def paths(body: dict) -> list[str]:
    assert set(body) == {"error"} and set(body["error"]) == {"code", "message", "details"}
    return [d["path"] for d in body["error"]["details"]]


@pytest.mark.parametrize(("index", "heroes", "villain"), [(0, 10, 18), (1, 37, 33)])
def test_PP_tally_heroes_rulebook_examples_through_the_api(client, index, heroes, villain):
    status, body = post(client, "tally", as_request(rulebook_examples()[index]["case"]))
    assert status == 200
    assert (body["heroes"]["total"], body["villain"]["total"]) == (heroes, villain)
    assert body["winner"] == ("villain" if index == 0 else "heroes")
    assert body["bonus_needed"] == (8 if index == 0 else 0)


@pytest.mark.parametrize(("name", "totals"), [("aerodynamic", (10, 18)), ("mentallica", (37, 33))])
def test_PP_tally_modifiers_the_documented_examples_in_other_words_give_the_same(
    client, name, totals
):
    status, body = post(client, "tally", service.EXAMPLES[name])
    assert status == 200 and body["unparsed"] == []
    assert (body["heroes"]["total"], body["villain"]["total"]) == totals


def test_the_tally_answers_the_contract_shape(client):
    body = {**service.EXAMPLES["aerodynamic"], "bonus_powers": [3]}
    body["attribute"] = {"value": 2, "text": "Immune to Ice powers. Heroes sing loudly."}
    status, answer = post(client, "tally", body)
    assert status == 200
    assert set(answer) >= {
        "heroes",
        "villain",
        "winner",
        "bonus_needed",
        "modifiers",
        "unparsed",
        "steps",
    }
    assert answer["heroes"]["total"] == 13 and answer["bonus_needed"] == 5
    for column in (answer["heroes"], answer["villain"]):
        assert column["lines"][-1]["running"] == column["total"]
        assert all(
            {"kind", "label", "op", "value", "running", "rules", "note"} <= set(x)
            for x in column["lines"]
        )
    assert {"kind", "source", "text", "reads_as", "rule"} <= set(answer["modifiers"][0])
    assert answer["unparsed"] == [
        {
            "source": "attribute",
            "text": "Heroes sing loudly",
            "message": answer["unparsed"][0]["message"],
        }
    ]
    assert all(set(s) == {"n", "text", "rules", "result", "changes"} for s in answer["steps"])


def test_location_and_texts_may_be_left_out(client):
    body = {
        "heroes": [{"type": "air", "value": 3}],
        "villain": {
            "name": "Plain",
            "base": 1,
            "powers": [{"type": "Ice", "value": 1}, {"type": "Fire", "value": 2}],
        },
        "attribute": {"value": 0},
    }
    status, answer = post(client, "tally", body)
    assert status == 200 and answer["modifiers"] == [] and answer["unparsed"] == []
    assert (answer["heroes"]["total"], answer["villain"]["total"], answer["winner"]) == (
        3,
        3,
        "heroes",
    )


def _bad(**changes):
    body = json.loads(json.dumps(service.EXAMPLES["aerodynamic"]))
    for path, value in changes.items():
        *parents, last = path.split("__")
        target = body
        for part in parents:
            target = target[int(part)] if part.isdigit() else target[part]
        if value is ...:
            del target[last]
        elif last.isdigit():
            target[int(last)] = value
        else:
            target[last] = value
    return body


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ([], ["request"]),
        ({}, ["heroes", "villain", "attribute"]),
        (_bad(heroes=[]), ["heroes"]),
        (_bad(heroes=[{"type": "Air", "value": 1}] * 13), ["heroes"]),
        (_bad(heroes__0__value=0), ["heroes.0.value"]),
        (_bad(heroes__1__value=2.5), ["heroes.1.value"]),
        (_bad(heroes__2__type="3 Air"), ["heroes.2.type"]),
        (_bad(heroes__2="Air 3"), ["heroes.2"]),
        (_bad(villain__name="  "), ["villain.name"]),
        (_bad(villain__base="2"), ["villain.base"]),
        (_bad(villain__base=True), ["villain.base"]),
        (_bad(villain__powers=[{"type": "Ice", "value": 1}] * 3), ["villain.powers"]),
        (_bad(villain__powers__1__type=None), ["villain.powers.1.type"]),
        (_bad(villain__text="x" * 501), ["villain.text"]),
        (_bad(villain__text=["a"]), ["villain.text"]),
        (_bad(attribute__value=10), ["attribute.value"]),
        (_bad(attribute__value=...), ["attribute.value"]),
        (_bad(location="Banners Aly"), ["location"]),
        (_bad(location__name="n" * 81), ["location.name"]),
        (_bad(bonus_powers=[3, 0, "2"]), ["bonus_powers.1", "bonus_powers.2"]),
        (_bad(bonus_powers=[1] * 17), ["bonus_powers"]),
        (_bad(bonus_powers=3), ["bonus_powers"]),
    ],
)
def test_a_bad_tally_is_a_400_naming_each_field(client, body, expected):
    status, answer = post(client, "tally", body)
    assert status == 400
    assert paths(answer) == expected
    assert answer["error"]["code"] == "invalid_request"
    assert answer["error"]["message"].startswith(f"{expected[0]}: ")


@pytest.mark.parametrize(
    ("what", "body", "expected"),
    [
        ("score", {}, ["won"]),
        ("score", {"won": "yes"}, ["won"]),
        ("score", {"won": True, "bad_news": -1, "marshall_rd": 1}, ["marshall_rd", "bad_news"]),
        ("score", {"won": True, "bonus_powers": [10]}, ["bonus_powers.0"]),
        ("turn-end", {}, ["bad_news"]),
        ("turn-end", {"bad_news": 1, "round": 5}, ["round"]),
        ("turn-end", {"bad_news": 1, "last_turn_of_round": True}, ["round"]),
        ("turn-end", {"bad_news": 65}, ["bad_news"]),
        ("turn-end", "3", ["request"]),
    ],
)
def test_a_bad_score_or_turn_end_is_a_400_naming_the_field(client, what, body, expected):
    status, answer = post(client, what, body)
    assert status == 400 and paths(answer) == expected


def test_PP_score_through_the_api(client):
    status, answer = post(
        client, "score", {"won": True, "bonus_powers": [2, 3], "marshall_rd": True, "bad_news": 1}
    )
    assert status == 200
    assert answer["score"] == 47 and set(answer) >= {"score", "lines", "rules"}
    assert answer["rules"][0] == "PP.score"


def test_PP_turn_end_bad_news_through_the_api(client):
    status, answer = post(client, "turn-end", {"bad_news": 3})
    assert status == 200
    assert (answer["game_over"], answer["rules"]) == (True, ["PP.turn-end.bad-news"])
    assert post(client, "turn-end", {"bad_news": 2})[1]["game_over"] is False


def test_malformed_json_and_other_methods_answer_the_error_object(client):
    response = client.post(f"{URL}tally/", "{not json", content_type="application/json")
    assert response.status_code == 400 and set(response.json()["error"]) == {
        "code",
        "message",
        "details",
    }
    response = client.get(f"{URL}tally/")
    assert response.status_code == 405 and response.json()["error"]["code"] == "method_not_allowed"


def test_the_schema_documents_the_three_endpoints(client):
    schema = client.get("/api/v1/schema/", HTTP_ACCEPT="application/json").json()
    for what in ("tally", "score", "turn-end"):
        operation = schema["paths"][f"{URL}{what}/"]["post"]
        assert "requestBody" in operation and {"200", "400"} <= set(operation["responses"])
    examples = schema["paths"][f"{URL}tally/"]["post"]["requestBody"]["content"][
        "application/json"
    ]["examples"]
    assert len(examples) == 2


# ------------------------------------------------------------------ fuzz: never a 5xx

json_values = json_bodies(
    [
        "heroes",
        "villain",
        "attribute",
        "location",
        "bonus_powers",
        "type",
        "value",
        "name",
        "base",
        "text",
        "powers",
        "won",
        "marshall_rd",
        "bad_news",
        "round",
        "last_turn_of_round",
    ],
    ["Air", "Ice", "immune to ice powers", "powers of value 1 count as 5", ""],
    max_leaves=30,
)


@pytest.mark.parametrize("what", ["tally", "score", "turn-end"])
@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(body=json_values)
def test_random_bodies_never_crash(client, what, body):
    response = client.post(f"{URL}{what}/", json.dumps(body), content_type="application/json")
    assert response.status_code in (200, 400), response.content
    if response.status_code == 400:
        assert set(response.json()["error"]) == {"code", "message", "details"}


words = st.sampled_from(VOCABULARY)
sentences = st.lists(
    st.sampled_from(
        [
            "All this villain's powers also count as Air",
            "Immune to Ice powers",
            "Double all the heroes' Fire power values",
            "Hero powers of the same type as one of the villain's powers have double value",
            "Powers of the same type count half, rounded up",
            "Powers of value 1 count as 5",
            "Powers of value 5 count as 1",
            "Hero Mental powers count half, rounded down",
        ]
    ),
    max_size=3,
).map(". ".join)
powers = st.fixed_dictionaries(
    {"type": st.sampled_from(["Air", "Ice", "Fire", "Mental"]), "value": st.integers(1, 9)}
)


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    heroes=st.lists(powers, min_size=1, max_size=12),
    villain=st.lists(powers, min_size=2, max_size=2),
    texts=st.lists(st.lists(words, max_size=16).map(" ".join) | sentences, min_size=3, max_size=3),
    base=st.integers(1, 9),
    bonus=st.lists(st.integers(1, 9), max_size=4),
)
def test_well_formed_tallies_always_add_up(client, heroes, villain, texts, base, bonus):
    body = {
        "heroes": heroes,
        "villain": {"name": "Boss", "base": base, "text": texts[0], "powers": villain},
        "attribute": {"value": 2, "text": texts[1]},
        "location": {"text": texts[2]},
        "bonus_powers": bonus,
    }
    status, answer = post(client, "tally", body)
    assert status == 200
    for side in ("heroes", "villain"):
        assert answer[side]["lines"][-1]["running"] == answer[side]["total"]
    assert answer["bonus_needed"] == max(0, answer["villain"]["total"] - answer["heroes"]["total"])
    assert (answer["winner"] == "heroes") == (answer["bonus_needed"] == 0)


# ------------------------------------------------------------------ answers match the schema


def _json_schema(node):
    """OpenAPI 3.0's ``nullable`` as JSON Schema's null type, throughout."""
    if isinstance(node, dict):
        out = {k: _json_schema(v) for k, v in node.items() if k != "nullable"}
        if node.get("nullable") and "type" in node:
            out["type"] = [node["type"], "null"]
        return out
    if isinstance(node, list):
        return [_json_schema(v) for v in node]
    return node


@pytest.mark.parametrize(
    ("what", "body", "component"),
    [
        ("tally", {**service.EXAMPLES["aerodynamic"], "bonus_powers": [2]}, "PowerPlayTallyAnswer"),
        ("tally", service.EXAMPLES["mentallica"], "PowerPlayTallyAnswer"),
        ("score", {"won": True, "bad_news": 12}, "PowerPlayScoreAnswer"),
        (
            "turn-end",
            {"bad_news": 1, "round": 2, "last_turn_of_round": True},
            "PowerPlayTurnEndAnswer",
        ),
        ("turn-end", {"bad_news": 1}, "PowerPlayTurnEndAnswer"),
        ("tally", {"heroes": []}, "CatalogueError"),
    ],
)
def test_answers_match_the_documented_schema(client, what, body, component):
    schema = client.get("/api/v1/schema/", HTTP_ACCEPT="application/json").json()
    document = _json_schema(
        {"$ref": f"#/components/schemas/{component}", "components": schema["components"]}
    )
    jsonschema.validate(post(client, what, body)[1], document)
