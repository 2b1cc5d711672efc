"""Clause fields of a permission to play the cards of a teammate, the owner said after the
cards ("may play Special cards of any teammate", "... of target teammate") or before them
("any teammate's Power cards"), with or without a duration: the owner is typed in ``owner``
("teammate" for any teammate's, "target_teammate" for the one a play targets), and the
canonical text parses back to the same clause.

Short texts in the game's words; each must parse in full into these clauses with these
fields, and its canonical text must parse back to the same clauses.
"""

from __future__ import annotations

from typing import Any

from rules.engine.special_permissions import grants_specials
from tests.grammar.clause_checks import family_tests, full_clauses

CASES: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "Target character may play Power cards of any teammate.",
        [{"kind": "permission", "action": "play", "owner": "teammate", "card_kinds": ["power"]}],
    ),
    (
        "This character may play Special cards of target teammate this battle.",
        [
            {
                "kind": "permission",
                "action": "play",
                "owner": "target_teammate",
                "card_kinds": ["special"],
                "duration": "battle",
            }
        ],
    ),
    (
        "May play any teammate's Special cards for remainder of game.",
        [
            {
                "kind": "permission",
                "action": "play",
                "owner": "teammate",
                "card_kinds": ["special"],
                "duration": "game",
            }
        ],
    ),
]

test_clause_fields, test_full_and_canonical_round_trips = family_tests(CASES)


def test_the_cards_of_a_targeted_teammate_are_not_granted_by_the_engine() -> None:
    # the play names no teammate targeted: the permission is reported not applied
    (clause,) = full_clauses("This character may play Special cards of target teammate.")
    assert not grants_specials(clause.to_json())
    (clause,) = full_clauses("This character may play Special cards of any teammate.")
    assert grants_specials(clause.to_json())
