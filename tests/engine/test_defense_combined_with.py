"""A defense restriction that names a Power card "with a Universe card" (MR.5.restricted-defense,
OR.defense, OR.universe-basic): the attack may only be answered by a defense holding both a Power
card and a Universe card; a Power card alone, or a Universe card alone, may not answer it.
The text is the real card's, found by its wording."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import effects as fx
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
WITH_UNIVERSE = texts(r"defended by a Power card with a Universe card", full=True)
UNIVERSE = {"universe": "basic", "icon": "strength", "requires": 5, "bonus": 2, "name": "U"}


def _defend(text: str, cards: list[dict]) -> dict:
    """The step of B's defense with ``cards`` against A's special of ``text`` (level 3)."""
    ace = {"id": "a1", "name": "Ace", "grid": GRID}
    bolt = {"id": "b1", "name": "Bolt", "grid": GRID}
    special = {"special": {"character": "Ace", "name": "Trap", "text": text}}
    state = {"turn": "A", "players": {"A": {"front_line": [ace]}, "B": {"front_line": [bolt]}}}
    plays = [
        {"type": "attack", "by": "a1", "target": "b1", "cards": [special]},
        {"type": "defend", "player": "B", "by": "b1", "cards": cards},
    ]
    return resolve(state, plays, MemoryLookup(), parse_effect).to_json()["steps"][1]


def test_the_real_card_is_found():
    assert WITH_UNIVERSE


@pytest.mark.parametrize("text", WITH_UNIVERSE)
def test_the_cards_combined_with_are_typed(text):
    only = next(c for c in parse_effect(text).clauses if c.kind == "defense_restriction").only
    assert only == fx.CardFilter(kinds=("power",), combined_with=("universe",))


@pytest.mark.parametrize("text", WITH_UNIVERSE)
def test_a_power_card_with_a_universe_card_answers_it(text):
    step = _defend(text, [{"power": "strength", "value": 3}, UNIVERSE])
    assert step["result"] != "illegal", step["text"]
    assert "MR.5.restricted-defense" in step["rules"]


@pytest.mark.parametrize("text", WITH_UNIVERSE)
def test_a_power_card_alone_may_not_answer_it(text):
    step = _defend(text, [{"power": "strength", "value": 5}])
    assert step["result"] == "illegal"
    assert "MR.5.restricted-defense" in step["rules"]
    assert "with a Universe card" in step["text"]


@pytest.mark.parametrize("text", WITH_UNIVERSE)
def test_a_special_alone_may_not_answer_it(text):
    guard = {"special": {"character": "Bolt", "name": "Guard", "text": "Avoid 1 attack."}}
    step = _defend(text, [guard])
    assert step["result"] == "illegal"
    assert "MR.5.restricted-defense" in step["rules"]
