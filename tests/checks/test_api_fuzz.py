"""Nothing a client sends to the checks produces a 5xx: random JSON answers 200 or 400."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.json_fuzz import json_bodies

pytestmark = pytest.mark.django_db

json_values = json_bodies(
    [
        "players",
        "A",
        "B",
        "missions",
        "ventured",
        "reserve",
        "completed",
        "defeated",
        "venture_total",
        "hits_scored",
        "modifiers",
        "conceded",
        "value",
        "icon",
        "source",
        "target",
        "record",
        "effects",
        "id",
        "type",
        "acts_as",
        "offender",
        "offence",
        "judge_called",
        "phase",
        "from",
    ],
    ["A", "B", "reserve", "special", "illegal_duplicate", "energy", "battlesite"],
    max_leaves=25,
)


@pytest.mark.parametrize("url", ["venture", "priority", "renege"])
@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(body=json_values)
def test_random_bodies_never_crash(client, url, body):
    response = client.post(
        f"/api/v1/checks/{url}/", json.dumps(body), content_type="application/json"
    )
    assert response.status_code in (200, 400), response.content
    if response.status_code == 400:
        assert set(response.json()["error"]) == {"code", "message", "details"}


small = st.integers(-1, 8)
player_bodies = st.fixed_dictionaries(
    {},
    optional={
        "missions": st.fixed_dictionaries(
            {}, optional={"reserve": small, "completed": small, "defeated": small}
        ),
        "ventured": st.fixed_dictionaries({}, optional={"reserve": small, "completed": small}),
        "venture_total": st.integers(-5, 40),
        "conceded": st.booleans(),
    },
)
near_valid = st.fixed_dictionaries(
    {"players": st.fixed_dictionaries({"A": player_bodies, "B": player_bodies})}
)


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(body=near_valid, offender=st.sampled_from(["A", "B"]), judge=st.booleans())
def test_near_valid_positions_never_crash(client, body, offender, judge):
    response = client.post("/api/v1/checks/venture/", body, content_type="application/json")
    assert response.status_code in (200, 400), response.content
    if response.status_code == 200:
        for piles in response.json()["missions"].values():
            assert sum(piles.values()) == 7
    renege = {**body, "offender": offender, "offence": "illegal_duplicate", "judge_called": judge}
    response = client.post("/api/v1/checks/renege/", renege, content_type="application/json")
    assert response.status_code in (200, 400), response.content
