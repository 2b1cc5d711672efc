"""The resolver's card look-ups: every card a request names comes in one indexed query; a
misspelt name is matched against the names read once per catalogue version."""

from __future__ import annotations

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from cards.lookup import DbCardLookup

pytestmark = pytest.mark.django_db


def test_get_many_reads_every_reference_in_one_query(catalogue):
    lookup = DbCardLookup()
    with CaptureQueriesContext(connection) as queries:
        found = lookup.get_many(["Wolverine", "wolverine-sidestep", "Wolverine - Claw Frenzy"])
        again = lookup.get("WOLVERINE")
    (card_query,) = [q["sql"] for q in queries if "cards_card" in q["sql"]]
    assert len(queries) == 2  # the cards and the catalogue version
    assert "slug" in card_query and "LIKE" not in card_query.upper()
    assert [c.name for c in found.values()] == [
        "Wolverine",
        "Wolverine - Sidestep",
        "Wolverine - Claw Frenzy",
    ]
    assert again is found["Wolverine"]


def test_a_name_no_slug_answers_is_still_found_by_its_words(catalogue):
    lookup = DbCardLookup()
    assert lookup.get("wolverine  -  claw frenzy!").name == "Wolverine - Claw Frenzy"


def test_misspelt_names_are_matched_once_per_catalogue_version(catalogue):
    assert DbCardLookup().suggest("Wolverin") == DbCardLookup().suggest("Wolverin")
    with CaptureQueriesContext(connection) as queries:
        DbCardLookup().suggest("Wolverin")
    assert len(queries) == 0  # nor the catalogue version, read within CATALOGUE_VERSION_TTL


def test_resolve_with_catalogue_characters_reads_the_cards_once(client, catalogue):
    body = {
        "state": {
            "players": {
                "A": {"front_line": [{"id": "a1", "card": "Wolverine"}]},
                "B": {"front_line": [{"id": "b1", "card": "wolverine"}]},
            },
            "turn": "A",
        },
        "plays": [
            {
                "type": "attack",
                "player": "A",
                "by": "a1",
                "target": "b1",
                "cards": [{"card": "Wolverine - Claw Frenzy"}],
            }
        ],
    }
    with CaptureQueriesContext(connection) as first:
        response = client.post("/api/v1/resolve/", body, content_type="application/json")
    assert response.status_code == 200, response.content
    assert response.json()["steps"]
    card_queries = [q for q in first if "cards_card" in q["sql"]]
    assert len(card_queries) == 1  # every card named, in one query
    assert len(first) == 2  # and the catalogue version
    with CaptureQueriesContext(connection) as again:
        repeated = client.post("/api/v1/resolve/", body, content_type="application/json")
    assert repeated.json() == response.json()
    assert len(again) == 0  # definitions kept under the version, read within its TTL
