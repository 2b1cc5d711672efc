"""Requirements to use a card read from its text ("6 Strength to use"), checked when the card
is played (OR.tactic-doubleshot, MR.4): real DoubleShot texts of the ten sets, given to the
engine with their parsed tree and no requirement of the catalogue's, so the clause alone
decides.
"""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import CardDef, MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

TO_USE = texts(r"^(\d) (\w+) to use acts as (\d) (\w+) Power card", "tactic", full=True)


def _attack(text: str, rating: int) -> dict:
    icon = re.match(r"^\d (\w+)", text).group(1).lower()
    tactic = CardDef(
        name="Real DoubleShot",
        kind="tactic",
        subtype="doubleshot",
        text=text,
        effect=parse_effect(text),
    )
    grid = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
    state = {
        "players": {
            "A": {
                "front_line": [
                    {"id": "a1", "name": "User", "grid": {**grid, icon: rating}},
                    {"id": "a2", "name": "Mate", "grid": grid},
                ]
            },
            "B": {"front_line": [{"id": "b1", "name": "Target", "grid": grid}]},
        },
        "turn": "A",
    }
    level = re.search(r"level 1 through (\d)", text)
    mate_icon = re.search(r"combine with (\w+) Power card", text).group(1).lower()
    power = {"power": mate_icon, "value": int(level.group(1)) if level else 1, "by": "a2"}
    play = {"type": "attack", "by": "a1", "target": "b1", "cards": [{"card": tactic.name}, power]}
    return resolve(state, [play], MemoryLookup([tactic]), parse_effect).to_json()


def test_the_ten_sets_print_the_wording():
    assert len(TO_USE) >= 10


@pytest.mark.parametrize("text", TO_USE)
def test_a_doubleshot_is_played_only_by_a_character_meeting_its_requirement(text):
    needed = int(text[0])
    met = _attack(text, needed)["steps"][0]
    assert met["result"] == "attack", met
    short = _attack(text, needed - 1)["steps"][0]
    assert short["result"] == "illegal" and "OR.tactic-doubleshot" in short["rules"]
    assert "requirement" in short["text"]
    requirement = parse_effect(text).to_json()["clauses"][0]
    assert requirement["kind"] == "requirement" and reach.is_applied(requirement, "resolve")
