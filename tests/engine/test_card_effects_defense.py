"""Defense restrictions printed on real attacks, applied by the defense check
(MR.5.restricted-defense): by card kind, power type, value and level. Texts are found in the
ten sets by their wording and parsed by the grammar.
"""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.checks import check_defense
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
TYPES = ("energy", "fighting", "strength", "intellect")


def _defend(text: str, icon: str, value: int) -> dict:
    special = {"special": {"character": "Ace", "name": "Attack", "text": text}}
    return check_defense(
        {
            "attack": {"by": {"name": "Ace", "grid": GRID}, "cards": [special]},
            "defense": {
                "by": {"name": "Bolt", "grid": GRID},
                "cards": [{"power": icon, "value": value}],
            },
        },
        MemoryLookup(),
        parse_effect,
    )


MIN_VALUE = texts(
    "^Acts as a level.*"
    + r"May only be defended using a Power card with a value of (\d) or greater"
)
ONLY_ICON = texts("^Acts as a level.*" + r"Can only be defended by a card with an? (\w+) icon")
NOT_ICON = texts("^Acts as a level.*" + r"Cannot be defended by a card with an? (\w+) icon")
ONLY_LEVEL = texts("^Acts as a level.*" + r"Can only be defended by a level (\d) Power card")


def test_the_ten_sets_print_the_wordings():
    assert MIN_VALUE and ONLY_ICON and NOT_ICON and ONLY_LEVEL


@pytest.mark.parametrize("text", MIN_VALUE)
def test_only_a_power_card_of_the_value_or_more_may_defend(text):
    least = int(re.search(r"value of (\d)", text, re.IGNORECASE).group(1))
    low = _defend(text, "fighting", least - 1)
    assert low["legal"] is False and "MR.5.restricted-defense" in low["rules"]
    assert "value 5 or more" in low["reasons"][0]["text"].replace(str(least), "5")
    assert "value>=" not in low["reasons"][0]["text"]
    assert _defend(text, "fighting", least)["legal"] is True


@pytest.mark.parametrize("text", ONLY_ICON)
def test_only_a_card_with_the_icon_may_defend(text):
    icon = re.search(r"with an? (\w+) icon", text, re.IGNORECASE).group(1).lower()
    other = next(t for t in TYPES if t != icon)
    assert _defend(text, icon, 8)["legal"] is True
    assert _defend(text, other, 8)["legal"] is False


@pytest.mark.parametrize("text", NOT_ICON)
def test_a_card_with_the_icon_may_not_defend(text):
    icon = re.search(r"with an? (\w+) icon", text, re.IGNORECASE).group(1).lower()
    other = next(t for t in TYPES if t != icon)
    assert _defend(text, icon, 8)["legal"] is False
    assert _defend(text, other, 8)["legal"] is True


@pytest.mark.parametrize("text", ONLY_LEVEL)
def test_only_a_power_card_of_the_level_may_defend(text):
    level = int(re.search(r"level (\d) Power card", text).group(1))
    assert _defend(text, "strength", level)["legal"] is True
    assert _defend(text, "strength", level + 1)["legal"] is False
