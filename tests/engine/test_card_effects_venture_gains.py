"""Card values a special adds to the venture total, printed on real cards (OR.venture-total).

"Value of Power card is added to Venture Total for this battle" and "Universe bonus added to
Venture total for this battle": the resolver puts the number the cards played with the special
give in play as a venture modifier for the battle; the venture total shown after the battle
counts it. Texts are found in the ten sets by their wording.
"""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
ENDS = [{"type": "pass", "player": "B"}, {"type": "pass", "player": "A"}]
VALUE = texts(r"^Play with (\w+) Power card usable by .*Value of Power card is added to Venture")
BONUS = texts(
    r"^Acts as a level (\d) (\w+) attack\. May combine with a Universe card\. "
    r"Universe bonus added to Venture"
)


def _battle(cards: list) -> dict:
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID}]},
            "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
        },
        "turn": "A",
    }
    attack = {"type": "attack", "by": "a1", "target": "b1", "cards": cards}
    return resolve(state, [attack, *ENDS], MemoryLookup(), parse_effect).to_json()


def _special(text: str) -> dict:
    return {"special": {"character": "Ace", "name": "Card", "text": text}}


def test_the_ten_sets_print_the_wordings():
    assert len(VALUE) >= 2 and len(BONUS) >= 2


@pytest.mark.parametrize("text", VALUE)
@pytest.mark.parametrize("value", [3, 6])
def test_the_power_cards_value_is_added_to_the_venture_total(text, value):
    icon = re.match(r"Play with (\w+)", text).group(1).lower()
    answer = _battle([_special(text), {"power": icon, "value": value}])
    venture = answer["venture"]["A"]
    # the hit counts, and the card's value once more, as a modifier of the battle
    assert venture["total"] == 2 * value
    assert any(i["item"].endswith(f"(+{value})") for i in venture["items"])
    assert not answer["warnings"]


@pytest.mark.parametrize("text", BONUS)
def test_the_universe_bonus_is_added_to_the_venture_total(text):
    level, icon = re.match(r"Acts as a level (\d) (\w+)", text).groups()
    icon, level = icon.lower(), int(level)
    power = {"power": icon, "value": level}
    universe = {"universe": "basic", "icon": icon, "requires": level, "bonus": 3}
    answer = _battle([_special(text), power, universe])
    assert answer["steps"][0]["result"] == "attack"
    with_bonus = answer["venture"]["A"]
    assert any(i["item"].endswith("(+3)") for i in with_bonus["items"])
    # without the universe card, nothing is added beyond the hits
    plain = _battle([_special(text), power])["venture"]["A"]
    assert not any(i["item"].endswith("(+3)") for i in plain["items"])
    assert not answer["warnings"]


NAMED = re.compile(r"^([A-Z][\w ]+?) \+(\d) to Venture Total for this battle")
NAMED_GAINS = texts(NAMED.pattern, "special")


@pytest.mark.parametrize("text", NAMED_GAINS)
def test_a_modifier_naming_a_character_counts_for_that_characters_side(text):
    name, amount = NAMED.match(text).groups()
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": name, "grid": GRID}]},
            "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
        },
        "turn": "A",
    }
    card = {"special": {"character": name, "name": "Card", "text": text}}
    play = {"type": "attack", "by": "a1", "cards": [card]}
    answer = resolve(state, [play, *ENDS], MemoryLookup(), parse_effect).to_json()
    assert answer["venture"]["A"]["total"] == int(amount)
    assert answer["venture"]["B"]["total"] == 0


def test_the_ten_sets_print_a_modifier_naming_a_character():
    assert NAMED_GAINS
