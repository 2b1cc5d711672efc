"""A special's own bar on combining: "May not be combined with Universe cards" (a ``combine``
that is not ``allowed``) is never read as a leave to combine (MR.7): played with a Power card
and a universe card, or a universe card alone, the attack is refused (OR.attack.special), where
the bar was once taken for leave and the universe bonus added. Real texts of the ten sets."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
BARRED = texts(r"Acts as a level \d .*card\. May be used to attack or defend\. May not be combined with Universe cards", "special", full=True)  # fmt: skip
UNIVERSE = {"universe": "basic", "icon": "strength", "requires": 5, "bonus": 3}


def _first(text: str, more: list[dict]) -> dict:
    side = {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID}]}
    state = {
        "turn": "A",
        "players": {"A": side, "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]}},
    }
    card = {"special": {"character": "Ace", "name": "Card", "text": text}}
    plays = [{"type": "attack", "by": "a1", "target": "b1", "cards": [card, *more]}]
    return resolve(state, plays, MemoryLookup(), parse_effect).to_json()["steps"][0]


def test_the_ten_sets_print_the_wording():
    assert len(BARRED) >= 2


@pytest.mark.parametrize("text", BARRED)
@pytest.mark.parametrize("more", [[{"power": "strength", "value": 3}, UNIVERSE], [UNIVERSE]])
def test_the_bar_refuses_a_universe_card(text, more):
    step = _first(text, more)
    assert step["result"] == "illegal" and "OR.attack.special" in step["rules"]
