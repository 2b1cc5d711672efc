"""Cards and piles: what a "for each" counts in a pile ("+1 for each Mission card in X's
Defeated Missions Pile"), keeping drawn duplicates, placing and playing another character's
Specials, and a discard paid for an effect ("Discard 1 Power card usable by X to draw 4
cards").

Sentences in the game's words: each parses in full into these clauses with these fields, and
its canonical text parses back to the same clauses.
"""

from __future__ import annotations

from typing import Any

import pytest

from cards.grammar import parse_effect
from tests.grammar.clause_checks import assert_tree

CASES: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "Acts as a level 3 Intellect attack, +1 for each Mission card in Storm's Defeated "
        "Missions Pile.",
        [
            {
                "kind": "attack",
                "level": 3,
                "icons": ["intellect"],
                "scaling": {"amount": 1, "per": "Mission card in Storm's Defeated Missions Pile"},
            }
        ],
    ),
    (
        "Acts as a level 3 Energy attack, +1 for each Mission card in opponent's Completed "
        "Missions Pile.",
        [
            {
                "kind": "attack",
                "scaling": {
                    "amount": 1,
                    "per": "Mission card in opponent's Completed Missions Pile",
                },
            }
        ],
    ),
    (
        "Acts as a level 1 Strength attack, +1 for each card in Storm's hand.",
        [{"kind": "attack", "scaling": {"amount": 1, "per": "card in Storm's Hand"}}],
    ),
    ("May keep duplicates.", [{"kind": "discipline", "action": "keep_duplicates"}]),
    ("May not keep duplicates.", [{"kind": "discipline", "action": "no_keep_duplicates"}]),
    ("May be duplicate.", [{"kind": "discipline", "action": "duplicates_allowed"}]),
    (
        "Storm may Place and play any Rogue Special cards for remainder of game.",
        [
            {
                "kind": "permission",
                "who": "Storm",
                "action": "place_and_play",
                "names": ["Rogue"],
                "card_kinds": ["special"],
                "duration": "game",
            }
        ],
    ),
    (
        "Discard 1 Strength Power card usable by Storm to draw 4 cards from top of the Draw Pile.",
        [
            {
                "kind": "paid_effect",
                "cost": [
                    {
                        "kind": "discard",
                        "count": 1,
                        "filter": "Strength Power usable by:Storm",
                    }
                ],
                "then": [{"kind": "draw", "count": 4, "from": "top_of_draw_pile"}],
            }
        ],
    ),
    (
        "Draw 2 cards from Draw Pile when KO'd. Keep duplicates.",
        [
            {
                "kind": "trigger",
                "event": "when_kod",
                "detail": "self",
                "then": [{"kind": "draw", "count": 2}],
            },
            {"kind": "discipline", "action": "keep_duplicates"},
        ],
    ),
]


@pytest.mark.parametrize(("text", "clauses"), CASES, ids=[t[:50] for t, _ in CASES])
def test_clause_fields(text: str, clauses: list[dict[str, Any]]) -> None:
    assert_tree(text, clauses)


@pytest.mark.parametrize("text", [t for t, _ in CASES], ids=[t[:50] for t, _ in CASES])
def test_full_and_canonical_round_trips(text: str) -> None:
    tree = parse_effect(text)
    assert tree.status == "full", [u.word for u in tree.unconsumed]
    again = parse_effect(tree.canonical)
    assert again.status == "full" and again.clauses == tree.clauses, tree.canonical


def test_a_paid_discard_reads_as_the_card_prints_it() -> None:
    tree = parse_effect(
        "Discard 1 Strength Power card usable by Storm to draw 4 cards from top of the Draw Pile."
    )
    assert tree.canonical.startswith("Discard 1 Strength Power card usable by Storm ")
    assert "usable by:" not in tree.canonical
