"""Clause fields of Hits removed from the record of one teammate the player picks ("from the
Permanent Record of any 1 teammate", "from one teammate's Permanent Record"): the teammate is
``who``, and the canonical text says "any 1 teammate", so that neither the choice ("any") nor
the count of teammates ("one") is lost.
"""

from __future__ import annotations

from typing import Any

from cards.grammar import parse_effect
from tests.grammar.clause_checks import assert_full_and_round_trips, faithful_field_tests

OWN: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "Remove 1 hit from the Permanent Record of any 1 teammate.",
        [{"kind": "remove_hits", "who": "teammate", "count": 1, "record": "permanent"}],
    ),
    (
        "Remove 2 Hits from the Permanent Record of any teammate.",
        [{"kind": "remove_hits", "who": "teammate", "count": 2, "record": "permanent"}],
    ),
    (
        "Remove up to 2 Hits with an Energy icon from one teammate's Permanent Record.",
        [{"kind": "remove_hits", "who": "teammate", "count": 2, "up_to": True}],
    ),
]

test_sentences_keep_their_fields, _no_real_texts = faithful_field_tests(OWN)


def test_any_one_teammate_and_one_teammate_are_one_reading() -> None:
    any_one = parse_effect("Remove 1 hit from the Permanent Record of any 1 teammate.")
    one = parse_effect("Remove 1 Hit from one teammate's Permanent Record.")
    assert any_one.clauses == one.clauses
    assert any_one.canonical == "Remove 1 Hit from the Permanent Record of any 1 teammate."
    assert_full_and_round_trips("Remove 1 hit from the Permanent Record of any 1 teammate.")


def test_a_named_character_keeps_its_own_record() -> None:
    tree = parse_effect("Remove 1 Hit from Thor's Permanent Record.")
    assert tree.clauses[0].who == "Thor"
    assert "any 1 teammate" not in tree.canonical
