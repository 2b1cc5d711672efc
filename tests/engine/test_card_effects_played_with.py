"""What a special says it is played with ("Play with any Power card usable by Sentinels. ...",
"Play with Energy Power card usable by Malebolgia. ..."; ``played_with``): played with such a
card it is legal (the pair an attack on its target, MR.7); the special is never played without
it, nor with a card of another kind in its place (MR.1). Real card texts of the ten sets."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

FOUND = texts(r"^Play with (any )?\w* ?Power card usable by [\w-]+\.", "special", full=True)
GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
UNIVERSE = {"universe": "basic", "icon": "energy", "requires": 5, "bonus": 3}


def _first(text: str, others: list[dict]) -> dict:
    owner = re.search(r"usable by ([\w-]+)\.", text).group(1)
    players = {
        "A": {"front_line": [{"id": "a1", "name": owner, "grid": GRID}]},
        "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
    }
    card = {"special": {"character": owner, "name": "With", "text": text}}
    plays = [{"type": "attack", "by": "a1", "target": "b1", "cards": [card, *others]}]
    state = {"turn": "A", "players": players}
    return resolve(state, plays, MemoryLookup(), parse_effect).to_json()["steps"][0]


def _icon(text: str) -> str:
    found = re.match(r"^Play with (?:any )?(\w+) Power card", text, re.IGNORECASE)
    named = found.group(1).lower() if found else "power"
    return named if named in ("energy", "fighting", "strength", "intellect") else "energy"


def test_the_ten_sets_print_it():
    assert len(FOUND) >= 4


@pytest.mark.parametrize("text", FOUND)
def test_played_with_the_card_it_names(text):
    step = _first(text, [{"power": _icon(text), "value": 5}])
    assert step["result"] == "attack" and step["value"] == 5


@pytest.mark.parametrize("text", FOUND)
@pytest.mark.parametrize("others", [[], [UNIVERSE]], ids=["alone", "universe"])
def test_not_played_without_the_card(text, others):
    assert _first(text, others)["result"] == "illegal"
