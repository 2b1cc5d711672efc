"""Clause fields of real texts of the DC/JLA, Image and Monumental sets: the Venture Total and Mission piles.

Each case names a card and the start of one of its sentences; the sentence is read from
``../shared/data/`` and must parse in full into these clauses with these fields.
"""

from __future__ import annotations

from typing import Any

from tests.grammar.clause_checks import case_table_tests

CASES: list[tuple[str, str, list[dict[str, Any]]]] = [
    [
        "X-Babies - Li'l Cyclops",
        "May not Venture more than 4 Mission card",
        [{"kind": "venture_limit", "who": "self", "max_count": 4}],
    ],
    [
        "Blue Beetle™",
        "Team is +2 to Venture Total per battle.",
        [{"kind": "venture_modifier", "who": "team", "amount": 2, "duration": "each_battle"}],
    ],
    [
        "Green Arrow - The Emerald Archer",
        "Other Mission cards return to pile Ventu",
        [
            {
                "kind": "mission_move",
                "who": "other",
                "count": "all",
                "from": "ventured",
                "to": "pile_ventured_from",
                "allowed": True,
            }
        ],
    ],
    [
        "The Trickster - Smooth Talker",
        "The Trickster may move 1 Mission Card fr",
        [
            {
                "kind": "mission_move",
                "who": "The Trickster",
                "count": 1,
                "from": "defeated_missions",
                "to": "reserve_missions",
                "allowed": True,
            }
        ],
    ],
    [
        "Grunge - Lover Boy",
        "Adds 3 to Venture Total for this battle.",
        [{"kind": "venture_modifier", "who": "team", "amount": 3, "duration": "battle"}],
    ],
    [
        "Omniverse",
        "Opponent's Team is -1 to Venture Total p",
        [
            {
                "kind": "venture_modifier",
                "who": "opponent_team",
                "amount": -1,
                "duration": "each_battle",
            }
        ],
    ],
    ["Ripclaw - Pacifist Heart", "Play to Concede battle.", [{"kind": "concede", "allowed": True}]],
    [
        "Voodoo - Dangerous Dancer",
        "Opponent must move 1 Mission Card from h",
        [
            {
                "kind": "mission_move",
                "who": "opponent",
                "count": 1,
                "from": "completed_missions",
                "to": "reserve_missions",
                "allowed": True,
            }
        ],
    ],
    [
        "Forge - Naze",
        "Opponent may not move any Mission cards ",
        [{"kind": "mission_move", "who": "opponent", "count": "all", "from": "defeated_missions"}],
    ],
    [
        "Iceman - Opal Tanaka",
        "Add 3 to Venture total for this battle.",
        [{"kind": "venture_modifier", "who": "team", "amount": 3, "duration": "battle"}],
    ],
    [
        "Enforcers - Mr. Big",
        "Enforcers are +6 to Venture total for ne",
        [{"kind": "venture_modifier", "who": "Enforcers", "amount": 6, "duration": "next_battle"}],
    ],
    [
        "War Machine - Pepper Potts",
        "War Machine may move 1 Mission Card from",
        [
            {
                "kind": "mission_move",
                "who": "War Machine",
                "count": 1,
                "from": "defeated_missions",
                "to": "reserve_missions",
                "allowed": True,
            }
        ],
    ],
]

test_clause_fields, test_renders_and_round_trips = case_table_tests(real=CASES)
