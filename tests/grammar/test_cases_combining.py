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


def _teammate_must_combine(grid: str, icon: str) -> list[dict[str, Any]]:
    """ "Teammate with 6 <grid> must combine with any level 1-4 <icon> Power card", printed on
    the two-character cards: a required combine, for attack or defense."""
    return [
        {
            "kind": "combine",
            "count": 1,
            "card_kinds": ["power"],
            "icons": [icon],
            "choice": True,
            "purpose": "attack or defense",
            "who": f"teammate with 6 {grid}",
            "allowed": True,
            "levels": [1, 4],
            "required": True,
        }
    ]


def _may_combine_one(icon: str, *, power: bool = False, who: str | None = None):
    """ "May combine with 1 <icon> (Power) card for a single attack"."""
    clause: dict[str, Any] = {
        "kind": "combine",
        "count": 1,
        "icons": [icon],
        "choice": True,
        "purpose": "attack",
        "allowed": True,
    }
    if power:
        clause["card_kinds"] = ["power"]
    if who is not None:
        clause["who"] = who
    return [clause]


REAL: list[tuple[str, str, list[dict[str, Any]]]] = [
    [
        "Aquaman & Superman",
        "Teammate with 6 Intellect must combine w",
        _teammate_must_combine("Intellect", "strength"),
    ],
    [
        "Batman & Martian Manhunter",
        "Teammate with 6 Strength must combine wi",
        _teammate_must_combine("Strength", "intellect"),
    ],
    [
        "Black Canary & Batman",
        "Teammate with 6 Fighting must combine wi",
        _teammate_must_combine("Fighting", "intellect"),
    ],
    [
        "Blue Beetle & Booster Gold",
        "Teammate with 6 Energy must combine with",
        _teammate_must_combine("Energy", "fighting"),
    ],
    [
        "Captain Marvel & Superman",
        "Teammate with 6 Strength must combine wi",
        _teammate_must_combine("Strength", "energy"),
    ],
    [
        "Green Arrow & Green Lantern",
        "Teammate with 6 Energy must combine with",
        _teammate_must_combine("Energy", "strength"),
    ],
    [
        "Hawkman & Batman",
        "Teammate with 6 Strength must combine wi",
        _teammate_must_combine("Strength", "fighting"),
    ],
    [
        "Orion & Mister Miracle",
        "Teammate with 6 Intellect must combine w",
        _teammate_must_combine("Intellect", "fighting"),
    ],
    [
        "Orion - Astro-Glider",
        "May not be combined with Universe cards.",
        [{"kind": "combine", "card_kinds": ["universe"], "choice": True, "purpose": "attack"}],
    ],
    [
        "Superman & The Ray",
        "Teammate with 6 Energy must combine with",
        _teammate_must_combine("Energy", "intellect"),
    ],
    [
        "The Flash & Superman",
        "Teammate with 6 Fighting must combine wi",
        _teammate_must_combine("Fighting", "energy"),
    ],
    [
        "Wonder Woman & Batman",
        "Teammate with 6 Fighting must combine wi",
        _teammate_must_combine("Fighting", "strength"),
    ],
    [
        "Stryker - Mutant Cyborg",
        "May combine with 1 MultiPower Power card",
        _may_combine_one("multipower", power=True),
    ],
    [
        "Stryker - Serious Arsenal",
        "May combine with 1 Fighting card for a s",
        _may_combine_one("fighting"),
    ],
    [
        "Witchblade - NYPD Instinct",
        "May combine with 1 MultiPower card for a",
        _may_combine_one("multipower"),
    ],
    ["Blob - Avalanche", "May combine with 1 Strength card for a s", _may_combine_one("strength")],
    [
        "Starjammers - Ch'od",
        "Teammate may combine with 1 Energy card ",
        _may_combine_one("energy", who="teammate"),
    ],
    [
        "Starjammers - Corsair",
        "May combine with 1 Intellect card for a ",
        _may_combine_one("intellect"),
    ],
]

test_clause_fields, test_renders_and_round_trips = case_table_tests(printed=PRINTED, real=REAL)
