"""Clause fields of levels printed after the cards they limit: "Strength Power Cards level
1-4" (a range printed with a hyphen is "level 1 through 4"), "1 Power Card Hit, level 1-2,"
(the levels of the card whose Hit is removed), cards combined with another card and no
purpose printed, and what a card leaves alone ("Does not affect Power Grids.").
"""

from __future__ import annotations

from cards.grammar import parse_effect
from tests.grammar.clause_checks import faithful_field_tests

OWN = [
    (
        "May combine Strength Power cards level 1-4 for a single attack.",
        [{"kind": "combine", "icons": ["strength"], "levels": [1, 4], "purpose": "attack"}],
    ),
    (
        "Krakoa Team may combine Energy Power cards level 2-5 with any Ally card.",
        [
            {
                "kind": "combine",
                "team_name": "Krakoa",
                "base_icons": ["energy"],
                "levels": [2, 5],
                "card_kinds": ["ally"],
                "purpose": None,
            }
        ],
    ),
    (
        "Remove 1 Special card Hit, level 3-6, from any Character.",
        [{"kind": "remove_hits", "count": 1, "filter": "Special card, level 3 through 6"}],
    ),
    (
        "Does not affect Power Grids.",
        [{"kind": "discipline", "action": "does_not_affect_power_grids"}],
    ),
]

REAL = [
    (
        "X-Mansion",
        "X-Mansion Team may combine",
        [
            {
                "kind": "combine",
                "base_icons": ["strength"],
                "base_kinds": ["power"],
                "levels": [1, 4],
                "card_kinds": ["doubleshot"],
            }
        ],
    ),
    (
        "Muir Island",
        "During Discard Phase",
        [
            {"kind": "timing", "when": "during_discard_phase"},
            {
                "kind": "remove_hits",
                "count": 1,
                "filter": "Power card, level 1 through 2",
                "by": "team",
                "who": "any_character",
            },
        ],
    ),
]

test_own_sentences, test_real_sentences = faithful_field_tests(OWN, REAL)


def test_a_hyphen_between_levels_is_a_range_not_a_penalty() -> None:
    tree = parse_effect("May combine Strength Power cards level 1-4 for a single attack.")
    assert tree.status == "full"
    assert "-4" not in tree.canonical
    assert "level 1 through 4" in tree.canonical


def test_the_card_combined_with_is_any_one_of_that_kind() -> None:
    tree = parse_effect("Krakoa Team may combine Energy Power cards with any Ally card.")
    assert "with any Universe: Ally card" in tree.canonical
    assert tree.clauses[0].levels is None
