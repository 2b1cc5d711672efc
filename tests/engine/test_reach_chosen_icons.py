"""A discard of cards "with icon of <someone>'s choice" (MR.1): the play names the icon picked
at the table with the card's ``as``; the step says the cards must carry it. A play naming no
icon gets "not applied" and no discard of any cards; an icon that is no power type is a 400
naming the field. Real card texts of the ten sets."""

from __future__ import annotations

import json

import pytest
from django.urls import reverse

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

FOUND = texts(r"discard .* with icon of \w+'s choice", "special", full=True)
GRID = {"energy": 5, "fighting": 5, "strength": 5, "intellect": 5}


def _body(text: str, icon: str | None) -> dict:
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": "Hero", "grid": GRID}]},
            "B": {"front_line": [{"id": "b1", "name": "Target", "grid": GRID}]},
        },
        "turn": "A",
    }
    card: dict = {"special": {"character": "Any Hero", "name": "Real", "text": text}}
    if icon is not None:
        card["as"] = icon
    return {"state": state, "plays": [{"type": "play", "by": "a1", "cards": [card]}]}


def _resolve(text: str, icon: str | None) -> dict:
    body = _body(text, icon)
    return resolve(body["state"], body["plays"], MemoryLookup(), parse_effect).to_json()


def _discards(answer: dict) -> list[dict]:
    return [c for s in answer["steps"] for c in s["changes"] if c.get("op") == "discard"]


def test_the_ten_sets_print_it_and_the_engine_reads_it():
    assert FOUND
    for text in FOUND:
        (discard,) = [c.to_json() for c in parse_effect(text).clauses if c.kind == "discard"]
        assert discard["icon_chosen_by"] and reach.is_applied(discard)


@pytest.mark.parametrize("text", FOUND)
@pytest.mark.parametrize("icon", ["energy", "intellect"])
def test_the_cards_discarded_carry_the_icon_the_play_names(text, icon):
    answer = _resolve(text, icon)
    (discard,) = _discards(answer)
    assert discard["icon"] == icon and discard["who"] == "opponent"
    step = next(s for s in answer["steps"] if discard in s["changes"])
    assert f"{icon.title()} icon" in step["text"]
    assert not [w for w in answer["warnings"] if "discard" in w["kinds"]]


@pytest.mark.parametrize("text", FOUND)
def test_a_play_naming_no_icon_discards_nothing_and_says_not_applied(text):
    answer = _resolve(text, None)
    assert _discards(answer) == []
    (warned,) = [w for w in answer["warnings"] if "discard" in w["kinds"]]
    assert "not applied" in warned["text"]


@pytest.mark.django_db
@pytest.mark.parametrize("text", FOUND)
def test_an_icon_that_is_no_power_type_is_a_400_naming_the_field(client, text):
    res = client.post(
        reverse("api:resolve"),
        data=json.dumps(_body(text, "banana")),
        content_type="application/json",
    )
    assert res.status_code == 400
    paths = [d["path"] for d in res.json()["error"]["details"]]
    assert paths == ["plays.0.cards.0.as"]
