"""A special that "acts identical to any Hit in <X>'s Hits from the Current Battle or Permanent
Record" (MR.5.copied-hit): the play names the hit copied (the card's ``copies``); the special
attacks at that hit's level and power type. A hit not on the records, or none named, is refused
saying why; a malformed ``copies`` is a 400 naming the field. Real card texts of the ten sets."""

from __future__ import annotations

import json
import re

import pytest
from django.urls import reverse

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

FOUND = texts(r"^This Special (acts|is) identical to any Hit in", "special", full=True)
GRID = {"energy": 5, "fighting": 5, "strength": 5, "intellect": 5}


def _body(text: str, copies: dict | None, record: str = "permanent") -> dict:
    owner = re.search(r"any Hit in (.+?)'s Hits", text).group(1)
    state = {
        "players": {
            "A": {
                "front_line": [
                    {
                        "id": "a1",
                        "name": owner,
                        "grid": GRID,
                        "hits": [{"icon": "strength", "value": 7, "record": record}],
                    }
                ]
            },
            "B": {"front_line": [{"id": "b1", "name": "Target", "grid": GRID}]},
        },
        "turn": "A",
    }
    card: dict = {"special": {"character": owner, "name": "Real", "text": text}}
    if copies is not None:
        card["copies"] = copies
    plays = [{"type": "attack", "by": "a1", "target": "b1", "cards": [card]}]
    return {"state": state, "plays": plays}


def _resolve(text: str, copies: dict | None, record: str = "permanent") -> dict:
    body = _body(text, copies, record)
    return resolve(body["state"], body["plays"], MemoryLookup(), parse_effect).to_json()


def test_the_ten_sets_print_it_and_the_engine_reads_it():
    assert len(FOUND) >= 2
    for text in FOUND:
        (copy,) = [c.to_json() for c in parse_effect(text).clauses if c.kind == "copy_hit"]
        assert reach.is_applied(copy) and not reach.is_applied({**copy, "copy_unnamed": True})


@pytest.mark.parametrize("text", FOUND)
@pytest.mark.parametrize("record", ["current", "permanent"])
def test_the_special_attacks_as_the_hit_named(text, record):
    answer = _resolve(text, {"icon": "strength", "value": 7}, record)
    first = answer["steps"][0]
    assert first["result"] == "attack" and "level 7 Strength" in first["text"]
    hits = answer["state"]["players"]["B"]["front_line"][0]["hits"]
    assert [(h["icon"], h["value"]) for h in hits] == [("strength", 7)]


@pytest.mark.parametrize("text", FOUND)
@pytest.mark.parametrize(
    "copies", [{"icon": "energy", "value": 7}, {"icon": "strength", "value": 6}]
)
def test_a_hit_not_on_the_records_may_not_be_copied(text, copies):
    first = _resolve(text, copies)["steps"][0]
    assert first["result"] == "illegal" and "MR.5.copied-hit" in first["rules"]


@pytest.mark.parametrize("text", FOUND)
def test_a_play_naming_no_hit_is_refused_saying_so(text):
    first = _resolve(text, None)["steps"][0]
    assert first["result"] == "illegal" and "names none" in first["text"]


@pytest.mark.django_db
@pytest.mark.parametrize("text", FOUND)
def test_a_malformed_hit_is_a_400_naming_the_field(client, text):
    body = _body(text, {"icon": "banana", "value": 7})
    res = client.post(reverse("api:resolve"), json.dumps(body), content_type="application/json")
    assert res.status_code == 400
    paths = [d["path"] for d in res.json()["error"]["details"]]
    assert paths == ["plays.0.cards.0.copies.icon"]


@pytest.mark.django_db
def test_the_api_takes_the_hit_copied(client):
    body = _body(FOUND[0], {"icon": "strength", "value": 7})
    res = client.post(reverse("api:resolve"), json.dumps(body), content_type="application/json")
    assert res.status_code == 200
    assert res.json()["steps"][0]["result"] == "attack"
