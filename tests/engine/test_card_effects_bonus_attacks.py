"""Attacks at a bonus each from real specials (MR.5.string): "<X> may make 1 attack at +4",
"Teammate may make 1 attack at +2", "May make 2 additional attacks at +2" open a follow-up
grant whose attacks take the bonus on their attack value, never on the hits they leave."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
NAMED = texts(r"^(?!Teammate)([A-Z][\w ]+?) may make 1 attack at \+(\d)\.", "special", full=True)
TEAMMATE = texts(r"^Teammate may make 1 attack at \+(\d)\.?$", "special", full=True)
ADDITIONAL = texts(r"May make 2 additional attacks at \+(\d)\.", "special", full=True)


def _resolve(text: str, name: str, plays: list[tuple[str, int]]) -> dict:
    state = {
        "players": {
            "A": {
                "front_line": [
                    {"id": "a1", "name": name, "grid": dict(GRID)},
                    {"id": "a2", "name": "Mate", "grid": dict(GRID)},
                ]
            },
            "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": dict(GRID)}]},
        },
        "turn": "A",
    }
    special = {"special": {"character": name, "name": "Card", "text": text}}
    acts = text.startswith("Acts as")  # the special is the attack itself (MR.5)
    out = [{"type": "attack", "by": "a1", "target": "b1" if acts else None, "cards": [special]}]
    out += [
        {"type": "attack", "by": by, "target": "b1", "cards": [{"power": "strength", "value": v}]}
        for by, v in plays
    ]
    return resolve(state, out, MemoryLookup(), parse_effect).to_json()


def _follow_ups(answer: dict) -> list[dict]:
    return [s for s in answer["steps"] if "as a follow-up" in s["text"]]


def test_the_ten_sets_print_the_wordings():
    assert len(NAMED) >= 2 and TEAMMATE and ADDITIONAL


@pytest.mark.parametrize("text", NAMED)
def test_the_named_character_attacks_at_its_bonus(text):
    name, bonus = re.match(r"^([A-Z][\w ]+?) may make 1 attack at \+(\d)", text).groups()
    answer = _resolve(text, name, [("a1", 5)])
    (step,) = _follow_ups(answer)
    assert f"attack value {5 + int(bonus)}" in step["text"] and "MR.5.string" in step["rules"]
    hit = next(s for s in answer["steps"] if s["text"].startswith("The attack hits"))
    assert "5 point(s)" in hit["text"]  # the bonus is not damage
    assert not answer["warnings"]


@pytest.mark.parametrize("text", TEAMMATE)
def test_a_teammate_makes_the_attack_at_its_bonus(text):
    bonus = int(re.search(r"\+(\d)", text).group(1))
    answer = _resolve(text, "Ace", [("a2", 4)])
    (step,) = _follow_ups(answer)
    assert "Mate attacks" in step["text"] and f"attack value {4 + bonus}" in step["text"]
    assert not answer["warnings"]


@pytest.mark.parametrize("text", ADDITIONAL)
def test_two_additional_attacks_each_take_the_bonus_and_no_third(text):
    bonus = int(re.search(r"additional attacks at \+(\d)", text).group(1))
    answer = _resolve(text, "Ace", [("a1", 3), ("a1", 4), ("a1", 2)])
    steps = _follow_ups(answer)
    assert len(steps) == 2 and answer["steps"][-1]["result"] == "illegal"  # no third
    assert all(f"attack value {v + bonus}" in s["text"] for s, v in zip(steps, (3, 4), strict=True))
    assert not answer["warnings"]
