"""What an inherent ability says a KO brings (OR.inherent, OR.ko.effects): "Draw 2 cards from
Draw Pile when KO'd. Keep duplicates." and "Draw 1 card when <X>' teammate is KO'd." The KO
check that KOs the character (or the teammate) states the draw for the table, with the ability
it comes from; a KO on the other side fires nothing. Real character texts of the ten sets."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import rows

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
OWN = re.compile(r"^Draw (\d) cards? from Draw Pile when KO'd", re.I)
MATE = re.compile(r"^Draw (\d) cards? when ([\w ]+?)'s? teammate is KO'd", re.I)
FOUND = sorted(
    {
        (row["Name"].strip(), text)
        for row, text in rows("character")
        if OWN.match(text) or MATE.match(text)
    }
)
HITS = [
    {"icon": "energy", "value": 8, "record": "permanent"},
    {"icon": "fighting", "value": 8, "record": "permanent"},
]


def ko_on(name: str, text: str, kod_side: str) -> dict:
    own = OWN.match(text) is not None
    b1 = {"id": "b1", "name": name if own else "Mate", "grid": GRID}
    b2 = {"id": "b2", "name": "Other" if own else name, "grid": GRID}
    (b1 if own else b2)["inherent"] = text
    a1 = {"id": "a1", "name": "Hero", "grid": GRID}
    (b1 if kod_side == "B" else a1)["hits"] = HITS
    state = {"players": {"A": {"front_line": [a1]}, "B": {"front_line": [b1, b2]}}, "turn": "A"}
    power = {"power": "strength", "value": 5}
    plays = [{"type": "attack", "by": "a1", "target": "b1", "cards": [power]}]
    if kod_side == "A":
        state["turn"] = "B"
        plays = [{"type": "attack", "by": "b1", "target": "a1", "cards": [power]}]
    return resolve(state, plays, MemoryLookup(), parse_effect).to_json()


def test_the_ten_sets_print_both_wordings():
    assert any(OWN.match(t) for _, t in FOUND) and any(MATE.match(t) for _, t in FOUND)


@pytest.mark.parametrize(("name", "text"), FOUND, ids=[n for n, _ in FOUND])
def test_the_ko_states_the_draw_for_the_table(name, text):
    count = int((OWN.match(text) or MATE.match(text)).group(1))
    answer = ko_on(name, text, "B")
    ko = next(i for i, s in enumerate(answer["steps"]) if s["result"] == "ko")
    step = answer["steps"][ko + 1]
    (draw,) = step["changes"]
    assert draw["op"] == "draw" and draw["count"] == count and draw["player"] == "B"
    assert name.split()[0] in step["text"] and "carried out at the table" in step["text"]
    assert "OR.inherent" in step["rules"] and "OR.ko.effects" in step["rules"]
    if "Keep duplicates" in text:
        assert "duplicates drawn may be kept" in step["text"]
    assert not any(w.get("kinds") or w.get("not_applied") for w in answer["warnings"])


@pytest.mark.parametrize(("name", "text"), FOUND, ids=[n for n, _ in FOUND])
def test_a_ko_on_the_other_side_fires_nothing(name, text):
    answer = ko_on(name, text, "A")
    assert any(s["result"] == "ko" for s in answer["steps"])
    assert not any(c["op"] == "draw" for s in answer["steps"] for c in s["changes"])
