"""A card barred from some of its uses ("Negates the effects of any 1 Special card. May not be
used to avoid a numerical attack, or remove a numerical hit", MR.10.use-restriction): it may
not answer an attack with a value, and still negates a special played without one. Real card
texts of the ten sets."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.checks import check_defense
from tests.engine.real_texts import texts

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
BARRED = texts(r"May not be used to avoid a numerical attack", "special", full=True)
NUMERICAL = texts(r"^Acts as a level \d Energy attack\.$", "special")
VALUELESS = texts(
    r"^Target Character may not use cards with an? \w+ icon for remainder of battle\.$", "special"
)


def _answer(attack_text: str, text: str) -> dict:
    attack = {"special": {"character": "Ace", "name": "Attack", "text": attack_text}}
    card = {"special": {"character": "Bolt", "name": "Real", "text": text}}
    return check_defense(
        {
            "attack": {"by": {"name": "Ace", "grid": GRID}, "cards": [attack]},
            "defense": {"by": {"name": "Bolt", "grid": GRID}, "cards": [card]},
        },
        MemoryLookup(),
        parse_effect,
    )


def test_the_ten_sets_print_it_and_the_engine_reads_it():
    assert BARRED and NUMERICAL and VALUELESS
    for text in BARRED:
        (bar,) = [c.to_json() for c in parse_effect(text).clauses if c.kind == "use_restriction"]
        assert reach.is_applied(bar, "defense")


@pytest.mark.parametrize("text", BARRED)
def test_the_card_may_not_answer_a_numerical_attack(text):
    barred = _answer(NUMERICAL[0], text)
    assert barred["legal"] is False and "MR.10.use-restriction" in barred["rules"]


@pytest.mark.parametrize("text", BARRED)
def test_the_card_still_negates_a_special_with_no_value(text):
    free = _answer(VALUELESS[0], text)
    assert free["legal"] is True and free["result"] == "negated"
    assert not [w for w in free["warnings"] if "use_restriction" in w["kinds"]]
