"""Clause fields, canonical text and JSON round trip of conditions ("if successful", "if X has ...") whose effect is an attack or attack bonus.

The ``PRINTED`` and ``REAL`` cases are read as ``clause_checks.case_table_tests`` says.
"""

from __future__ import annotations

from typing import Any

from tests.grammar.clause_checks import case_table_tests

PRINTED: list[tuple[Any, ...]] = [
    (
        'Power cards are +2 for defense if "Twisted Mentality" is in play.',
        [
            {
                "kind": "condition",
                "when": "card_in_play",
                "detail": "Twisted Mentality",
                "then": [{"kind": "defense_modifier", "amount": 2, "card_kinds": ["power"]}],
            }
        ],
        False,
    ),
    (
        "+1 to attack if opponent has 4, 5, or 6 Mission cards in Completed Pile.",
        [
            {
                "kind": "condition",
                "when": "has_mission_count",
                "detail": "opponent has 4, 5 or 6 Mission cards in Completed Missions Pile",
                "then": [{"kind": "attack_modifier", "amount": 1}],
            }
        ],
    ),
    (
        "If placed, only that character may use the Special.",
        [
            {
                "kind": "condition",
                "when": "placed",
                "then": [{"kind": "exclusive", "who": ["that_character"]}],
            }
        ],
    ),
    (
        "If successful, Target Character may not make any follow up attacks from Teamwork or "
        "Special cards for remainder of battle.",
        [
            {
                "kind": "condition",
                "then": [
                    {
                        "kind": "follow_up_attack",
                        "who": "target",
                        "allowed": False,
                        "card_kinds": ["teamwork", "special"],
                        "duration": "battle",
                    }
                ],
            }
        ],
    ),
    (
        "For remainder of battle, if Cerebro can block a Power card attack with an equal value "
        "Power card, Cerebro's Power card hits attacker.",
        [
            {
                "kind": "condition",
                "when": "self_can_block_with_equal_value",
                "then": [
                    {
                        "kind": "card_hits",
                        "owner": "Cerebro",
                        "who": "attacker",
                        "card_kinds": ["power"],
                        "duration": "battle",
                    }
                ],
            }
        ],
    ),
    (
        "For remainder of battle, if Elektra can block a Power card attack with an equal value Power card, Elektra's Power card hits attacker.",
        [
            {
                "kind": "condition",
                "when": "self_can_block_with_equal_value",
                "then": [
                    {
                        "kind": "card_hits",
                        "owner": "Elektra",
                        "card_kinds": ["power"],
                        "who": "attacker",
                        "duration": "battle",
                    }
                ],
            }
        ],
    ),
    (
        "Daredevil gains +2 to all actions for remainder of battle if Daredevil's team is outnumbered.",
        [
            {
                "kind": "condition",
                "when": "team_outnumbered",
                "then": [
                    {
                        "kind": "attack_modifier",
                        "who": "Daredevil",
                        "amount": 2,
                        "duration": "battle",
                    },
                    {
                        "kind": "defense_modifier",
                        "who": "Daredevil",
                        "amount": 2,
                        "duration": "battle",
                    },
                ],
            }
        ],
    ),
]

