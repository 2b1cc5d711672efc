"""Whatever is typed into the desk forms, the pages answer 200 or 400, never a server error."""

from __future__ import annotations

import pytest
from django.test import Client
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

pytestmark = pytest.mark.django_db

PLAYER_FIELDS = [
    f"{p}_{f}"
    for p in ("a", "b")
    for f in ("reserve", "completed", "defeated", "ventured_reserve", "ventured_completed")
]
FIELDS = {
    "/desk/venture/": [*PLAYER_FIELDS, "a_total", "b_total", "a_conceded", "b_conceded"],
    "/desk/renege/": [
        *PLAYER_FIELDS,
        "offender",
        "offence",
        "judge_called",
        "phase",
        "demonstrated_usable",
        "became_unusable_in_play",
        "description",
    ],
    "/desk/priority/": ["effects"],
}
VALUES = st.one_of(
    st.integers(min_value=-3, max_value=10).map(str),
    st.sampled_from(
        [
            "",
            "on",
            "A",
            "B",
            "C",
            "illegal_duplicate",
            "illegal_deck",
            "before_venture",
            "1e9",
            "99999999999999999999999",
            "event: x\nspecial: y",
            "power",
            ":",
            "+",
            "special + : z",
        ]
    ),
    st.text(max_size=30),
)


@pytest.mark.parametrize("url", sorted(FIELDS))
def test_any_input_is_answered_without_a_server_error(url):
    client = Client(raise_request_exception=True)

    @settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(st.dictionaries(st.sampled_from(FIELDS[url]), VALUES, min_size=1))
    def check(params):
        params = {k: v.replace("\x00", "") for k, v in params.items()}
        response = client.get(url, params)
        assert response.status_code in (200, 400)

    check()
