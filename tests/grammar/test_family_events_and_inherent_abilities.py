"""Clause fields of event texts and characters' inherent abilities: attacks made from the
Reserve, duplicates kept for a battle, and the other phrase families of those two card types.

Each text is written in the game's words; it must parse ``full`` into these clauses with these
fields, and its canonical text must parse back to the same clauses.
"""

from __future__ import annotations

from typing import Any

import pytest

from cards.grammar import parse_effect
from tests.grammar.clause_checks import assert_tree

CASES: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "Do not discard any duplicate Special cards this battle.",
        [
            {
                "kind": "discard",
                "count": 0,
                "duplicates": "keep",
                "duplicate_kinds": ["special"],
                "duration": "battle",
            }
        ],
    ),
    (
        "Energy Power cards are +2 vs. any Character with a Villain code.",
        [
            {
                "kind": "attack_modifier",
                "who": "self",
                "amount": 2,
                "against": "villains",
                "icons": ["energy"],
            }
        ],
    ),
    (
        "Team +3 to Venture Total when a teammate is KO'd.",
        [
            {
                "kind": "condition",
                "when": "ko",
                "detail": "teammate",
                "lead": "when",
                "then": [{"kind": "venture_modifier", "who": "team", "amount": 3}],
            }
        ],
    ),
    (
        # an event's cards named with no one to use them: every character may
        "Level 1 Intellect Power cards may be used to avoid any numerical attack this battle.",
        [
            {
                "kind": "permission",
                "who": "any_character",
                "action": "use_to_avoid",
                "icons": ["intellect"],
                "levels": [1, 1],
                "filters": ["numerical_attack"],
                "duration": "battle",
            }
        ],
    ),
    (
        "May use Energy Power cards to avoid any numerical attack.",
        [{"kind": "permission", "who": "self", "filters": ["numerical_attack"]}],
    ),
    (
        "May attack with Power cards while in Reserve.",
        [{"kind": "permission", "who": "self", "action": "attack_from_reserve"}],
    ),
    (
        "May attack with Energy Power cards while in Reserve.",
        [
            {
                "kind": "permission",
                "action": "attack_from_reserve",
                "card_kinds": ["power"],
                "icons": ["energy"],
            }
        ],
    ),
    (
        "Do not discard any duplicates for this battle.",
        [
            {
                "kind": "discard",
                "who": "player",
                "count": 0,
                "filter": "duplicates",
                "duplicates": "keep",
                "duration": "battle",
            }
        ],
    ),
]


@pytest.mark.parametrize(("text", "clauses"), CASES, ids=[c[0][:40] for c in CASES])
def test_family_parses_full_and_round_trips(text: str, clauses: list[dict[str, Any]]) -> None:
    assert_tree(text, clauses)
    tree = parse_effect(text)
    assert tree.status == "full", tree.unconsumed
    again = parse_effect(tree.canonical)
    assert again.status == "full", (tree.canonical, again.unparsed, again.unconsumed)
    assert again.clauses == tree.clauses


def test_duplicates_kept_without_duration_are_kept_for_good() -> None:
    tree = parse_effect("Do not discard duplicates.").to_json()
    assert "duration" not in tree["clauses"][0]
    assert tree["clauses"][0]["duplicates"] == "keep"
