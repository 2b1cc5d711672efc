"""Attacks that cannot be blocked: no Power card block may stop them, though they may still be
avoided, so the reading is a block rule and not "may not be defended"."""

from __future__ import annotations

from typing import Any

from cards.grammar import parse_effect
from cards.grammar.faithful import is_faithful
from tests.grammar.clause_checks import assert_tree, faithful_field_tests
from tests.grammar.ten_sets import card_text


def cannot(applies_to: str, **fields: Any) -> dict[str, Any]:
    return {"kind": "block_rule", "rule": "cannot", "applies_to": applies_to, **fields}


OWN: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "All level 1 Power card attacks cannot be blocked this battle.",
        [cannot("all level 1 Power attacks", duration="battle")],
    ),
    (
        "All Energy attacks cannot be blocked this battle.",
        [cannot("all Energy attacks", duration="battle")],
    ),
    ("Cannot be blocked.", [cannot("this_attack")]),
]

test_own_sentences, _real_none = faithful_field_tests(OWN)


def test_the_event_that_makes_level_1_attacks_unblockable():
    text = card_text("Into the Depths - Justice League Case File #271266.04")
    assert_tree(text, [cannot("all level 1 Power attacks", duration="battle")])
    assert is_faithful(text, parse_effect(text))


def test_cannot_be_blocked_is_not_cannot_be_defended():
    clause = parse_effect("Cannot be blocked.").clauses[0]
    assert clause.kind == "block_rule"
    assert "defended" not in parse_effect("Cannot be blocked.").canonical
