"""A power grid taken from another character (OR.character, MR.19): "<X> gains the Power Grid of
any active hero for remainder of battle" (the play names the hero as its target, of either
side) and "If successful, <X> gains skill levels of target opponent for remainder of battle".
The character's ratings become the other's; its power cards are then checked against them.
Real texts of the ten sets, parsed by the grammar."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

OWN = {"energy": 6, "fighting": 3, "strength": 3, "intellect": 3}
OTHER = {"energy": 7, "fighting": 2, "strength": 6, "intellect": 5}
TAKES = re.compile(
    r"^(?:Acts as a level (\d) (\w+) attack\. If successful, )?([\w -]+?) gains (?:the )?(?:Power Grid|skill levels) of",
    re.I,
)
FOUND = texts(TAKES.pattern, "special", full=True)


def play(text: str, target: str | None, then: list[dict] | None = None, code: str = "hero") -> dict:
    level, icon, who = TAKES.match(text).groups()
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": who, "grid": OWN, "code": "hero"}]},
            "B": {"front_line": [{"id": "b1", "name": "Target", "grid": OTHER, "code": code}]},
        },
        "turn": "A",
    }
    card = {"special": {"character": who, "name": "Real", "text": text}}
    first = {"type": "attack" if level else "play", "by": "a1", "cards": [card]}
    if target:
        first["target"] = target
    return resolve(state, [first, *(then or [])], MemoryLookup(), parse_effect).to_json()


def test_the_ten_sets_print_both_forms():
    assert {bool(TAKES.match(t).group(1)) for t in FOUND} == {True, False}


@pytest.mark.parametrize("text", FOUND)
def test_the_character_takes_the_other_grid(text):
    answer = play(text, "b1")
    assert answer["state"]["players"]["A"]["front_line"][0]["grid"] == OTHER
    step = next(s for s in answer["steps"] if "power grid" in s["text"])
    assert "OR.character" in step["rules"] and "MR.19" in step["rules"]
    assert not any("grid_copy" in w.get("kinds", []) for w in answer["warnings"])


@pytest.mark.parametrize("text", [t for t in FOUND if "active hero" in t])
def test_a_villain_s_grid_is_not_taken_by_a_card_naming_a_hero(text):
    answer = play(text, "b1", code="villain")
    assert answer["state"]["players"]["A"]["front_line"][0]["grid"] == OWN
    assert any("the grid taken is for a hero" in s["text"] for s in answer["steps"])


@pytest.mark.parametrize("text", [t for t in FOUND if TAKES.match(t).group(1)])
def test_a_card_usable_only_with_the_grid_taken_is_then_played(text):
    # the strength 6 power card needs the target's grid (the character's own is 3)
    strength = {
        "type": "attack",
        "by": "a1",
        "target": "b1",
        "cards": [{"power": "strength", "value": 6}],
    }
    answer = play(text, "b1", [{"type": "pass", "player": "B"}, strength])
    assert any(s["result"] == "attack" and "Strength" in s["text"] for s in answer["steps"])
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": "Hero", "grid": OWN}]},
            "B": {"front_line": [{"id": "b1", "name": "Target", "grid": OTHER}]},
        },
        "turn": "A",
    }
    alone = resolve(state, [strength], MemoryLookup(), parse_effect).to_json()
    assert alone["steps"][-1]["result"] == "illegal"  # its own grid does not reach 6


@pytest.mark.parametrize("text", [t for t in FOUND if not TAKES.match(t).group(1)])
def test_a_play_naming_no_character_changes_nothing_and_says_so(text):
    answer = play(text, None)
    assert answer["state"]["players"]["A"]["front_line"][0]["grid"] == OWN
    assert any("power grid does not change" in s["text"] for s in answer["steps"])