REAL: list[tuple[str, str, list[dict[str, Any]]]] = [
    [
        "Black Canary™ - Opening Flower Discipline",
        "If successful, Target character -2 to de",
        [
            {
                "kind": "condition",
                "when": "successful",
                "then": [
                    {
                        "kind": "defense_modifier",
                        "who": "target",
                        "amount": -2,
                        "duration": "battle",
                    }
                ],
            }
        ],
    ],
    [
        "Martian Manhunter - Telepathic Probe",
        "If successful, Target character may not ",
        [
            {
                "kind": "condition",
                "when": "successful",
                "then": [
                    {
                        "kind": "targeted_attack",
                        "who": "target",
                        "target": "Martian Manhunter",
                        "duration": "battle",
                    }
                ],
            }
        ],
    ],
    [
        "Mister Miracle - Aero Disks",
        "For remainder of battle, If Mister Mirac",
        [
            {
                "kind": "condition",
                "when": "self_can_block_with_equal_value",
                "then": [
                    {
                        "kind": "card_hits",
                        "owner": "Mister Miracle",
                        "card_kinds": ["power"],
                        "who": "attacker",
                        "duration": "battle",
                    }
                ],
            }
        ],
    ],
    [
        "Neron - Necromantic Blast",
        "If successful, acts as a level 8 Fightin",
        [
            {
                "kind": "condition",
                "when": "successful",
                "then": [
                    {
                        "kind": "acts_as_power",
                        "level": 8,
                        "icons": ["fighting"],
                        "uses": ["attack", "defense"],
                    }
                ],
            }
        ],
    ],
    [
        "Wonder Woman - Amazon Might",
        "If succesful, acts as a level 5 Energy o",
        [
            {
                "kind": "condition",
                "when": "successful",
                "then": [
                    {
                        "kind": "acts_as_power",
                        "level": 5,
                        "icons": ["energy", "intellect"],
                        "choice": True,
                        "uses": ["attack", "defense"],
                    }
                ],
            }
        ],
    ],
    [
        "Backlash - Psi-Whips",
        "If successful, may make 1 additional Int",
        [
            {
                "kind": "condition",
                "when": "successful",
                "then": [
                    {
                        "kind": "additional_attack",
                        "who": "self",
                        "count": 1,
                        "icons": ["intellect"],
                        "against": "target",
                    }
                ],
            }
        ],
    ],
    [
        "Curse - Wrist Rockets",
        "If successful against Reserve, Curse may",
        [
            {
                "kind": "condition",
                "when": "successful",
                "detail": "against Reserve character",
                "then": [
                    {
                        "kind": "targeted_attack",
                        "who": "Curse",
                        "target": "reserve",
                        "allowed": True,
                        "duration": "game",
                    }
                ],
            }
        ],
    ],
    [
        "Spawn - CIA Training",
        "If successful against Reserve, Spawn may",
        [
            {
                "kind": "condition",
                "when": "successful",
                "detail": "against Reserve character",
                "then": [
                    {
                        "kind": "targeted_attack",
                        "who": "Spawn",
                        "target": "reserve",
                        "allowed": True,
                        "duration": "game",
                    }
                ],
            }
        ],
    ],
    [
        "Tiffany - Magickal Hunter",
        "If successful against Reserve, Tiffany m",
        [
            {
                "kind": "condition",
                "when": "successful",
                "detail": "against Reserve character",
                "then": [
                    {
                        "kind": "targeted_attack",
                        "who": "Tiffany",
                        "target": "reserve",
                        "allowed": True,
                        "duration": "game",
                    }
                ],
            }
        ],
    ],
    [
        "Witchblade - BIomech Tendrils",
        "If successful against Reserve, Witchblad",
        [
            {
                "kind": "condition",
                "when": "successful",
                "detail": "against Reserve character",
                "then": [
                    {
                        "kind": "targeted_attack",
                        "who": "Witchblade",
                        "target": "reserve",
                        "allowed": True,
                        "duration": "game",
                    }
                ],
            }
        ],
    ],
    [
        "Alpha Flight - Puck",
        "If successful, acts as a level 8 Energy ",
        [
            {
                "kind": "condition",
                "when": "successful",
                "then": [
                    {
                        "kind": "acts_as_power",
                        "level": 8,
                        "icons": ["energy"],
                        "uses": ["attack", "defense"],
                    }
                ],
            }
        ],
    ],
    [
        "New Warriors - Firestar",
        "If successful, may make 1 additional Ene",
        [
            {
                "kind": "condition",
                "when": "successful",
                "then": [
                    {
                        "kind": "additional_attack",
                        "who": "self",
                        "count": 1,
                        "icons": ["energy"],
                        "against": "target",
                    }
                ],
            }
        ],
    ],
    [
        "Enforcers - Fancy Dan",
        "If successful, acts as a level 1 Strengt",
        [
            {
                "kind": "condition",
                "when": "successful",
                "then": [
                    {
                        "kind": "acts_as_power",
                        "level": 1,
                        "icons": ["strength", "intellect"],
                        "choice": True,
                        "uses": ["attack", "defense"],
                    }
                ],
            }
        ],
    ],
]

test_clause_fields, test_renders_and_round_trips = case_table_tests(printed=PRINTED, real=REAL)
