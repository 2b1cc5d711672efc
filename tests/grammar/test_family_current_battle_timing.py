"""Clause fields of the timing "Play in the current battle" / "Play during current battle":
one Timing (``current_battle``), printed back with the word "during" so neither wording
loses a word.
"""

from __future__ import annotations

from typing import Any

from cards.grammar import parse_effect
from tests.grammar.clause_checks import faithful_field_tests

OWN: list[tuple[str, list[dict[str, Any]]]] = [
    ("Play during current battle.", [{"kind": "timing", "when": "current_battle"}]),
    ("Play in the current battle.", [{"kind": "timing", "when": "current_battle"}]),
]

test_sentences_keep_their_fields, _unused_real = faithful_field_tests(OWN)


def test_both_wordings_are_one_timing_and_keep_every_word() -> None:
    during = parse_effect("Play during current battle.")
    within = parse_effect("Play in the current battle.")
    assert during.status == within.status == "full"
    assert during.clauses == within.clauses
    assert "during" in during.canonical
