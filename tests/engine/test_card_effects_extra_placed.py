"""An additional card placed, given by a special in play (OR.placing, MR.1, MR.19): "<Name>
may have 1 additional [Power, Universe, or Special] card Placed on him until <Name> is KO'd".
The placing step takes one card beyond the character's limits (of a kind the card names),
and no more. Real texts of the ten sets, parsed by the grammar.
"""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
EXTRA = re.compile(r"^([\w ]+?)(?:™)? may have 1 additional ([\w ,]*?)cards? Placed", re.I)
EXTRA_PLACED = [t for t in texts(EXTRA.pattern, "special", full=True)]
POWERS = [{"power": "energy", "value": 3}, {"power": "fighting", "value": 4}]
POWERS.append({"power": "strength", "value": 5})
UNIVERSES = [
    {"universe": "basic", "icon": "energy", "requires": 5, "bonus": 2, "name": "U1"},
    {"universe": "basic", "icon": "fighting", "requires": 5, "bonus": 3, "name": "U2"},
]


def place(text: str | None, holder: str, cards: list[dict]) -> list[str]:
    """The result of each place play of ``holder`` with ``text`` (a special) in play, or none."""
    in_play = []
    if text is not None:
        card = {"special": {"character": holder, "name": "Card", "text": text}}
        in_play.append({"card": card, "player": "A", "by": "a1", "duration": "game"})
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": holder, "grid": GRID}]},
            "B": {"front_line": [{"id": "b1", "name": "Target", "grid": GRID}]},
        },
        "turn": "A",
        "in_play": in_play,
    }
    plays = [{"type": "place", "by": "a1", "cards": [c]} for c in cards]
    steps = resolve(state, plays, MemoryLookup(), parse_effect).to_json()["steps"]
    return [s["result"] for s in steps]


def test_the_ten_sets_print_the_wording():
    assert len(EXTRA_PLACED) >= 5


@pytest.mark.parametrize("text", EXTRA_PLACED)
def test_one_card_beyond_the_limit_may_be_placed_and_no_more(text):
    holder, kinds = EXTRA.match(text).groups()
    cards = UNIVERSES if kinds.strip().lower() == "universe" else POWERS
    if "special" in kinds.lower() and "power" not in kinds.lower():
        attack = "Acts as a level 2 Energy attack."
        cards = [{"special": {"character": holder, "name": n, "text": attack}} for n in "AB"]
    assert place(text, holder, cards[:2]) == ["placed", "placed"]
    assert place(None, holder, cards[:2]) == ["placed", "illegal"]
    if len(cards) > 2:
        assert place(text, holder, cards[:3]) == ["placed", "placed", "illegal"]


@pytest.mark.parametrize("text", [t for t in EXTRA_PLACED if "Universe card" in t])
def test_a_card_of_another_kind_than_it_names_is_not_taken(text):
    holder, _ = EXTRA.match(text).groups()
    assert place(text, holder, POWERS[:2]) == ["placed", "illegal"]
