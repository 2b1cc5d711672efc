"""A judge who writes the situation in the notation, not JSON, puts a KO'd character in the
Defeated Characters pile with ``A defeated: <character>``, and a real event that resurrects
a KO'd hero brings it back (OR.ko.return)."""

from __future__ import annotations

import json

import pytest
from django.urls import reverse

from tests.engine import judge_real_cards_api as j

RAISES_DEAD = "Infinity Gauntlet - Mad God Raises Dead!"


@pytest.fixture
def catalogue(tmp_path):
    j.import_named((RAISES_DEAD,), tmp_path)


def _resolve_text(client, text: str) -> dict:
    res = client.post(
        reverse("api:resolve"), data=json.dumps({"text": text}), content_type="application/json"
    )
    assert res.status_code == 200, res.content
    return res.json()


SITUATION = """A: Ace 7 7 7 7
A: Mate 7 7 7 7
A defeated: Cyclops 6 5 3 4
B: Bolt 7 7 7 7
effect: "{event}" from A
turn A
plays:
1. A passes
2. B passes
"""


@pytest.mark.django_db
def test_a_resurrecting_event_brings_back_the_character_written_as_defeated(client, catalogue):
    answer = _resolve_text(client, SITUATION.format(event=RAISES_DEAD))
    side = answer["state"]["players"]["A"]
    assert [c["name"] for c in side["front_line"]] == ["Ace", "Mate", "Cyclops"]
    assert not side.get("defeated")
    assert any("OR.ko.return" in step["rules"] for step in answer["steps"])
    # the situation asked is written back in the notation, the pile as the judge wrote it
    assert "A defeated: Cyclops 6 5 3 4\n" in answer["situation"]


@pytest.mark.django_db
def test_without_the_event_the_defeated_character_stays_in_the_pile(client, catalogue):
    text = SITUATION.replace('effect: "{event}" from A\n', "")
    answer = _resolve_text(client, text)
    (fallen,) = answer["state"]["players"]["A"]["defeated"]
    assert fallen["name"] == "Cyclops" and fallen["id"] == "a5"
