"""The OverRealm desk page: a GET form for one turn, the ruling drawn in SVG, errors on fields."""

from __future__ import annotations

import pytest
from django.urls import reverse
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.views_games_rlm import _initial

pytestmark = pytest.mark.django_db

PAGE = "/desk/overrealm/"


def example(**changes) -> dict:
    params = {k: v for k, v in _initial().items() if v is not None}
    return {**params, "tool": "turn", **changes}


def html_of(response) -> str:
    return response.content.decode()


def test_page_and_desk_link(client):
    response = client.get(PAGE)
    assert response.status_code == 200 and "Magmahide Monster" in html_of(response)
    assert f'href="{PAGE}"' in html_of(client.get("/desk/"))


def test_turn_ruling_with_picture_and_rule_links(client):
    response = client.get(PAGE, example())
    assert response.status_code == 200
    html = html_of(response)
    assert "player B wins (counter beats attack)" in html
    assert "<svg" in html and 'class="rlm-dom"' in html and "HP 11/15" in html
    for rule_id in (
        "RLM.counter",
        "RLM.counter.silence",
        "RLM.dominance.a",
        "RLM.pressure.discard",
    ):
        assert f'href="{reverse("rules:detail", args=[rule_id])}"' in html


def test_round_loss_is_the_verdict(client):
    html = html_of(
        client.get(PAGE, example(b_card="power", b_card_damage=1, a_card_damage=9, b_damage=10))
    )
    assert "Player B loses the round." in html


@pytest.mark.parametrize(
    ("changes", "field", "words"),
    [
        ({"b_targets": "zz"}, "b_targets", "controls no minion"),
        ({"a_minions": "m1 | x | 0"}, "a_minions", "minion 1 (hp)"),
        ({"a_minions": "m1 | x | 3\nm1 | y | 3"}, "a_minions", "minion 2 (id)"),
        ({"a_hp": ""}, "a_hp", "null"),
        ({"a_damage": 15}, "a_damage", "lost the round"),
        ({"a_card_damage": ""}, "a_card_damage", "damage"),
        ({"a_target": "m9"}, "a_target", "no minion"),
        ({"b_option": "exhaust", "b_targets": ""}, "b_targets", "two"),
        ({"a_pressure": 9}, "a_pressure", "less than or equal"),
        ({"strong_attacks": "C"}, "strong_attacks", "valid choice"),
    ],
)
def test_errors_land_on_their_field(client, changes, field, words):
    response = client.get(PAGE, example(**changes))
    assert response.status_code == 400
    errors = response.context["form"].errors[field]
    assert any(words in e for e in errors), errors


@settings(
    max_examples=50, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    changes=st.dictionaries(
        st.sampled_from(
            [
                "a_hp",
                "b_damage",
                "a_minions",
                "b_minions",
                "a_card",
                "b_card",
                "a_target",
                "b_targets",
                "b_option",
                "a_card_damage",
                "strong_attacks",
                "a_pressure",
            ]
        ),
        st.one_of(
            st.text(max_size=30),
            st.integers(-5, 40).map(str),
            st.sampled_from(
                ["attack", "power", "counter", "exhaust", "silence", "m1", "m1 m2", "hero", "A"]
            ),
        ),
        max_size=6,
    )
)
def test_random_forms_never_crash(client, changes):
    assert client.get(PAGE, example(**changes)).status_code in (200, 400)
