"""Clause fields, canonical text and JSON round trip of cards that combine with other cards into one attack or defense.

The ``PRINTED`` and ``REAL`` cases are read as ``clause_checks.case_table_tests`` says.
"""

from __future__ import annotations

from typing import Any

from tests.grammar.clause_checks import case_table_tests

PRINTED: list[tuple[Any, ...]] = [
    (
        "Play with any Strength or Energy Power card attack.",
        [{"kind": "combine", "purpose": "play_with_attack", "icons": ["strength", "energy"]}],
        False,
    ),
    (
        "Havok may combine MultiPower or Energy Power cards with Energy Basic Universe cards usable by Havok to avoid any attack, for remainder of game.",
        [{"kind": "combine", "who": "Havok", "purpose": "avoid", "duration": "game"}],
        False,
    ),
    (
        'May not be combined with a "One Per Deck" Special.',
        [{"kind": "combine", "allowed": False, "card_kinds": ["special", "one_per_deck"]}],
    ),
    (
        "Beast may combine multiple Basic Universe cards with each Power card attack for remainder of battle.",
        [
            {
                "kind": "combine",
                "count": "each",
                "card_kinds": ["power"],
                "base_count": "multiple",
                "base_kinds": ["basic", "universe"],
                "purpose": "each_attack",
                "who": "Beast",
                "duration": "battle",
            }
        ],
    ),
    (
        "Black Cat can combine 1 Power card with 1 of opponent's placed Universe cards, excluding Teamwork, to attack.",
        [
            {
                "kind": "combine",
                "count": 1,
                "card_kinds": ["universe"],
                "purpose": "to_attack",
                "who": "Black Cat",
                "base_count": 1,
                "base_kinds": ["power"],
                "owner": "opponent",
                "filters": ["placed", "excluding teamwork"],
            }
        ],
    ),
    (
        "May be combined with a Universe card, excluding Teamwork.",
        [{"kind": "combine", "count": 1, "card_kinds": ["universe"], "purpose": "attack"}],
    ),
    (
        "Play with 1 action involving a Universe card.",
        [
            {
                "kind": "combine",
                "count": 1,
                "card_kinds": ["universe"],
                "purpose": "play_with_action",
            }
        ],
    ),
]

