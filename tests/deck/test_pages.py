"""The deck-check and discard pages: forms without JavaScript, results with rule links."""

from __future__ import annotations

import pytest

from rules.engine.decklist import discard_data_from_text

pytestmark = pytest.mark.django_db


@pytest.fixture
def client_db(real_db, db, client):
    return client


def test_pages_render_their_forms(client_db):
    for url in ("/deck/", "/discard/"):
        r = client_db.get(url)
        assert r.status_code == 200
        html = r.content.decode()
        assert "<form" in html and "csrfmiddlewaretoken" in html
    home = client_db.get("/").content.decode()
    assert 'href="/deck/"' in home and 'href="/discard/"' in home


def test_deck_page_shows_violations_rule_links_and_points(client_db):
    text = "4 Characters: banshee-psop, black-cat-psop, blob-psop, daredevil-psop\nMission: Into the Depths\n3x 7 Fighting\n"
    html = client_db.post("/deck/", {"deck": text}).content.decode()
    assert "Illegal" in html
    assert 'href="/rules/OR.deck.size/"' in html
    assert "MR.13.renege-offences" in html
    assert "<th>12</th>" in html and "54 / 58" in html


def test_deck_page_lists_unknown_names_with_suggestions(client_db):
    html = client_db.post("/deck/", {"deck": "4 Characters: Banshe\n"}).content.decode()
    assert "no card is named" in html and "Banshee" in html


def test_deck_page_empty_and_oversized_input(client_db):
    assert "Paste a deck list" in client_db.post("/deck/", {"deck": "  "}).content.decode()
    assert "longer than" in client_db.post("/deck/", {"deck": "x" * 30_000}).content.decode()


def test_discard_page_shows_what_goes_where(client_db):
    text = (
        "Front line: banshee-psop, black-cat-psop, blob-psop\n"
        "Reserve: daredevil-psop\n"
        "KO: daredevil-psop\n"
        "Hand: Nerve Pinch, Taxi Cab, 3 Fighting, 3 Energy, Daredevil - Radar Combat\n"
        "Placed on banshee-psop: 6 Energy\n"
    )
    html = client_db.post("/discard/", {"situation": text}).content.decode()
    assert "Daredevil - Radar Combat" in html and "Dead Pile" in html and "dead_pile" not in html
    assert 'href="/rules/OR.discard.unusable/"' in html
    assert "Keep 1 of" in html and 'href="/rules/OR.discard.power/"' in html
    assert 'href="/rules/OR.discard.universe-basic/"' in html


def test_discard_page_reports_bad_lines(client_db):
    html = client_db.post(
        "/discard/", {"situation": "Front line: Banshee\nWhatever\nKO: Nobody\n"}
    ).content.decode()
    assert "expected" in html and "not on the team" in html


def test_discard_text_reader():
    data, problems = discard_data_from_text(
        "Front line: Alpha, Bravo\nReserve: Charlie\nKO: Bravo\nHand: 2x 5 Fighting, Taxi Cab\n"
        "Placed on Alpha: 6 Energy\nPlaced on Charlie this battle: 7 Fighting\n"
        "Placed on Home Base: Tower - Door\nEvent: Saga - Day\nHome Base: Tower\n"
        "Battlesite: Plaza with: Echo - Jab, Echo - Kick\nBattlesite KO: yes\nCode rule: on\n"
    )
    assert problems == []
    assert [m["id"] for m in data["team"]["front_line"]] == ["alpha", "bravo"]
    assert data["team"]["reserve"]["id"] == "charlie" and data["team"]["ko"] == ["bravo"]
    assert data["hand"] == ["5 Fighting", "5 Fighting", "Taxi Cab"]
    assert data["placed"]["alpha"] == [{"card": "6 Energy", "placed_before": True}]
    assert data["placed"]["charlie"] == [{"card": "7 Fighting", "placed_before": False}]
    assert data["placed"]["home_base"][0]["card"] == "Tower - Door"
    assert data["battlesite"] == {
        "card": "Plaza",
        "specials": ["Echo - Jab", "Echo - Kick"],
        "ko": True,
    }
    assert data["code_rule"] is True and data["event"] == "Saga - Day"
