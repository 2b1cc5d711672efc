"""Clause fields of a modifier said of whose cards or attacks it changes: the cards a player
plays, the player named after the cards ("All Power cards played by opponent are -1",
"Energy cards played by target character are +2 for defense": ``who`` is the player,
``played_by`` says it was printed after the cards); a character's own attacks of a power
type, the possessive printed before the icon ("This character's Strength attacks are -1":
``attacks_of``). Without the possessive the bonus is said of the cards, as before.

Short texts in the game's words; each must parse in full into these clauses with these
fields, and its canonical text (which says the owner back as printed, so no word is lost)
must parse back to the same clauses.
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