REAL: list[tuple[str, str, list[dict[str, Any]]]] = [
    [
        "Aquaman & Superman",
        "Teammate with 6 Intellect must combine w",
        [
            {
                "kind": "combine",
                "count": 1,
                "card_kinds": ["power"],
                "icons": ["strength"],
                "choice": True,
                "purpose": "attack or defense",
                "who": "teammate with 6 Intellect",
                "allowed": True,
                "levels": [1, 4],
                "required": True,
            }
        ],
    ],
    [
        "Batman & Martian Manhunter",
        "Teammate with 6 Strength must combine wi",
        [
            {
                "kind": "combine",
                "count": 1,
                "card_kinds": ["power"],
                "icons": ["intellect"],
                "choice": True,
                "purpose": "attack or defense",
                "who": "teammate with 6 Strength",
                "allowed": True,
                "levels": [1, 4],
                "required": True,
            }
        ],
    ],
    [
        "Black Canary & Batman",
        "Teammate with 6 Fighting must combine wi",
        [
            {
                "kind": "combine",
                "count": 1,
                "card_kinds": ["power"],
                "icons": ["intellect"],
                "choice": True,
                "purpose": "attack or defense",
                "who": "teammate with 6 Fighting",
                "allowed": True,
                "levels": [1, 4],
                "required": True,
            }
        ],
    ],
    [
        "Blue Beetle & Booster Gold",
        "Teammate with 6 Energy must combine with",
        [
            {
                "kind": "combine",
                "count": 1,
                "card_kinds": ["power"],
                "icons": ["fighting"],
                "choice": True,
                "purpose": "attack or defense",
                "who": "teammate with 6 Energy",
                "allowed": True,
                "levels": [1, 4],
                "required": True,
            }
        ],
    ],
    [
        "Captain Marvel & Superman",
        "Teammate with 6 Strength must combine wi",
        [
            {
                "kind": "combine",
                "count": 1,
                "card_kinds": ["power"],
                "icons": ["energy"],
                "choice": True,
                "purpose": "attack or defense",
                "who": "teammate with 6 Strength",
                "allowed": True,
                "levels": [1, 4],
                "required": True,
            }
        ],
    ],
    [
        "Green Arrow & Green Lantern",
        "Teammate with 6 Energy must combine with",
        [
            {
                "kind": "combine",
                "count": 1,
                "card_kinds": ["power"],
                "icons": ["strength"],
                "choice": True,
                "purpose": "attack or defense",
                "who": "teammate with 6 Energy",
                "allowed": True,
                "levels": [1, 4],
                "required": True,
            }
        ],
    ],
    [
        "Hawkman & Batman",
        "Teammate with 6 Strength must combine wi",
        [
            {
                "kind": "combine",
                "count": 1,
                "card_kinds": ["power"],
                "icons": ["fighting"],
                "choice": True,
                "purpose": "attack or defense",
                "who": "teammate with 6 Strength",
                "allowed": True,
                "levels": [1, 4],
                "required": True,
            }
        ],
    ],
    [
        "Orion & Mister Miracle",
        "Teammate with 6 Intellect must combine w",
        [
            {
                "kind": "combine",
                "count": 1,
                "card_kinds": ["power"],
                "icons": ["fighting"],
                "choice": True,
                "purpose": "attack or defense",
                "who": "teammate with 6 Intellect",
                "allowed": True,
                "levels": [1, 4],
                "required": True,
            }
        ],
    ],
    [
        "Orion - Astro-Glider",
        "May not be combined with Universe cards.",
        [{"kind": "combine", "card_kinds": ["universe"], "choice": True, "purpose": "attack"}],
    ],
    [
        "Superman & The Ray",
        "Teammate with 6 Energy must combine with",
        [
            {
                "kind": "combine",
                "count": 1,
                "card_kinds": ["power"],
                "icons": ["intellect"],
                "choice": True,
                "purpose": "attack or defense",
                "who": "teammate with 6 Energy",
                "allowed": True,
                "levels": [1, 4],
                "required": True,
            }
        ],
    ],
    [
        "The Flash & Superman",
        "Teammate with 6 Fighting must combine wi",
        [
            {
                "kind": "combine",
                "count": 1,
                "card_kinds": ["power"],
                "icons": ["energy"],
                "choice": True,
                "purpose": "attack or defense",
                "who": "teammate with 6 Fighting",
                "allowed": True,
                "levels": [1, 4],
                "required": True,
            }
        ],
    ],
    [
        "Wonder Woman & Batman",
        "Teammate with 6 Fighting must combine wi",
        [
            {
                "kind": "combine",
                "count": 1,
                "card_kinds": ["power"],
                "icons": ["strength"],
                "choice": True,
                "purpose": "attack or defense",
                "who": "teammate with 6 Fighting",
                "allowed": True,
                "levels": [1, 4],
                "required": True,
            }
        ],
    ],
    [
        "Stryker - Mutant Cyborg",
        "May combine with 1 MultiPower Power card",
        [
            {
                "kind": "combine",
                "count": 1,
                "card_kinds": ["power"],
                "icons": ["multipower"],
                "choice": True,
                "purpose": "attack",
                "allowed": True,
            }
        ],
    ],
    [
        "Stryker - Serious Arsenal",
        "May combine with 1 Fighting card for a s",
        [
            {
                "kind": "combine",
                "count": 1,
                "icons": ["fighting"],
                "choice": True,
                "purpose": "attack",
                "allowed": True,
            }
        ],
    ],
    [
        "Witchblade - NYPD Instinct",
        "May combine with 1 MultiPower card for a",
        [
            {
                "kind": "combine",
                "count": 1,
                "icons": ["multipower"],
                "choice": True,
                "purpose": "attack",
                "allowed": True,
            }
        ],
    ],
    [
        "Blob - Avalanche",
        "May combine with 1 Strength card for a s",
        [
            {
                "kind": "combine",
                "count": 1,
                "icons": ["strength"],
                "choice": True,
                "purpose": "attack",
                "allowed": True,
            }
        ],
    ],
    [
        "Starjammers - Ch'od",
        "Teammate may combine with 1 Energy card ",
        [
            {
                "kind": "combine",
                "count": 1,
                "icons": ["energy"],
                "choice": True,
                "purpose": "attack",
                "who": "teammate",
                "allowed": True,
            }
        ],
    ],
    [
        "Starjammers - Corsair",
        "May combine with 1 Intellect card for a ",
        [
            {
                "kind": "combine",
                "count": 1,
                "icons": ["intellect"],
                "choice": True,
                "purpose": "attack",
                "allowed": True,
            }
        ],
    ],
]

test_clause_fields, test_renders_and_round_trips = case_table_tests(printed=PRINTED, real=REAL)
