"""A home base that sets the opponent's teamwork bonuses (OR.universe-teamwork, MR.19): "All of
Opponent's Universe: Teamwork Card Bonuses are +0." The follow-ups of the opponent's teamwork
cards take the bonus it sets; the home base's own team keeps its bonuses. Real location texts
of the ten sets, found by their wording, parsed by the grammar."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import CardDef, MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import rows

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
SETS = re.compile(r"^All of Opponent's Universe: Teamwork Card Bonuses are \+(\d)\.?$", re.I)
FOUND = sorted({(row["Name"].strip(), t) for row, t in rows("location") if SETS.match(t)})
TEAMWORK = {
    "universe": "teamwork",
    "icon": "strength",
    "requires": 6,
    "value": 6,
    "follow_ups": [[{"icon": "energy", "bonus": 3}]],
}


def follow_up(home: tuple[str, str] | None, owner: str) -> dict:
    lookup = MemoryLookup()
    players = {
        "A": {
            "front_line": [
                {"id": "a1", "name": "Ace", "grid": GRID},
                {"id": "a2", "name": "Bee", "grid": GRID},
            ]
        },
        "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
    }
    if home is not None:
        name, text = home
        lookup.add(CardDef(name=name, kind="location", text=text, effect=parse_effect(text)))
        players[owner]["home_base"] = {"card": name}
    plays = [
        {"type": "attack", "by": "a1", "target": "b1", "cards": [TEAMWORK]},
        {"type": "attack", "by": "a2", "target": "b1", "cards": [{"power": "energy", "value": 4}]},
    ]
    answer = resolve({"players": players, "turn": "A"}, plays, lookup, parse_effect).to_json()
    assert not any("bonus_modifier" in w.get("kinds", []) for w in answer["warnings"])
    return next(s for s in answer["steps"][1:] if s["result"] == "attack")


def test_the_ten_sets_print_the_wording():
    assert FOUND


@pytest.mark.parametrize("home", FOUND, ids=[n for n, _ in FOUND])
def test_the_opponents_teamwork_bonus_takes_the_value_set(home):
    value = int(SETS.match(home[1]).group(1))
    assert follow_up(None, "B")["value"] == 4 + 3
    step = follow_up(home, "B")  # the home base is the opponent's: A's bonuses are set
    assert step["value"] == 4 + value and "MR.19" in step["rules"] and home[0] in step["text"]
    assert follow_up(home, "A")["value"] == 4 + 3  # its own team keeps its bonuses
