"""Several Basic Universe cards with one Power card attack ("<X> may combine multiple Basic
Universe cards with each Power card attack for remainder of battle"; ``universe_stacks``): with
the effect in play its character adds every card's bonus to the one Power card, each card
checked as it would be alone (OR.universe-basic, MR.7, MR.19); without it, or for another
character, a universe bonus goes with exactly one Power card. Real card texts of the ten sets."""

from __future__ import annotations

import re

import pytest

from tests.engine.owned_effect_attacks import first_step
from tests.engine.real_texts import texts

FOUND = texts(r"may combine multiple Basic Universe cards with each Power card attack", full=True)


def _basic(icon: str, requires: int, bonus: int) -> dict:
    return {"universe": "basic", "icon": icon, "requires": requires, "bonus": bonus}


def _first(text: str, cards: list[dict], by: str = "a1", in_play: bool = True) -> dict:
    return first_step(re.match(r"(.+?) may combine", text).group(1), text, cards, by, in_play)


def test_the_ten_sets_print_it():
    assert FOUND


@pytest.mark.parametrize("text", FOUND)
def test_every_bonus_goes_to_the_one_power_card(text):
    cards = [{"power": "energy", "value": 5}, _basic("energy", 5, 3), _basic("energy", 6, 2)]
    cards.append(_basic("energy", 7, 1))
    step = _first(text, cards)
    assert step["result"] == "attack" and step["value"] == 5 + 3 + 2 + 1
    assert {"OR.universe-basic", "MR.19"} <= set(step["rules"])


@pytest.mark.parametrize("text", FOUND)
@pytest.mark.parametrize(
    ("extra", "in_play", "by"),
    [
        (_basic("energy", 6, 2), False, "a1"),  # no effect in play
        (_basic("energy", 6, 2), True, "a2"),  # another character
        (_basic("strength", 6, 2), True, "a1"),  # not the Power card's type
        (_basic("energy", 8, 2), True, "a1"),  # a requirement the grid does not meet
        ({"universe": "training", "icons": ["energy", "fighting"], "bonus": 3}, True, "a1"),
    ],
    ids=["not-in-play", "teammate", "other-type", "requirement", "training"],
)
def test_each_card_is_checked_and_only_its_character_stacks(text, extra, in_play, by):
    cards = [{"power": "energy", "value": 5}, _basic("energy", 5, 3), extra]
    step = _first(text, cards, by, in_play)
    assert step["result"] == "illegal" and "OR.universe-basic" in step["rules"]
