"""Throttled judging and search endpoints; django-axes locks out repeated failed logins."""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model
from django.core.cache import cache

from tests.hardening.conftest import error_of

pytestmark = pytest.mark.django_db


@pytest.fixture
def rates(settings):
    cache.clear()
    settings.API_THROTTLE_RATES = {"judging": "3/min", "search": "2/min"}
    yield settings.API_THROTTLE_RATES
    cache.clear()


def test_judging_endpoints_answer_429_past_their_rate(post_json, rates):
    body = {"effects": [{"id": "a", "type": "special"}, {"id": "b", "type": "event"}]}
    statuses = [post_json("checks/priority/", body).status_code for _ in range(3)]
    assert statuses == [200, 200, 200]
    response = post_json("checks/priority/", body)
    error = error_of(response, 429)
    assert error["code"] == "throttled"
    assert int(response["Retry-After"]) > 0


def test_search_is_throttled_on_its_own_rate(client, rates):
    # Every search that reaches the database counts (a cached repeat costs nothing and is not).
    queries = [{"q": word} for word in ("storm", "hulk")]
    assert [client.get("/api/v1/cards/", q).status_code for q in queries] == [200, 200]
    error_of(client.get("/api/v1/cards/", {"q": "thor"}), 429)
    # Other catalogue reads are not throttled.
    assert client.get("/api/v1/sets/").status_code == 200


def test_an_empty_rate_turns_throttling_off(post_json, rates):
    rates["judging"] = ""
    for _ in range(5):
        assert post_json("parse/", {"text": "Draw a card."}).status_code == 200


def test_admin_login_is_locked_out_after_repeated_failures(client, settings):
    settings.AXES_FAILURE_LIMIT = 3
    get_user_model().objects.create_superuser("judge", "judge@example.org", "right-password-1")
    login = "/admin/login/?next=/admin/"
    statuses = [
        client.post(login, {"username": "judge", "password": "wrong"}).status_code for _ in range(3)
    ]
    assert statuses == [200, 200, 429]  # the form again with its error, then the lockout
    locked = client.post(login, {"username": "judge", "password": "right-password-1"})
    assert locked.status_code == 429
    assert "_auth_user_id" not in client.session


def test_a_correct_admin_login_still_works(client):
    get_user_model().objects.create_superuser("judge", "judge@example.org", "right-password-1")
    response = client.post(
        "/admin/login/?next=/admin/", {"username": "judge", "password": "right-password-1"}
    )
    assert response.status_code == 302
    assert "_auth_user_id" in client.session
