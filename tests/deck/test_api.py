"""``POST checks/deck/`` and ``checks/discard/`` against the real catalogue in the test
database: answers in the contract's shape, and 400s with the error object for bad input."""

from __future__ import annotations

import pytest

DECK_URL = "/api/v1/checks/deck/"
DISCARD_URL = "/api/v1/checks/discard/"

pytestmark = pytest.mark.django_db


def post(api, url, body):
    return api.post(url, body, format="json")


def assert_error(response, status=400):
    assert response.status_code == status, response.content
    body = response.json()
    assert set(body) == {"error"}
    assert {"code", "message", "details"} <= set(body["error"])
    return body["error"]


# the 3-rank versions by slug (the names alone also match the 4-rank versions)
TEXT = """4 Characters: banshee-psop, black-cat-psop, blob-psop, daredevil-psop
Mission: Into the Depths
3x 7 Fighting
Daredevil - Radar Combat
"""


def test_deck_text_answers_the_contract_shape(api):
    r = post(api, DECK_URL, {"text": TEXT})
    assert r.status_code == 200, r.content
    body = r.json()
    for key in ("legal", "violations", "ranks", "points", "limit", "warnings", "team"):
        assert key in body
    assert body["ranks"] == 12 and body["limit"] == 58 and body["points"] == 54
    assert body["legal"] is False  # far too few cards
    assert [v["rule"] for v in body["violations"]] == ["OR.deck.size"]
    assert body["consequence"]["rule"] == "MR.13.renege-offences"
    assert all(set(v) == {"rule", "message", "cards"} for v in body["violations"])


def test_deck_structured_form(api):
    body = {
        "characters": ["banshee-psop", "black-cat-psop", "blob-psop", "daredevil-psop"],
        "mission": "Into the Depths",
        "cards": [
            {"card": "7 Fighting", "count": 40},
            {"card": {"power": "energy", "value": 3}, "count": 11},
        ],
    }
    r = post(api, DECK_URL, body)
    assert r.status_code == 200, r.content
    assert r.json()["legal"] is True, r.json()["violations"]


def test_unknown_card_name_is_400_with_suggestions(api):
    r = post(api, DECK_URL, {"text": TEXT + "Daredevil - Radar Comba\n"})
    err = assert_error(r)
    assert err["code"] == "unknown_card"
    detail = err["details"][0]
    assert detail["path"] == "text.line.5"
    assert "Daredevil - Radar Combat" in detail["suggestions"]


def test_unknown_character_in_structured_form_has_its_path(api):
    body = {
        "characters": ["Banshee", "Black Catt", "Blob", "Daredevil"],
        "mission": "Into the Depths",
    }
    err = assert_error(post(api, DECK_URL, body))
    assert err["details"][0]["path"] == "characters.1"
    assert "Black Cat" in err["details"][0]["suggestions"]


def test_unknown_mission_set_is_400(api):
    err = assert_error(post(api, DECK_URL, {"characters": ["Banshee"], "mission": "Into the Deep"}))
    assert err["details"][0]["path"] == "mission"
    assert "Into the Depths" in err["details"][0]["suggestions"]


@pytest.mark.parametrize(
    "body",
    [
        {},
        [],
        {"text": ""},
        {"text": 12},
        {"characters": "Banshee"},
        {"characters": ["Banshee"], "cards": [{"card": "7 Fighting", "count": -1}]},
        {"characters": ["Banshee"], "cards": [{"card": {"power": "fire", "value": 3}}]},
        {"characters": ["Banshee"], "cards": [{"card": {"power": "energy", "value": 12}}]},
        {"characters": ["Banshee"], "code_rule": "maybe"},
        {"characters": [{"name": "X", "grid": {"energy": "a"}}]},
        {"characters": ["7 Fighting"]},
        {"characters": ["Banshee"], "home_base": "Nerve Pinch"},
        {"characters": ["Banshee"], "battlesite": {"card": None}},
        {"text": "x" * 30_000},
    ],
)
def test_bad_deck_requests_are_400(api, body):
    assert_error(post(api, DECK_URL, body))


def test_get_is_not_allowed(api):
    assert api.get(DECK_URL).status_code == 405


def team_body(**extra):
    body = {
        "team": {
            "front_line": [
                {"id": "banshee", "card": "banshee-psop"},
                {"id": "cat", "card": "black-cat-psop"},
                {"id": "blob", "card": "blob-psop"},
            ],
            "reserve": {"id": "dd", "card": "daredevil-psop"},
            "ko": [],
        },
        "hand": [],
    }
    body.update(extra)
    return body


def test_discard_nerve_pinch_and_taxi_cab(api):
    # Blob (Strength 7) can use both: they are duplicates (the rulebook's example)
    r = post(api, DISCARD_URL, team_body(hand=["Nerve Pinch", "Taxi Cab", "3 Energy"]))
    assert r.status_code == 200, r.content
    body = r.json()
    assert body["discard"] == []
    assert len(body["choices"]) == 1
    choice = body["choices"][0]
    assert sorted(choice["among"]) == ["Nerve Pinch", "Taxi Cab"]
    assert choice["rule"] == "OR.discard.universe-basic"
    assert choice["pile"] == "power_pack"
    assert {"discard", "keep", "choices", "rules"} <= set(body)


def test_discard_placed_and_ko(api):
    body = team_body(
        hand=["7 Fighting", "Daredevil - Radar Combat", {"power": "energy", "value": 2}],
        placed={"banshee": [{"card": "2 Fighting", "placed_before": True}]},
    )
    body["team"]["ko"] = ["dd"]
    r = post(api, DISCARD_URL, body)
    assert r.status_code == 200, r.content
    got = {(d["card"], d["rule"], d["pile"]) for d in r.json()["discard"]}
    assert ("2 Energy", "OR.discard.power", "power_pack") in got
    assert ("Daredevil - Radar Combat", "OR.discard.unusable", "dead_pile") in got


