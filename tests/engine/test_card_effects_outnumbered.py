"""A card that acts only when its team is outnumbered (MR.6, MR.19, OR.setup): "<X> gains +2 to
all actions for remainder of battle if <X>'s team is outnumbered." When the card is played, the
side's active front-line characters are counted against the opponent's; with fewer, the bonus
is in play for the battle; otherwise the step says the effect does not happen. Real texts of
the ten sets, parsed by the grammar."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 6, "fighting": 6, "strength": 6, "intellect": 6}
GAINS = re.compile(
    r"^([\w -]+?)(?:™)? gains \+(\d) to all actions .* if [\w -]+'s team is outnumbered", re.I
)
FOUND = texts(GAINS.pattern, "special", full=True)


def attack_value(text: str, opponents: int) -> tuple[int, list[dict]]:
    who, _ = GAINS.match(text).groups()
    foes = [{"id": f"b{i}", "name": f"Foe {i}", "grid": GRID} for i in range(1, opponents + 1)]
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": who, "grid": GRID}]},
            "B": {"front_line": foes},
        },
        "turn": "A",
    }
    card = {"special": {"character": who, "name": "Real", "text": text}}
    plays = [
        {"type": "play", "by": "a1", "cards": [card]},
        {"type": "pass", "player": "B"},
        {"type": "attack", "by": "a1", "target": "b1", "cards": [{"power": "energy", "value": 4}]},
    ]
    answer = resolve(state, plays, MemoryLookup(), parse_effect).to_json()
    assert not any(w.get("kinds") for w in answer["warnings"])
    attack = next(s for s in answer["steps"] if s.get("value") is not None)
    return attack["value"], answer["steps"]


def test_the_ten_sets_print_the_wording():
    assert FOUND


@pytest.mark.parametrize("text", FOUND)
def test_an_outnumbered_team_gains_the_bonus(text):
    amount = int(GAINS.match(text).group(2))
    value, steps = attack_value(text, 2)
    assert value == 4 + amount
    assert any("MR.19" in s["rules"] and "in play" in s["text"] for s in steps)


@pytest.mark.parametrize("text", FOUND)
def test_a_team_not_outnumbered_gains_nothing_and_is_told_why(text):
    value, steps = attack_value(text, 1)
    assert value == 4
    said = [s for s in steps if s["result"] == "no_effect"]
    assert said and "not outnumbered" in said[0]["text"]
