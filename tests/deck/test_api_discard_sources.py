"""``POST checks/discard/`` asks every source in play: the home base's team rules and the cards
in play (``in_play``), against the real catalogue in the test database."""

from __future__ import annotations

import pytest

from tests.deck.test_api import DISCARD_URL, assert_error, post, team_body

pytestmark = pytest.mark.django_db


def test_the_home_base_s_kept_duplicates_reach_the_answer(api):
    hand = [{"power": "energy", "value": 2}, {"power": "fighting", "value": 2}]
    r = post(api, DISCARD_URL, team_body(hand=hand, home_base="The Vault"))
    assert r.status_code == 200, r.content
    body = r.json()
    assert body["discard"] == [] and body["choices"] == []
    assert "OR.setup.home-base.rules" in body["rules"]
    plain = post(api, DISCARD_URL, team_body(hand=hand)).json()
    assert plain["choices"] and plain["choices"][0]["rule"] == "OR.discard.power"


def test_cards_in_play_are_read_and_checked(api):
    r = post(api, DISCARD_URL, team_body(in_play=["Blue Beetle - The Bug"]))
    assert r.status_code == 200, r.content
    error = assert_error(post(api, DISCARD_URL, team_body(in_play="The Bug")))
    assert any(d["path"].startswith("in_play") for d in error["details"])
    error = assert_error(post(api, DISCARD_URL, team_body(in_play=["No Such Card Anywhere"])))
    assert any(d["path"] == "in_play.0" for d in error["details"])
