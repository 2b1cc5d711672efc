"""A character's own hits moved from the current battle to its permanent record ("Move all
Hits from X's Hits from Current Battle into Permanent Record. Affects Venture Total."): the
hits stay on the character, and no longer count toward the opponent's venture total
(OR.hits, OR.venture-total). Real texts of the ten sets, found by their wording."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
MOVE = r"[Mm]ove all [Hh]its from ([\w\- ]+)'s Hits from Current Battle into Permanent Records?\."
PLAYED = texts("^" + MOVE, "special", full=True)
ON_SUCCESS = texts(
    r"^Acts as a level \d+ \w+ attack\. If successful, " + MOVE, "special", full=True
)


def _resolve(text: str, as_attack: bool) -> dict:
    owner = re.search(MOVE, text).group(1)
    hits = [
        {"icon": "energy", "value": 5, "player": "B"},
        {"icon": "strength", "value": 2, "record": "permanent"},
    ]
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": owner, "grid": GRID, "hits": hits}]},
            "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
        },
        "turn": "A",
    }
    card = {"special": {"character": owner, "name": "Card", "text": text}}
    play = {"type": "play", "by": "a1", "cards": [card]}
    if as_attack:
        play = {"type": "attack", "by": "a1", "target": "b1", "cards": [card]}
    return resolve(state, [play], MemoryLookup(), parse_effect).to_json()


def test_the_ten_sets_print_the_wordings():
    assert PLAYED and ON_SUCCESS


@pytest.mark.parametrize(
    ("text", "as_attack"), [(t, False) for t in PLAYED] + [(t, True) for t in ON_SUCCESS]
)
def test_the_characters_current_hits_become_permanent_and_leave_the_venture(text, as_attack):
    answer = _resolve(text, as_attack)
    hits = answer["state"]["players"]["A"]["front_line"][0]["hits"]
    assert [(h["value"], h["record"]) for h in hits] == [(5, "permanent"), (2, "permanent")]
    step = answer["steps"][-1]
    assert {"OR.hits", "OR.venture-total"} <= set(step["rules"])
    assert any(c["op"] == "move_hit" for c in step["changes"])
    assert answer["venture"]["B"]["total"] == 0
    assert not answer["warnings"]
