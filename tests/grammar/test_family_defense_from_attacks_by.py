"""Clause fields of a defense bonus that holds against some attackers, printed "from attacks
made by X": "+2 to defense from attacks made by target character". The attackers go into
``against``, and ``from_attacks`` keeps the printed form so the canonical text reads the same.
"""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import effects as fx
from tests.grammar.ten_sets import card_text


def _defense(tree) -> fx.DefenseModifier:
    (clause,) = [c for c in tree.clauses if isinstance(c, fx.DefenseModifier)]
    return clause


@pytest.mark.parametrize(
    ("text", "who", "amount", "against"),
    [
        (
            "Teammate gains +3 to defense from attacks made by opponent's characters.",
            "teammate",
            3,
            "opponent_team",
        ),
        ("+2 to defense from attacks made by target character.", "self", 2, "target"),
    ],
)
def test_defense_from_attacks_made_by(text: str, who: str, amount: int, against: str) -> None:
    tree = parse_effect(text)
    assert tree.status == "full", tree.unconsumed
    clause = _defense(tree)
    assert (clause.who, clause.amount, clause.against) == (who, amount, against)
    assert clause.from_attacks is True
    assert "from attacks made by" in tree.canonical
    again = parse_effect(tree.canonical)
    assert again.clauses == tree.clauses


def test_defense_against_keeps_no_printed_form() -> None:
    tree = parse_effect("Teammate gains +3 to defense against target character.")
    clause = _defense(tree)
    assert clause.against == "target" and clause.from_attacks is None
    assert "from_attacks" not in clause.to_json()


def test_attack_bonus_from_attacks_made_by_is_not_read() -> None:
    tree = parse_effect("Teammate gains +3 to attack from attacks made by target character.")
    assert tree.status != "full"


def test_real_card_keeps_both_bonuses() -> None:
    tree = parse_effect(card_text("Bane™ - Vengeance of Bane"))
    assert tree.status == "full", tree.unconsumed
    attack, defense = tree.clauses
    assert isinstance(attack, fx.AttackModifier) and attack.against == "target"
    assert defense.against == "target" and defense.from_attacks is True
    assert defense.duration == "battle"
