"""Placing more cards than one of a kind when an inherent ability allows it (OR.placing,
OR.inherent): "May have 2 <kind> cards Placed. May not be duplicates." Real texts of the ten
sets, parsed by the grammar.
"""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.discard import DiscardSituation, Held, Member, check_discard
from rules.engine.resolve import resolve
from tests.deck.builders import char, special
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
TWO_PLACED = texts(
    r"^May have 2 (\w+) cards Placed\. May not be duplicates\.?$", "character", full=True
)


def _cards(kind: str) -> list[dict]:
    """Two different cards of a kind, for a character named Holder."""
    if kind == "power":
        return [{"power": "energy", "value": 3}, {"power": "fighting", "value": 4}]
    if kind == "universe":
        return [
            {"universe": "basic", "icon": "energy", "requires": 5, "bonus": 2, "name": "U1"},
            {"universe": "basic", "icon": "fighting", "requires": 5, "bonus": 3, "name": "U2"},
        ]
    text = "Acts as a level 2 Energy attack."
    return [{"special": {"character": "Holder", "name": n, "text": text}} for n in ("A", "B")]


def _place(inherent: str, cards: list[dict]) -> list[str]:
    state = {
        "players": {
            "A": {
                "front_line": [{"id": "a1", "name": "Holder", "grid": GRID, "inherent": inherent}]
            },
            "B": {"front_line": [{"id": "b1", "name": "Target", "grid": GRID}]},
        },
        "turn": "A",
    }
    plays = [{"type": "place", "by": "a1", "cards": [c]} for c in cards]
    steps = resolve(state, plays, MemoryLookup(), parse_effect).to_json()["steps"]
    return [s["result"] for s in steps]


def test_the_ten_sets_print_the_wording():
    assert len(TWO_PLACED) >= 2


@pytest.mark.parametrize("text", TWO_PLACED)
def test_two_different_cards_of_the_kind_may_be_placed(text):
    kind = re.match(r"^May have 2 (\w+)", text).group(1).lower()
    one, two = _cards(kind)
    assert _place(text, [one, two]) == ["placed", "placed"]
    assert _place("", [one, two]) == ["placed", "illegal"]
    assert _place(text, [one, one]) == ["placed", "illegal"]  # not duplicates
    assert _place(text, [one, two, one])[2] == "illegal"  # two at most


SPECIALS_PLACED = [t for t in TWO_PLACED if "Special" in t]


@pytest.mark.parametrize("text", SPECIALS_PLACED)
def test_the_discard_phase_leaves_a_second_place_for_a_reserve_only_special(text):
    def check(inherent: str):
        reserve = char("Delta", 6, 6, 3, 2, inherent=inherent)
        members = [Member("a", char("Alpha", 7, 5, 2, 4)), Member("d", reserve, reserve=True)]
        placed = [Held(special("Delta", "Old Trick"), holder="d")]
        hand = [Held(special("Delta", "Quiet Strength"))]
        return check_discard(DiscardSituation(members, hand, placed, parse=parse_effect))

    assert [d.rule for d in check("").discard] == ["OR.reserve"]  # no place left for it
    assert check(text).discard == []
