"""Clause fields, canonical text and JSON round trip of conditions whose effect restricts playing, attacking or defending.

The ``PRINTED`` and ``REAL`` cases are read as ``clause_checks.case_table_tests`` says.
"""

from __future__ import annotations

from typing import Any

from tests.grammar.clause_checks import case_table_tests

PRINTED: list[tuple[Any, ...]] = [
    (
        "If drawn card is an attack, Two-Face may use it.",
        [
            {
                "kind": "condition",
                "when": "drawn_card_is_attack",
                "then": [{"kind": "permission", "who": "Two-Face", "action": "use_drawn_card"}],
            }
        ],
    ),
]

REAL: list[tuple[str, str, list[dict[str, Any]]]] = [
    [
        "Darkseid - Omega Effect",
        "If successful, Target character may not ",
        [
            {
                "kind": "condition",
                "when": "successful",
                "then": [{"kind": "cannot_attack", "who": "target", "duration": "battle"}],
            }
        ],
    ],
    [
        "The Hellfire Club - Selene",
        "If successful, Target Character may not ",
        [
            {
                "kind": "condition",
                "when": "successful",
                "then": [
                    {
                        "kind": "play_restriction",
                        "who": "target",
                        "icons": ["energy"],
                        "duration": "battle",
                        "verb": "use",
                    }
                ],
            }
        ],
    ],
    [
        "Serpent Society - Asp",
        "If successful, Target Character may not ",
        [
            {
                "kind": "condition",
                "when": "successful",
                "then": [{"kind": "cannot_attack", "who": "target", "duration": "battle"}],
            }
        ],
    ],
]

test_clause_fields, test_renders_and_round_trips = case_table_tests(printed=PRINTED, real=REAL)
