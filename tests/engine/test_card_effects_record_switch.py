"""Permanent records switched between teammates (OR.hits, OR.ko.cumulative): "<X> may switch
(his) entire permanent record with any front line teammate". The play names the teammate as its
target; the two characters' permanent hits change hands (current-battle hits stay) and both are
checked for a KO again. Real texts of the ten sets, parsed by the grammar."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
SWITCH = re.compile(r"^([\w -]+?) may switch (?:his )?entire permanent record with", re.I)
FOUND = texts(SWITCH.pattern, "special", full=True)


def play(text: str, target: str | None, mate_hits: list[dict]) -> dict:
    who = SWITCH.match(text).group(1)
    own = [
        {"icon": "energy", "value": 2, "record": "permanent"},
        {"icon": "fighting", "value": 3, "record": "current"},
    ]
    state = {
        "players": {
            "A": {
                "front_line": [
                    {"id": "a1", "name": who, "grid": GRID, "hits": own},
                    {"id": "a2", "name": "Mate", "grid": GRID, "hits": mate_hits},
                ]
            },
            "B": {"front_line": [{"id": "b1", "name": "Target", "grid": GRID}]},
        },
        "turn": "A",
    }
    card = {"special": {"character": who, "name": "Real", "text": text}}
    p = {"type": "play", "by": "a1", "cards": [card], **({"target": target} if target else {})}
    return resolve(state, [p], MemoryLookup(), parse_effect).to_json()


def hits(answer: dict, i: int) -> list[tuple[str, int, str]]:
    char = answer["state"]["players"]["A"]["front_line"][i]
    return sorted((h["icon"], h["value"], h["record"]) for h in char["hits"])


def test_the_ten_sets_print_the_wording():
    assert len(FOUND) >= 2


@pytest.mark.parametrize("text", FOUND)
def test_the_permanent_records_change_hands(text):
    mate = [{"icon": "strength", "value": 7, "record": "permanent"}]
    answer = play(text, "a2", mate)
    assert hits(answer, 0) == [("fighting", 3, "current"), ("strength", 7, "permanent")]
    assert hits(answer, 1) == [("energy", 2, "permanent")]
    step = next(s for s in answer["steps"] if s["result"] == "effect")
    assert "switch permanent records" in step["text"] and "OR.hits" in step["rules"]
    assert not any(w.get("kinds") for w in answer["warnings"])


@pytest.mark.parametrize("text", FOUND)
def test_a_record_switched_in_is_checked_for_a_ko(text):
    mate = [
        {"icon": "strength", "value": 8, "record": "permanent"},
        {"icon": "intellect", "value": 8, "record": "permanent"},
    ]
    answer = play(text, "a2", mate)  # 16 permanent + 3 current of two more types: spectrum
    ko = [s for s in answer["steps"] if s["result"] == "ko"]
    assert ko and ko[0]["changes"][0]["target"] == "a1"


@pytest.mark.parametrize("text", FOUND)
def test_a_play_naming_no_teammate_switches_nothing_and_says_so(text):
    mate = [{"icon": "strength", "value": 7, "record": "permanent"}]
    answer = play(text, None, mate)
    assert hits(answer, 1) == [("strength", 7, "permanent")]
    assert any("no permanent records are switched" in s["text"] for s in answer["steps"])
