"""A modifier that holds while a side's mission pile holds so many cards ("This character
gains +1 to all attacks if opponent has 4, 5 or 6 Mission cards in Completed Missions Pile"):
counted when the board's mission piles say so, not otherwise, and the answer warns when the
board gives no piles (OR.mission, OR.inherent). Real texts of the ten sets."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
COUNTED = texts(
    r"^\+\d+ to (?:all )?attacks? if opponent has [\d, or]+ Mission cards in", "character"
)


def _value(text: str, completed: int | None) -> tuple[int, list]:
    side_b: dict = {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]}
    if completed is not None:
        side_b["missions"] = {"reserve": 7 - completed, "completed": completed, "defeated": 0}
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID, "inherent": text}]},
            "B": side_b,
        },
        "turn": "A",
    }
    play = {
        "type": "attack",
        "by": "a1",
        "target": "b1",
        "cards": [{"power": "energy", "value": 5}],
    }
    answer = resolve(state, [play], MemoryLookup(), parse_effect).to_json()
    return answer["steps"][0]["value"], answer["warnings"]


def test_the_ten_sets_print_the_wording():
    assert COUNTED


@pytest.mark.parametrize("text", COUNTED)
def test_the_modifier_holds_only_for_the_counts_named(text):
    amount = int(re.search(r"\+(\d+) to", text).group(1))
    counts = [
        int(n) for n in re.findall(r"\d+", re.search(r"has ([\d, or]+) Mission", text).group(1))
    ]
    low = min(counts) - 1
    assert _value(text, counts[0]) == (5 + amount, [])
    assert _value(text, low) == (5, [])


@pytest.mark.parametrize("text", COUNTED)
def test_without_the_piles_it_is_not_counted_and_the_answer_says_so(text):
    value, warnings = _value(text, None)
    assert value == 5 and "give its missions" in warnings[0]["text"]


@pytest.mark.parametrize("text", COUNTED)
def test_the_condition_is_applied(text):
    assert not reach.not_applied(parse_effect(text).to_json()["clauses"], card=("character", ""))
