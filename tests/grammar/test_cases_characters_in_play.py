"""Clause fields, canonical text and JSON round trip of characters resurrected, moved, exchanged or continuing to fight.

The ``PRINTED`` and ``REAL`` cases are read as ``clause_checks.case_table_tests`` says.
"""

from __future__ import annotations

from typing import Any

from tests.grammar.clause_checks import case_table_tests

PRINTED: list[tuple[Any, ...]] = [
    (
        "Switch any front line hero with the reserve hero.",
        [{"kind": "character_move", "who": "any_front_line", "to": "reserve", "swap": True}],
        False,
    ),
    (
        "Move the reserve hero to the front line this battle. Return that hero to reserve at the end of the battle.",
        [
            {"kind": "character_move", "who": "reserve", "to": "front_line", "duration": "battle"},
            {"kind": "character_move", "to": "reserve"},
        ],
        False,
    ),
    (
        "Discard teammate at end of battle.",
        [{"kind": "discard_character", "who": "teammate", "when": "end_of_battle"}],
    ),
    (
        "All heroes KO'd this battle may continue to fight and are not discarded until the end "
        "of the battle.",
        [
            {
                "kind": "continue_fighting",
                "who": "characters_kod_this_battle",
                "duration": {"until": "end of battle"},
            }
        ],
    ),
    ("Resurrect 1 KO'd hero.", [{"kind": "resurrect", "who": "hero", "count": 1}]),
    (
        "Choose 1 front line hero that cannot play any cards or be attacked this battle.",
        [
            {"kind": "choose_character", "count": 1, "among": "front_line"},
            {"kind": "play_restriction", "who": "chosen", "duration": "battle"},
            {"kind": "cannot_be_attacked", "who": "chosen", "duration": "battle"},
        ],
    ),
    (
        "Disrupt all Multipower cards.",
        [{"kind": "disrupt", "count": "all", "icons": ["multipower"]}],
    ),
    (
        "Reserve hero immediately moves into play.",
        [{"kind": "character_move", "who": "reserve", "to": "front_line"}],
    ),
    (
        "Immediately exchange KO'd teammate and Morph.",
        [{"kind": "character_exchange", "who": "Morph", "with": "ko'd_teammate"}],
    ),
    (
        "Cannot be defended by a male hero.",
        [{"kind": "defender_restriction", "forbids": ["male_characters"]}],
    ),
    (
        "Teammate is discarded at end of next battle.",
        [{"kind": "character_removal", "who": "teammate", "when": "end_of_next_battle"}],
    ),
]

REAL: list[tuple[str, str, list[dict[str, Any]]]] = [
    [
        "The Brave And The Bold - Justice League Case File: Green Arrow, Black Canary, Amazing Grace",
        "Move the reserve character to the front ",
        [{"kind": "character_move", "who": "reserve", "to": "front_line", "duration": "battle"}],
    ],
    [
        "The Brave And The Bold - Justice League Case File: Green Arrow, Black Canary, Amazing Grace",
        "Return that character to reserve at the ",
        [
            {
                "kind": "character_move",
                "who": "that_character",
                "to": "reserve",
                "when": "end_of_battle",
                "duration": None,
            }
        ],
    ],
]

test_clause_fields, test_renders_and_round_trips = case_table_tests(printed=PRINTED, real=REAL)
