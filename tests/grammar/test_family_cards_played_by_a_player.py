"""Clause fields of a modifier on the cards a player plays, the player named after the cards
("All Power cards played by opponent are -1", "Energy cards played by target character are
+2 for defense"): the player is the modifier's ``who`` and ``played_by`` says it was printed
after the cards, so the canonical text says it back and parses to the same clause.

Short texts in the game's words; each must parse in full into these clauses with these
fields, and its canonical text must parse back to the same clauses.
"""

from __future__ import annotations

from typing import Any

from tests.grammar.clause_checks import family_tests

CASES: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "All Universe cards played by opponent are -2 for remainder of battle.",
        [
            {
                "kind": "attack_modifier",
                "who": "opponent",
                "played_by": True,
                "amount": -2,
                "card_kinds": ["universe"],
                "duration": "battle",
            }
        ],
    ),
    (
        "Energy cards played by target character are +2 for defense.",
        [
            {
                "kind": "defense_modifier",
                "who": "target",
                "played_by": True,
                "amount": 2,
                "icons": ["energy"],
            }
        ],
    ),
]

test_clause_fields, test_full_and_canonical_round_trips = family_tests(CASES)