@pytest.mark.parametrize(
    "body",
    [
        {},
        {"team": {"front_line": []}},
        {"team": {"front_line": [{"card": "Banshee"}]}},
        {"team": {"front_line": [{"id": "a", "card": "Banshe"}]}},
        team_body(hand="Nerve Pinch"),
        team_body(hand=["Nerve Pinchh"]),
        team_body(placed={"nobody": ["3 Energy"]}),
        team_body(placed={"banshee": [{"card": "3 Energy", "placed_before": "yes"}]}),
        team_body(event="Nerve Pinch"),
        team_body(battlesite={"card": "Krakoa", "ko": "maybe"}),
        {**team_body(), "team": {**team_body()["team"], "ko": ["zed"]}},
        {
            **team_body(),
            "team": {
                **team_body()["team"],
                "front_line": [{"id": "a", "name": "X", "grid": {"energy": 9.5}}],
            },
        },
    ],
)
def test_bad_discard_requests_are_400(api, body):
    err = assert_error(post(api, DISCARD_URL, body))
    assert err["details"], err


def test_unknown_hand_card_has_suggestions(api):
    err = assert_error(post(api, DISCARD_URL, team_body(hand=["Nerve Pinchh"])))
    assert err["code"] == "unknown_card"
    assert err["details"][0]["path"] == "hand.0"
    assert "Nerve Pinch" in err["details"][0]["suggestions"]


def test_a_name_matching_several_cards_is_flagged(api):
    text = TEXT.replace("banshee-psop", "Banshee")
    body = post(api, DECK_URL, {"text": text}).json()
    flagged = [w for w in body["warnings"] if "banshee-psop" in w["message"]]
    assert flagged, body["warnings"]


def filler_cards(n=51):
    return [{"card": {"power": "energy", "value": 1 + i % 4}, "count": 1} for i in range(n)]


def test_catalogue_errata_beyonder_counts_28_points(api):
    body = {
        "characters": ["banshee-psop", "black-cat-psop", "blob-psop", "Beyonder"],
        "mission": "Into the Depths",
        "cards": filler_cards(),
    }
    result = post(api, DECK_URL, body).json()
    line = next(t for t in result["team"] if t["name"] == "Beyonder")
    assert (line["rank"], line["counted_points"]) == (4, 28)
    assert result["points"] == 40 + 28 and result["limit"] == 62
    assert [v["rule"] for v in result["violations"]] == ["OR.sum-deck"]


def test_catalogue_krakoa_home_base_exception(api):
    body = {
        "characters": ["Sunfire", "Thunderbird", "Angel: The Fallen", "Wolverine"],
        "mission": "Sins of the Future",
        "cards": filler_cards(),
    }
    result = post(api, DECK_URL, body).json()
    assert (result["ranks"], result["points"], result["limit"]) == (16, 77, 76)
    assert [v["rule"] for v in result["violations"]] == ["OR.sum-deck"]
    body["home_base"] = "Krakoa"
    result = post(api, DECK_URL, body).json()
    assert result["legal"] is True, result["violations"]
    assert result["home_base_exception"] is True


def test_catalogue_any_power_seven_is_one_per_deck(api):
    body = {
        "characters": ["banshee-psop", "black-cat-psop", "blob-psop", "daredevil-psop"],
        "mission": "Into the Depths",
        "cards": [*filler_cards(), {"card": "7 Any-Power", "count": 2}],
    }
    result = post(api, DECK_URL, body).json()
    assert [v["rule"] for v in result["violations"]] == ["MR.20"]


def test_discard_inline_doubleshots_and_activators(api):
    shot = {
        "tactic": "doubleshot",
        "icon": "fighting",
        "requires": 6,
        "teammate": {"icon": "energy", "requires": 5},
    }
    body = team_body(
        hand=[
            {"card": shot},
            {"card": dict(shot, name="Other picture")},
            {"activator": "Sabretooth"},
            {"activator": "Sabretooth"},
        ],
        battlesite={"card": "Princess Bar", "specials": ["Sabretooth - Rabid Beast"]},
    )
    r = post(api, DISCARD_URL, body)
    assert r.status_code == 200, r.content
    result = r.json()
    (choice,) = result["choices"]
    assert (choice["rule"], choice["pile"], choice["pile_rule"]) == (
        "OR.discard.doubleshot",
        "power_pack",
        "MR.2",
    )
    assert [(d["rule"], d["pile"]) for d in result["discard"]] == [
        ("OR.discard.activator", "dead_pile")
    ]
    body["battlesite"]["ko"] = True
    result = post(api, DISCARD_URL, body).json()
    assert [d["rule"] for d in result["discard"]] == ["OR.discard.activator"] * 2


def test_deck_with_a_battlesite(api):
    body = {
        "characters": ["banshee-psop", "black-cat-psop", "blob-psop", "daredevil-psop"],
        "mission": "Into the Depths",
        "cards": [*filler_cards(), {"card": "Sabretooth", "count": 2}],
        "battlesite": {
            "card": "Princess Bar",
            "specials": ["Sabretooth - Rabid Beast", "Sabretooth - Government Operative"],
        },
    }
    result = post(api, DECK_URL, body).json()
    assert result["legal"] is True, result["violations"]
    assert result["deck_size"] == 53
    body["characters"][3] = "Wolverine"  # on the Princess Bar's list
    result = post(api, DECK_URL, body).json()
    assert "OR.setup.battlesite" in [v["rule"] for v in result["violations"]]
