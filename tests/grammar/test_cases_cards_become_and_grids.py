"""Clause fields, canonical text and JSON round trip of cards that become other cards, and Power Grid changes.

The ``PRINTED`` and ``REAL`` cases are read as ``clause_checks.case_table_tests`` says.
"""

from __future__ import annotations

from typing import Any

from tests.grammar.clause_checks import case_table_tests

PRINTED: list[tuple[Any, ...]] = [
    (
        "Deathlok's Fighting Rating increases to 7 for remainder of game.",
        [
            {
                "kind": "grid_change",
                "who": "Deathlok",
                "icons": ["fighting"],
                "set_to": 7,
                "duration": "game",
            }
        ],
        False,
    ),
    (
        "Teammate's Strength Rating increases to 7 for remainder of game.One Per Deck",
        [
            {
                "kind": "grid_change",
                "who": "teammate",
                "icons": ["strength"],
                "set_to": 7,
                "duration": "game",
            }
        ],
        True,
    ),
    (
        "Baron Mordo's Energy and Intellect Power Grid Ratings increase to 8 for the remainder of game.",
        [
            {
                "kind": "grid_change",
                "icons": ["energy", "intellect"],
                "set_to": 8,
                "duration": "game",
            }
        ],
        False,
    ),
    (
        "Hazard's Strength skill increases to 8 for remainder of battle.",
        [
            {
                "kind": "grid_change",
                "who": "Hazard",
                "icons": ["strength"],
                "set_to": 8,
                "duration": "battle",
            }
        ],
        False,
    ),
    (
        'Dracula\'s "Mesmerize" and "Lifeblood" become Any Character Specials for remainder of '
        "game.",
        [
            {
                "kind": "cards_become",
                "owner": "Dracula",
                "names": ["Mesmerize", "Lifeblood"],
                "becomes": ["any_character", "special"],
                "duration": "game",
            }
        ],
    ),
    (
        'Storm\'s "Lightning Strike" becomes an Any Hero Special for remainder of game.',
        [
            {
                "kind": "cards_become",
                "owner": "Storm",
                "names": ["Lightning Strike"],
                "becomes": ["any_hero", "special"],
            }
        ],
    ),
    (
        'Green Goblin\'s "Explosive Pumpkins" and "Gauntlet Blasters" become Any Hero Specials for remainder of game.',
        [
            {
                "kind": "cards_become",
                "owner": "Green Goblin",
                "names": ["Explosive Pumpkins", "Gauntlet Blasters"],
                "becomes": ["any_hero", "special"],
                "duration": "game",
            }
        ],
    ),
    (
        "Morph gains the Power Grid of any active hero for remainder of battle.",
        [
            {
                "kind": "grid_copy",
                "who": "Morph",
                "from": "any active character",
                "what": "power_grid",
                "duration": "battle",
            }
        ],
    ),
]


def _record_cards_become(icon: str) -> list[dict[str, Any]]:
    """ "For remainder of game, Target Character's Any-Power cards on Permanent Record become
    <icon>": the cards on the record change their icon."""
    return [
        {
            "kind": "cards_become",
            "owner": "target",
            "duration": "game",
            "icons": ["any_power"],
            "becomes_icons": [icon],
            "on_record": True,
        }
    ]


REAL: list[tuple[str, str, list[dict[str, Any]]]] = [
    [
        "Tiffany",
        "Fighting Power Grid Rating is 8 for Defe",
        [
            {
                "kind": "grid_change",
                "who": "self",
                "icons": ["fighting"],
                "set_to": 8,
                "uses": ["defense"],
            }
        ],
    ],
    [
        "Green Lantern - Let's Get Medieval!",
        "All Any-Power cards on target character'",
        _record_cards_become("strength"),
    ],
    [
        "Hawkman - Cestus Glove",
        "All Any-Power cards on target character'",
        _record_cards_become("fighting"),
    ],
    [
        "Martian Manhunter - Martian Vision",
        "All Any-Power cards on target character'",
        _record_cards_become("energy"),
    ],
    [
        "Orion - Consult the Source",
        "All Any-Power cards on Target character'",
        _record_cards_become("intellect"),
    ],
    [
        "Acolytes - Senyaka",
        "All Any-Power cards on Target Character'",
        _record_cards_become("energy"),
    ],
    [
        "The Hand - Shinobi Shaw",
        "All Any-Power cards on Target Character'",
        _record_cards_become("intellect"),
    ],
    [
        "Serpent Society - Anaconda",
        "All Any-Power cards on Target Character'",
        _record_cards_become("strength"),
    ],
    [
        "Shi'ar - Warstar",
        "All Any-Power cards on Target Character'",
        _record_cards_become("fighting"),
    ],
    [
        "Captain Marvel™ - Speed of Mercury",
        "Captain Marvel's Fighting Rating increas",
        [
            {
                "kind": "grid_change",
                "who": "Captain Marvel",
                "icons": ["fighting"],
                "set_to": 7,
                "duration": "game",
            }
        ],
    ],
    [
        "Hawkman - Katar Blade",
        "Hawkman's Energy and Fighting ratings ar",
        [
            {
                "kind": "grid_change",
                "who": "Hawkman",
                "icons": ["energy", "fighting"],
                "set_to": 7,
                "duration": "next_battle",
            }
        ],
    ],
    [
        "Hydra - Baron Von Strucker",
        "Hydra's Fighting and Intellect Ratings i",
        [
            {
                "kind": "grid_change",
                "who": "Hydra",
                "icons": ["fighting", "intellect"],
                "set_to": 7,
                "duration": "game",
            }
        ],
    ],
]

test_clause_fields, test_renders_and_round_trips = case_table_tests(printed=PRINTED, real=REAL)
