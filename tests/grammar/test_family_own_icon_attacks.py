"""Clause fields of a modifier on a character's own attacks of a power type, the possessive
printed before the icon ("This character's Strength attacks are -1 this battle"): ``who`` is
the character and ``attacks_of`` says the bonus was printed of its attacks, so the canonical
text says "This character's" back (no word of the sentence is lost) and parses to the same
clause. Without the possessive, the same bonus is said of the cards, as before.

Short texts in the game's words; each must parse in full into these clauses with these
fields, and its canonical text must parse back to the same clauses.
"""

from __future__ import annotations

from typing import Any

from tests.grammar.clause_checks import family_tests

CASES: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "This character's Strength attacks are -1 this battle.",
        [
            {
                "kind": "attack_modifier",
                "who": "self",
                "attacks_of": True,
                "amount": -1,
                "icons": ["strength"],
                "duration": "battle",
            }
        ],
    ),
    (
        "This character's Intellect attacks are +2 for remainder of game.",
        [
            {
                "kind": "attack_modifier",
                "who": "self",
                "attacks_of": True,
                "amount": 2,
                "icons": ["intellect"],
                "duration": "game",
            }
        ],
    ),
    (
        "Intellect attacks are +2.",
        [{"kind": "attack_modifier", "who": "self", "amount": 2, "icons": ["intellect"]}],
    ),
]

test_clause_fields, test_full_and_canonical_round_trips = family_tests(CASES)
