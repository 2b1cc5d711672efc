"""Clause fields, canonical text and JSON round trip of additional, bonus and follow-up attacks.

The ``PRINTED`` and ``REAL`` cases are read as ``clause_checks.case_table_tests`` says.
"""

from __future__ import annotations

from typing import Any

from tests.grammar.clause_checks import case_table_tests

PRINTED: list[tuple[Any, ...]] = [
    (
        "Mole Man may make 1 follow-up attack after Mole Man plays a Universe: Teamwork card "
        "for remainder of game.",
        [
            {
                "kind": "follow_up_attack",
                "who": "Mole Man",
                "count": 1,
                "allowed": True,
                "follows": ["teamwork"],
                "follows_owner": "Mole Man",
                "follows_played": True,
                "duration": "game",
            }
        ],
    ),
    (
        "Any Hero may make 1 additional attack",
        [{"kind": "additional_attack", "who": "any_character", "count": 1}],
    ),
]

REAL: list[tuple[str, str, list[dict[str, Any]]]] = [
    [
        "Any Character - Death from Above",
        "Any character may make 1 additional atta",
        [{"kind": "additional_attack", "who": "any_character", "count": 1}],
    ],
    [
        "Black Canary™ - Bird of Prey",
        "May make 1 additional attack.",
        [{"kind": "additional_attack", "who": "self", "count": 1}],
    ],
    [
        "The Flash - 1-2 (Thousand) Punch",
        "May make 2 additional attacks.",
        [{"kind": "additional_attack", "who": "self", "count": 2}],
    ],
    [
        "Fairchild - Fist Full of Danger",
        "Fairchild may make 1 additional attack w",
        [
            {
                "kind": "additional_attack",
                "who": "Fairchild",
                "count": 1,
                "card_kinds": ["special"],
                "card_owner": "teammate",
            }
        ],
    ],
    [
        "Grunge - Martial Arts Training",
        "Grunge may make 1 additional attack with",
        [
            {
                "kind": "additional_attack",
                "who": "Grunge",
                "count": 1,
                "card_kinds": ["special"],
                "card_owner": "teammate",
            }
        ],
    ],
    [
        "Killrazor - Deadly Mutation",
        "May make 1 additional Fighting attack.",
        [{"kind": "additional_attack", "who": "self", "count": 1, "icons": ["fighting"]}],
    ],
    [
        "Overtkill - One-Man Army",
        "Overtkill may make 1 follow up attack af",
        [
            {
                "kind": "follow_up_attack",
                "who": "Overtkill",
                "count": 1,
                "allowed": True,
                "follows": ["teamwork"],
                "follows_owner": "Overtkill",
                "follows_played": True,
                "duration": "game",
            }
        ],
    ],
]

test_clause_fields, test_renders_and_round_trips = case_table_tests(printed=PRINTED, real=REAL)
