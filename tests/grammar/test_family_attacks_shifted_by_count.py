"""Clause fields of attacks shifted by the card's player, counted as printed: "Shift any 1
attack" keeps the "any" (``any_count``: the player picks which attack), "Shift any 2 ...
attacks" keeps its number (no longer read as every attack); a shift of more than one attack
is reported not applied by the engine, which moves one attack per shift.

Short texts in the game's words; each must parse in full into these clauses with these
fields, and its canonical text must parse back to the same clauses.
"""

from __future__ import annotations

from typing import Any

from rules.engine.reach import is_applied
from tests.grammar.clause_checks import family_tests, full_clauses

CASES: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "Shift any 1 attack made against this character to target teammate.",
        [
            {
                "kind": "shift",
                "count": 1,
                "any_count": True,
                "shifted": True,
                "to": "target_teammate",
            }
        ],
    ),
    (
        "Shift any 2 Strength attacks made against this character to any teammate.",
        [{"kind": "shift", "count": 2, "any_count": True, "attack_icons": ["strength"]}],
    ),
]

test_clause_fields, test_full_and_canonical_round_trips = family_tests(CASES)


def test_a_shift_of_more_than_one_attack_is_not_applied() -> None:
    (two,) = full_clauses("Shift any 2 attacks made against this character to any teammate.")
    (one,) = full_clauses("Shift any 1 attack made against this character to any teammate.")
    assert not is_applied(two.to_json(), None, None)
    assert is_applied(one.to_json(), None, None)
