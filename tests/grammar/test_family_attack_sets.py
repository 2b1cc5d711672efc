"""Clause fields of the attacks a standing rule names as its subject ("All level 1 Power card
attacks cannot be blocked", "The Danger Room team's attacks made with Power cards may not be
defended by ...", "Attacks made with Power cards may not be defended using Activator
cards"): the cards they are made with, "all", whose attacks, are typed in the clause's
``attack_set`` (``AttackSet``), and its ``applies_to`` words are written from them, so the
canonical text parses back to the same set.

Real cards of the ten sets, read from ``../shared/data/``."""

from __future__ import annotations

from typing import Any

import pytest

from cards.grammar import parse_effect
from tests.grammar.clause_checks import assert_full_and_round_trips
from tests.grammar.ten_sets import card_clause, card_text

TYPED: list[tuple[str, str, dict[str, Any]]] = [
    (
        "Spider-Girl",
        "defense_restriction",
        {"card_kinds": ["power"], "made_with": True},
    ),
    (
        "The Danger Room - Holographic Attackers",
        "defense_restriction",
        {"card_kinds": ["power"], "owner": "The Danger Room team", "made_with": True},
    ),
]


@pytest.mark.parametrize(("name", "kind", "attacks"), TYPED, ids=[n for n, _, _ in TYPED])
def test_the_attacks_a_standing_rule_names_are_typed(
    name: str, kind: str, attacks: dict[str, Any]
) -> None:
    assert card_clause(name, kind)["attack_set"] == attacks


@pytest.mark.parametrize("name", [n for n, _, _ in TYPED])
def test_the_typed_attacks_round_trip(name: str) -> None:
    assert_full_and_round_trips(card_text(name))


def test_all_attacks_of_a_level_cannot_be_blocked() -> None:
    clause = card_clause("Infinity Gauntlet - Cosmic Sneak Attack!", "block_rule")
    assert clause["applies_to"] == "all level 1 Power attacks"
    assert clause["attack_set"] == {"card_kinds": ["power"], "level": [1, 1], "every": True}
    assert_full_and_round_trips(card_text("Infinity Gauntlet - Cosmic Sneak Attack!"))


def test_the_card_own_attack_has_no_attack_set() -> None:
    text = "Acts as a level 4 Energy attack. Attack may not be defended."
    clause = parse_effect(text).to_json()["clauses"][1]
    assert clause["applies_to"] == "this_attack" and "attack_set" not in clause
