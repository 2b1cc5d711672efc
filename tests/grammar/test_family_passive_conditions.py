"""Clause fields of passive conditions on a character ("If this character is attacked", "If
teammate has been hit", "If attack is avoided") and of a lost battle ("If you lose the battle"),
each governing any clause."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from tests.grammar.clause_checks import faithful_field_tests

OWN = [
    (
        "If this character is attacked, draw 1 card.",
        [{"kind": "condition", "when": "is_attacked", "detail": "self"}],
    ),
    (
        "If teammate is attacked, opponent must discard 1 card.",
        [{"kind": "condition", "when": "is_attacked", "detail": "teammate"}],
    ),
    (
        "If this character has been hit, draw 2 cards.",
        [{"kind": "condition", "when": "been_hit", "detail": "self"}],
    ),
    (
        "If target character has been attacked, place 1 Hit on target character's Permanent "
        "Record.",
        [{"kind": "condition", "when": "been_attacked", "detail": "target"}],
    ),
    (
        "If attack is avoided, draw 1 card.",
        [{"kind": "condition", "when": "avoided"}],
    ),
    (
        "If you lose the battle, draw 1 card.",
        [{"kind": "condition", "when": "loses_battle", "detail": None}],
    ),
    (
        "If opponent loses the battle, draw 1 card.",
        [{"kind": "condition", "when": "loses_battle", "detail": "opponent"}],
    ),
]

test_passive_conditions_keep_their_fields, _ = faithful_field_tests(OWN)


def test_a_passive_condition_renders_before_its_clause() -> None:
    tree = parse_effect("If this character is attacked, draw 1 card.")
    assert tree.canonical.startswith("If this character is attacked, ")


@pytest.mark.parametrize(
    "text",
    [
        "If this character is attacked, draw 1 card.",
        "If teammate has been hit, draw 1 card.",
        "If you lose the battle, draw 1 card.",
    ],
)
def test_a_passive_condition_is_reported_not_applied(text: str) -> None:
    # the engine does not check them: the clause under one is never applied silently
    (clause,) = parse_effect(text).clauses
    assert not reach.is_applied(clause.to_json())
