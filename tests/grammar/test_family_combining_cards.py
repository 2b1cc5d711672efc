"""Clause fields of the combining family: a character's ability to combine cards ("Rhino may
combine Strength Power cards level 1 thru 4 for a single attack", "Morph may combine 1
Fighting Power card with 1 Strength or Energy Power card", "... with Fighting Basic Universe
cards usable by Falcon to avoid any attack", "... with 1 of opponent's placed Universe cards,
excluding Teamwork, to attack"), and who combines a special with another card.

Short sentences in the game's words and real texts of the DC/JLA, Image and Monumental sets
(read from ``../shared/data/``). Each must parse in full, keep these fields, and render a
canonical text that parses back to the same tree.
"""

from __future__ import annotations

from typing import Any

from cards.grammar import parse_effect
from tests.grammar.clause_checks import faithful_field_tests
from tests.grammar.new_sets import entries

OWN: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "Rhino may combine Strength Power cards level 1 thru 4 for a single attack.",
        [
            {
                "kind": "combine",
                "who": "Rhino",
                "count": "any",
                "icons": ["strength"],
                "card_kinds": ["power"],
                "levels": [1, 4],
                "purpose": "attack",
            }
        ],
    ),
    (
        "Morph may combine 1 Fighting Power card with 1 Strength or Energy Power card for a "
        "single attack, for remainder of battle.",
        [
            {
                "kind": "combine",
                "who": "Morph",
                "base_count": 1,
                "base_icons": ["fighting"],
                "base_kinds": ["power"],
                "count": 1,
                "icons": ["strength", "energy"],
                "card_kinds": ["power"],
                "purpose": "attack",
                "duration": "battle",
            }
        ],
    ),
    (
        "Havok may combine MultiPower or Energy Power cards with Energy Basic Universe cards "
        "usable by Havok to avoid any attack, for remainder of game.",
        [
            {
                "kind": "combine",
                "who": "Havok",
                "base_icons": ["multipower", "energy"],
                "base_kinds": ["power"],
                "icons": ["energy"],
                "card_kinds": ["basic", "universe"],
                "usable_by": "Havok",
                "purpose": "avoid",
                "duration": "game",
            }
        ],
    ),
    (
        "Metallo may combine Energy Power cards with Fighting Power cards to attack for "
        "remainder of battle.",
        [
            {
                "kind": "combine",
                "base_icons": ["energy"],
                "icons": ["fighting"],
                "purpose": "to_attack",
            }
        ],
    ),
    (
        "Scarlet Spider can combine 1 Power card with 1 of opponent's placed Universe cards, "
        "excluding Teamwork, to attack.",
        [
            {
                "kind": "combine",
                "who": "Scarlet Spider",
                "card_kinds": ["universe"],
                "owner": "opponent",
                "filters": ["placed", "excluding teamwork"],
            }
        ],
    ),
    (
        "Beast may combine multiple Basic Universe cards with each Power card attack for "
        "remainder of battle.",
        [{"kind": "combine", "count": "each", "base_count": "multiple"}],
    ),
    (
        "Teammate may combine with 1 Energy card for a single attack.",
        [{"kind": "combine", "who": "teammate", "count": 1, "icons": ["energy"]}],
    ),
    (
        "May combine with any 1 Power card for a single attack.",
        [{"kind": "combine", "who": None, "count": 1, "card_kinds": ["power"], "icons": []}],
    ),
]


test_sentences_keep_their_fields, _ = faithful_field_tests(OWN)


def test_the_cards_combined_are_not_merged_with_the_cards_they_combine_with():
    clause = parse_effect(
        "Falcon may combine MultiPower or Fighting Power cards with Fighting Basic Universe "
        "cards usable by Falcon to avoid any attack, for remainder of game."
    ).clauses[0]
    assert clause.base_icons == ("multipower", "fighting")
    assert clause.icons == ("fighting",)
    assert "universe" not in clause.base_kinds


def test_real_teammates_combining_cards_of_a_level_range():
    # the DC/JLA double shots: "Teammate with 6 Strength must combine with Energy Power card
    # level 1 through 4 for a single attack or defense"
    texts = [e.text for e in entries() if "must combine with" in e.text]
    assert texts
    for text in texts:
        combine = next(c for c in parse_effect(text).clauses if c.kind == "combine")
        assert combine.levels == (1, 4) and combine.required, text
        assert combine.base_kinds == () and combine.owner is None
