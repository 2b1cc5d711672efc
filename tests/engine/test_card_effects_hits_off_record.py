"""Hits of the battle kept off the permanent record (``hits_not_recorded``, ``discard_hits``,
OR.hits): an event "All Hits from the current battle are discarded at the end of the battle,
and do not get added to the Permanent Record", an aspect played on a front-line character "At
end of battle, no Hits are added to character's Permanent Record", and a special whose
teammates' battle hits are discarded and not added to the venture total. Real texts, found by
their wording.
"""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
EVERYONE = texts(r"hits from the current battle are discarded at the end of the battle", "event")
ONE = texts(r"At end of battle, no Hits are added to Character's Permanent Record", "aspect")
PASSES = [{"type": "pass", "player": "A"}, {"type": "pass", "player": "B"}]


def _char(cid: str) -> dict:
    hits = [
        {"icon": "energy", "value": 3, "record": "permanent"},
        {
            "icon": "fighting",
            "value": 4,
            "record": "current",
            "player": "B" if cid[0] == "a" else "A",
        },
    ]
    return {"id": cid, "name": cid.upper(), "grid": GRID, "hits": hits}


def _state(in_play: list) -> dict:
    return {
        "players": {
            "A": {"front_line": [_char("a1"), _char("a2")]},
            "B": {"front_line": [_char("b1"), _char("b2")]},
        },
        "turn": "A",
        "in_play": in_play,
    }


def _records(answer: dict) -> dict[str, list[str]]:
    return {
        c["id"]: [h["record"] for h in c["hits"]]
        for p in answer["state"]["players"].values()
        for c in p["front_line"]
    }


def _resolve(state: dict) -> dict:
    return resolve(state, PASSES, MemoryLookup(), parse_effect).to_json()


def test_the_ten_sets_print_the_wordings():
    assert EVERYONE and ONE


@pytest.mark.parametrize("text", EVERYONE + ONE)
def test_the_clause_is_applied_in_the_resolver(text):
    clauses = parse_effect(text).to_json()["clauses"]
    found = [c for c in clauses if c["kind"] == "hits_not_recorded"]
    assert found and all(reach.is_applied(c, "resolve") for c in found)


@pytest.mark.parametrize("text", EVERYONE)
def test_an_event_keeps_every_battle_hit_off_the_records(text):
    event = {"card": {"event": {"name": "Event", "text": text}}, "player": "A"}
    answer = _resolve(_state([event]))
    end = answer["steps"][-1]
    assert end["result"] == "battle_end" and "MR.1" in end["rules"]
    assert "not added to its permanent record" in end["text"]
    assert _records(answer) == {cid: ["permanent"] for cid in ("a1", "a2", "b1", "b2")}
    gone = [c for c in end["changes"] if c["op"] == "hits_discarded"]
    assert len(gone) == 4 and all(c["card"] == "Event" for c in gone)
    # without the event every battle hit joins the record
    plain = _resolve(_state([]))
    assert _records(plain) == {cid: ["permanent", "permanent"] for cid in ("a1", "a2", "b1", "b2")}


@pytest.mark.parametrize("text", ONE)
def test_an_aspect_keeps_the_hits_of_its_character_off_the_record(text):
    aspect = {
        "card": {"aspect": {"name": "Underworld", "location": "Madripoor", "text": text}},
        "player": "A",
        "target": "a1",
    }
    answer = _resolve(_state([aspect]))
    assert _records(answer) == {
        "a1": ["permanent"],
        "a2": ["permanent", "permanent"],
        "b1": ["permanent", "permanent"],
        "b2": ["permanent", "permanent"],
    }
    assert not any("hits_not_recorded" in w["kinds"] for w in answer["warnings"])


TEAMMATES = texts(r"teammates' Hits from Current Battle are discarded and do not get added")


@pytest.mark.parametrize("text", TEAMMATES)
def test_a_special_discards_its_teammates_battle_hits_and_their_venture(text):
    # played by a1: its teammate a2's hits of this battle are discarded and B does not add
    # them to B's venture total; a1's own hits stay, and B's characters are untouched
    special = {"card": {"special": {"character": "A1", "name": "Sacrifice", "text": text}}}
    answer = _resolve(_state([{**special, "player": "A", "by": "a1"}]))
    records = _records(answer)
    assert records["a2"] == ["permanent"] and records["a1"] == ["permanent", "permanent"]
    assert records["b1"] == ["permanent", "permanent"]
    gone = [c for c in answer["steps"][-1]["changes"] if c["op"] == "hits_discarded"]
    assert [c["target"] for c in gone] == ["a2"]
    # B's 4-point hits of this battle: on a1 (counted) and on a2 (discarded, not counted)
    assert answer["venture"]["B"]["total"] == 4
    assert _resolve(_state([]))["venture"]["B"]["total"] == 8
