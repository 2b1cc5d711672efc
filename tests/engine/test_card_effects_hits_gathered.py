"""Hits gathered onto one character (OR.hits): every hit of the permanent record (of the icons
named) on the front line moves to the card's own character, to the teammate the play names, or,
for an event in play, to the front-line character it names; the receiver's KO is checked. Hits
moved one by one, chosen at the table, stay not applied. Real texts of the ten sets."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
HEAD = r"^All Hits with only (\w+) icons in the Permanent Record of all Front Line "
TO_SELF = texts(HEAD + r"teammates are moved to the Permanent Record of [\w-]+\.$", "special")
TO_MATE = texts(HEAD + r"characters are moved to the Permanent Record of one of", "special")
EVENTS = texts(r"^All hits on the permanent record of all front line heroes are moved", "event")
ONE_BY_ONE = texts(r"^Move any 1 Hit from teammate to", "special")


def _hit(icon: str, value: int) -> dict:
    return {"icon": icon, "value": value, "record": "permanent"}


def _state(holder: str, in_play: list | None = None) -> dict:
    mate = {"id": "a2", "name": "Mate", "grid": GRID}
    mate["hits"] = [_hit("energy", 5), _hit("intellect", 4)]
    bolt = {"id": "b1", "name": "Bolt", "grid": GRID}
    bolt["hits"] = [_hit("intellect", 2), _hit("strength", 3)]
    return {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": holder, "grid": GRID}, mate]},
            "B": {"front_line": [bolt]},
        },
        "turn": "A",
        "in_play": in_play or [],
    }


def _play(text: str, holder: str, target: str | None = None) -> dict:
    card = {"special": {"character": holder, "name": "Gather", "text": text}}
    play = {"type": "play", "by": "a1", "cards": [card], **({"target": target} if target else {})}
    return resolve(_state(holder), [play], MemoryLookup(), parse_effect).to_json()


def _hits(answer: dict, cid: str) -> list[tuple[str, int]]:
    chars = [c for p in answer["state"]["players"].values() for c in p["front_line"]]
    return sorted((h["icon"], h["value"]) for c in chars if c["id"] == cid for h in c["hits"])


def test_the_ten_sets_print_the_wordings():
    assert TO_SELF and TO_MATE and EVENTS and ONE_BY_ONE


@pytest.mark.parametrize("text", TO_SELF)
def test_the_teammates_hits_of_that_icon_move_to_the_cards_character(text):
    holder = re.search(r"Permanent Record of ([\w-]+)\.$", text).group(1)
    icon = re.search(HEAD, text).group(1).lower()
    answer = _play(text, holder)
    assert "OR.hits" in answer["steps"][1]["rules"] and not answer["warnings"]
    assert [i for i, _v in _hits(answer, "a1")] == [icon]
    assert icon not in [i for i, _v in _hits(answer, "a2")]
    assert len(_hits(answer, "b1")) == 2  # teammates only


@pytest.mark.parametrize("text", TO_MATE)
def test_every_front_line_characters_hits_of_that_icon_move_to_the_teammate_named(text):
    holder = re.search(r"one of ([\w-]+)'s teammates", text).group(1)
    icon = re.search(HEAD, text).group(1).lower()
    answer = _play(text, holder, "a2")
    assert not answer["warnings"]
    assert [i for i, _v in _hits(answer, "a2")].count(icon) == 2
    assert icon not in [i for i, _v in _hits(answer, "b1")] and answer["ko"] == []
    # none named: reported, nothing moved
    answer = _play(text, holder)
    assert answer["warnings"][0]["kinds"] == ["move_hits"]
    assert len(_hits(answer, "a2")) == 2


@pytest.mark.parametrize("text", EVENTS)
def test_an_event_gathers_every_permanent_hit_onto_the_character_it_names(text):
    event = {"card": {"event": {"name": "Martyr", "text": text}}, "player": "A", "target": "a1"}
    answer = resolve(_state("Ace", [event]), [], MemoryLookup(), parse_effect).to_json()
    assert "OR.events" in answer["steps"][0]["rules"]
    assert [k["id"] for k in answer["ko"]] == ["a1"]  # hits of three types: spectrum KO
    assert _hits(answer, "a2") == [] and _hits(answer, "b1") == []


@pytest.mark.parametrize("text", ONE_BY_ONE)
def test_hits_moved_one_by_one_stay_not_applied(text):
    missing = reach.not_applied(parse_effect(text).to_json()["clauses"])
    assert "move_hits" in {c["kind"] for c in missing}
