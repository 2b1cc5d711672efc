"""Power cards of two types combined for one attack by an effect in play ("<X> may combine
Strength Power cards with Energy cards to attack for remainder of battle", "... 1 Fighting
Power card with 1 Strength or Energy Power card for a single attack"; ``power_combos``): with
the effect in play its character attacks with both kinds together at the sum of their values
(MR.7, MR.19); without it, for a teammate, with cards of another type or a MultiPower card, or
beyond the count printed, an attack is one Power card (OR.fight). Real card texts of the ten
sets."""

from __future__ import annotations

import re

import pytest

from tests.engine.owned_effect_attacks import first_step
from tests.engine.real_texts import texts

FOUND = texts(
    r"may combine (1 )?\w+ Power cards? with (1 )?[\w ]+ cards?,? (to attack|for a single attack)",
    "special",
    full=True,
)
PATTERN = r"^(.+?) may combine (?:1 )?(\w+) Power cards? with (?:1 )?(\w+)"


def _power(icon: str, value: int) -> dict:
    return {"power": icon, "value": value}


def _first(text: str, cards: list[dict], by: str = "a1", in_play: bool = True) -> dict:
    return first_step(re.match(PATTERN, text).group(1), text, cards, by, in_play)


def _types(text: str) -> tuple[str, str]:
    first, second = re.match(PATTERN, text).group(2, 3)
    return first.lower(), second.lower()


def test_the_ten_sets_print_it():
    assert len(FOUND) >= 3


@pytest.mark.parametrize("text", FOUND)
def test_the_two_types_attack_together(text):
    first, second = _types(text)
    step = _first(text, [_power(first, 5), _power(second, 4)])
    assert step["result"] == "attack" and step["value"] == 9
    assert {"MR.7", "MR.19"} <= set(step["rules"])


@pytest.mark.parametrize("text", FOUND)
@pytest.mark.parametrize(
    "case", ["not-in-play", "teammate", "other-type", "multipower", "one-kind"]
)
def test_only_the_character_and_the_types_it_names(text, case):
    first, second = _types(text)
    other = next(
        i for i in ("intellect", "energy", "fighting", "strength") if i not in (first, second)
    )
    cards = {
        "other-type": [_power(first, 5), _power(other, 4)],
        "multipower": [
            _power(first, 5),
            {"power": "multipower", "value": 4, "icons": [second, other]},
        ],
        "one-kind": [_power(first, 5), _power(first, 4)],
    }.get(case, [_power(first, 5), _power(second, 4)])
    step = _first(text, cards, "a2" if case == "teammate" else "a1", case != "not-in-play")
    assert step["result"] == "illegal"


def test_a_count_printed_is_kept():
    (text,) = [t for t in FOUND if "1 Fighting Power card with 1" in t]
    step = _first(text, [_power("fighting", 5), _power("strength", 4), _power("energy", 3)])
    assert step["result"] == "illegal"
