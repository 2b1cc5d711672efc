"""Venture exclusions printed on real cards, applied to the venture total of a resolution.

"Does not count toward Venture Total" on an attack, "Opponent's <type> Power cards do not
count in the venture total", "All <type> Power cards do not count ..." (OR.venture-total).
Texts are found in the ten sets by their wording and parsed by the grammar.
"""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}


def _special(name: str, text: str) -> dict:
    return {"special": {"character": name, "name": "Card", "text": text}}


def _resolve(plays: list, in_play: list | None = None) -> dict:
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID}]},
            "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
        },
        "turn": "A",
        "in_play": in_play or [],
    }
    return resolve(state, plays, MemoryLookup(), parse_effect).to_json()


def _power_attack(icon: str, value: int = 6) -> dict:
    return {
        "type": "attack",
        "by": "a1",
        "target": "b1",
        "cards": [{"power": icon, "value": value}],
    }


OWN_HITS = texts(
    r"^Acts as a level \d+ \w+ attack\. If successful,? acts as a level \d+ \w+ Hit\. .*"
    r"Does not count (toward|towards|for|to) Venture Total\.?$"
)
OPPONENTS_TYPE = texts(r"^Opponent's (\w+) Power cards do not count in the venture total")


def test_the_ten_sets_print_the_wordings():
    assert OWN_HITS and OPPONENTS_TYPE


@pytest.mark.parametrize("text", OWN_HITS[:3])
def test_an_attack_that_does_not_count_toward_the_venture_leaves_its_hits_out(text):
    """ "If successful, acts as a level N <type> Hit. Hit goes on Target Character's Permanent
    Record. Does not count toward Venture Total.": the one card that hit is that hit (a hit is
    the card that scored it: OR.hits), so it goes onto the record without counting toward the
    venture total; there is no second card to be a second hit."""
    attack = {"type": "attack", "by": "a1", "target": "b1", "cards": [_special("Ace", text)]}
    answer = _resolve([attack])
    assert [s["result"] for s in answer["steps"]][:2] == ["attack", "hit"]
    items = [i for i in answer["venture"]["A"]["items"] if "hit" in i["item"]]
    assert items and not any(i["counted"] for i in items)
    assert any("says these hits do not count" in i["reason"] for i in items)
    assert answer["venture"]["A"]["total"] == 0


@pytest.mark.parametrize("text", OPPONENTS_TYPE)
def test_the_opponents_power_cards_of_the_type_do_not_count(text):
    icon = re.search(r"Opponent's (\w+) Power", text).group(1).lower()
    effect = {"card": _special("Bolt", text), "player": "B", "by": "b1", "duration": "battle"}
    answer = _resolve([_power_attack(icon)], [effect])
    assert answer["venture"]["A"]["total"] == 0
    # Another type still counts, and the card's own side is not touched.
    other = "fighting" if icon != "fighting" else "energy"
    assert _resolve([_power_attack(other)], [effect])["venture"]["A"]["total"] == 6


def test_without_the_card_the_same_hit_counts():
    assert _resolve([_power_attack("strength")])["venture"]["A"]["total"] == 6
