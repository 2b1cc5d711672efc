"""A permission in play to use power cards to avoid attacks (MR.10, OR.defense, MR.19): the
level range and the protected characters printed on real cards, found by their wording."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.checks import check_defense
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
WORDING = r"^(\w[\w .'-]*) may use (\w+) Power cards level (\d) through (\d) to avoid any attack made against \1 or teammate"
GRANTS = texts(WORDING, "special")


def _defend(text: str, icon: str, value: int, on_teammate: bool = False) -> dict:
    name, _, low, _ = re.match(WORDING, text).groups()
    special = {"special": {"character": name, "name": "Granted", "text": text}}
    holder = {"id": "holder", "name": name, "grid": GRID}
    mate = {"id": "mate", "name": "Mate", "grid": GRID}
    return check_defense(
        {
            "attack": {
                "by": {"name": "Ace", "grid": GRID},
                "target": mate if on_teammate else holder,
                "cards": [{"power": "energy", "value": 8}],
            },
            "defense": {"by": holder, "cards": [{"power": icon, "value": value}]},
            "in_play": [{"card": special, "player": "B", "by": "holder"}],
        },
        MemoryLookup(),
        parse_effect,
    )


def test_the_ten_sets_print_the_wording():
    assert GRANTS


@pytest.mark.parametrize("text", GRANTS)
def test_a_power_card_in_the_level_range_avoids_an_attack_on_the_holder_or_a_teammate(text):
    _, icon, low, high = re.match(WORDING, text).groups()
    icon = icon.lower()
    # A level-6 card does not reach a level-8 attack: only the permission makes it stop it.
    answer = _defend(text, icon, int(low))
    assert answer["legal"] and answer["result"] == "avoided", answer["reasons"]
    assert _defend(text, icon, int(high), on_teammate=True)["result"] == "avoided"
    # Below the range, or of another type, it is an ordinary (failing) block.
    assert _defend(text, icon, int(low) - 1)["result"] != "avoided"
    other = next(t for t in GRID if t != icon)
    assert _defend(text, other, int(low))["result"] != "avoided"
