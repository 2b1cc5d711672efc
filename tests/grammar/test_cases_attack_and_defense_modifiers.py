"""Clause fields, canonical text and JSON round trip of +N / -N to attack, defense, actions and bonuses.

The ``PRINTED`` and ``REAL`` cases are read as ``clause_checks.case_table_tests`` says.
"""

from __future__ import annotations

from typing import Any

from tests.grammar.clause_checks import case_table_tests

PRINTED: list[tuple[Any, ...]] = [
    (
        "Opponent's team is -2 to all attacks against Black Cat for remainder of battle.",
        [
            {
                "kind": "attack_modifier",
                "who": "opponent_team",
                "amount": -2,
                "against": "Black Cat",
                "duration": "battle",
            }
        ],
        False,
    ),
    (
        "Opponent's team is -3 to all Intellect attacks against Juggernaut for remainder of battle.",
        [
            {
                "kind": "attack_modifier",
                "amount": -3,
                "icons": ["intellect"],
                "against": "Juggernaut",
            }
        ],
        False,
    ),
    (
        "Teammate gains +2 to all attacks for remainder of battle.",
        [{"kind": "attack_modifier", "who": "teammate", "amount": 2, "duration": "battle"}],
        False,
    ),
    (
        "Azrael gains +2 to defense for remainder of battle.",
        [{"kind": "defense_modifier", "who": "Azrael", "amount": 2, "duration": "battle"}],
        False,
    ),
    (
        "Cyborg gains a +2 to all actions for remainder of battle.",
        [
            {"kind": "attack_modifier", "amount": 2, "duration": "battle"},
            {"kind": "defense_modifier", "amount": 2, "duration": "battle"},
        ],
        False,
    ),
    (
        "Spider-Man's Intellect Power cards are +2 for remainder of battle.",
        [
            {
                "kind": "attack_modifier",
                "who": "Spider-Man",
                "amount": 2,
                "icons": ["intellect"],
                "card_kinds": ["power"],
                "duration": "battle",
            }
        ],
        False,
    ),
    (
        "Energy Power cards are +2 when used for defense.",
        [{"kind": "defense_modifier", "amount": 2, "icons": ["energy"], "card_kinds": ["power"]}],
        False,
    ),
    (
        "Intellect Power cards are +1 when used to attack.",
        [{"kind": "attack_modifier", "amount": 1, "icons": ["intellect"]}],
        False,
    ),
    (
        "Krakoa Team's Energy Power cards are +2 to attack.",
        [{"kind": "attack_modifier", "who": "team", "amount": 2, "icons": ["energy"]}],
        False,
    ),
    (
        "Wakanda Team's MultiPower Power cards are -1 to attack.",
        [{"kind": "attack_modifier", "amount": -1, "icons": ["multipower"]}],
        False,
    ),
    (
        "For remainder of battle, Wolverine's Strength and Energy actions are +2. Intellect actions are -2.",
        [
            {
                "kind": "attack_modifier",
                "who": "Wolverine",
                "amount": 2,
                "icons": ["strength", "energy"],
                "duration": "battle",
            },
            {"kind": "defense_modifier", "amount": 2, "duration": "battle"},
            {"kind": "attack_modifier", "amount": -2, "icons": ["intellect"]},
            {"kind": "defense_modifier", "amount": -2},
        ],
        False,
    ),
    (
        "All Universe card bonuses receive an additional +1 this battle.",
        [{"kind": "bonus_modifier", "card_kinds": ["universe"], "amount": 1, "duration": "battle"}],
        False,
    ),
    (
        "Landau, Luckman & Lake Team's MultiPower Power cards are +1 to attack.",
        [
            {
                "kind": "attack_modifier",
                "who": "team",
                "amount": 1,
                "card_kinds": ["power"],
                "icons": ["multipower"],
            }
        ],
    ),
    (
        "The Sewer Team's Intellect Power cards +2 for defense.",
        [
            {
                "kind": "defense_modifier",
                "who": "team",
                "amount": 2,
                "icons": ["intellect"],
            }
        ],
    ),
    (
        "Krakoa's Team Energy Power cards are +1 to attack.",
        [{"kind": "attack_modifier", "who": "team", "amount": 1, "icons": ["energy"]}],
    ),
    (
        "Batman's MultiPower cards are +1 vs. any Character with a Villain code.",
        [
            {
                "kind": "attack_modifier",
                "who": "Batman",
                "amount": 1,
                "icons": ["multipower"],
                "against": "villains",
            }
        ],
    ),
    (
        "+1 all attacks vs. Characters with Strength Power Grid 7 or 8.",
        [
            {
                "kind": "attack_modifier",
                "amount": 1,
                "against": "characters_with_strength_7_or_8",
            }
        ],
    ),
    (
        "+1 to any Special cards that contain an icon.",
        [{"kind": "bonus", "amount": 1, "card_kinds": ["special"], "filter": "with an icon"}],
    ),
    (
        "+0 Any Power to 1st Teammate and +0 Any Power to 2nd Teammate.",
        [
            {"kind": "bonus", "amount": 0, "icons": ["any_power"], "who": "1st teammate"},
            {"kind": "bonus", "amount": 0, "icons": ["any_power"], "who": "2nd teammate"},
        ],
    ),
    (
        "Basic Universe cards are an additional +1 when used by Ra's Al Ghul.",
        [{"kind": "bonus_modifier", "who": "Ra's Al Ghul", "amount": 1}],
    ),
    (
        "Bane is +2 to all attacks against target character and +2 to defense from attacks "
        "made by target character for remainder of battle.",
        [
            {"kind": "attack_modifier", "who": "Bane", "amount": 2, "against": "target"},
            {"kind": "defense_modifier", "amount": 2, "against": "target", "duration": "battle"},
        ],
    ),
    (
        "Absorbing Man's Power Grid gets Bonus in that Power Type for remainder of game.",
        [
            {
                "kind": "grid_bonus",
                "who": "Absorbing Man",
                "icons": ["chosen"],
                "duration": "game",
            }
        ],
    ),
    (
        "For remainder of battle, Henry Pym's Strength and Fighting actions are +3, Intellect actions are -2.",
        [
            {
                "kind": "attack_modifier",
                "who": "Henry Pym",
                "amount": 3,
                "icons": ["strength", "fighting"],
                "duration": "battle",
            },
            {
                "kind": "defense_modifier",
                "who": "Henry Pym",
                "amount": 3,
                "icons": ["strength", "fighting"],
                "duration": "battle",
            },
            {
                "kind": "attack_modifier",
                "who": "Henry Pym",
                "amount": -2,
                "icons": ["intellect"],
                "duration": "battle",
            },
            {
                "kind": "defense_modifier",
                "who": "Henry Pym",
                "amount": -2,
                "icons": ["intellect"],
                "duration": "battle",
            },
        ],
    ),
    (
        "Thing is -2 to attacks/+2 to defense for remainder of battle.",
        [
            {"kind": "attack_modifier", "who": "Thing", "amount": -2, "duration": "battle"},
            {"kind": "defense_modifier", "who": "Thing", "amount": 2, "duration": "battle"},
        ],
    ),
]

REAL: list[tuple[str, str, list[dict[str, Any]]]] = [
    [
        "The Brave And The Bold - Justice League Case File: Blue Beetle vs Glorious Godfrey",
        "All attacks against chosen character are",
        [
            {
                "kind": "attack_modifier",
                "who": "all_characters",
                "amount": 1,
                "against": "chosen",
                "duration": "battle",
            }
        ],
    ],
    [
        "Curse - Techno-Life",
        "Opponent's Team is -2 to all attacks aga",
        [
            {
                "kind": "attack_modifier",
                "who": "opponent_team",
                "amount": -2,
                "against": "Curse",
                "duration": "battle",
            }
        ],
    ],
    [
        "Coming of Galactus - Coordinated Effort",
        "All Tactic cards with an Intellect icon ",
        [
            {
                "kind": "attack_modifier",
                "who": "all_characters",
                "amount": 1,
                "card_kinds": ["tactic"],
                "icons": ["intellect"],
                "duration": "battle",
            }
        ],
    ],
    [
        "Fatal Attractions - Misguided Efforts",
        "All tactic cards with an energy icon are",
        [
            {
                "kind": "attack_modifier",
                "who": "all_characters",
                "amount": 1,
                "card_kinds": ["tactic"],
                "icons": ["energy"],
                "duration": "battle",
            }
        ],
    ],
    [
        "Maximum Carnage - Short-Circuited!",
        "All Tactic cards with a Fighting icon ar",
        [
            {
                "kind": "attack_modifier",
                "who": "all_characters",
                "amount": 1,
                "card_kinds": ["tactic"],
                "icons": ["fighting"],
                "duration": "battle",
            }
        ],
    ],
    [
        "Secret Wars - Ambushed!",
        "All attacks on chosen character are at +",
        [
            {
                "kind": "attack_modifier",
                "who": "all_characters",
                "amount": 1,
                "against": "chosen",
                "duration": "battle",
            }
        ],
    ],
    [
        "Acolytes - Fabian Cortez",
        "Acolytes team is +1 to all numeric Speci",
        [
            {
                "kind": "attack_modifier",
                "who": "team",
                "amount": 1,
                "card_kinds": ["special"],
                "numerical": True,
                "duration": "battle",
            },
            {
                "kind": "defense_modifier",
                "who": "team",
                "amount": 1,
                "card_kinds": ["special"],
                "numerical": True,
                "duration": "battle",
            },
        ],
    ],
    [
        "The Hand - Lord Daito",
        "The Hand's Intellect Power cards are +2 ",
        [
            {
                "kind": "attack_modifier",
                "who": "The Hand",
                "amount": 2,
                "card_kinds": ["power"],
                "icons": ["intellect"],
                "duration": "battle",
            }
        ],
    ],
    [
        "Hawkman™",
        "Basic Universe card bonuses are an addit",
        [{"kind": "bonus_modifier", "card_kinds": ["basic", "universe"], "amount": 2}],
    ],
    [
        "Department H",
        "Department H Team's Universe: Teamwork c",
        [{"kind": "bonus_modifier", "who": "team", "card_kinds": ["teamwork"], "amount": 1}],
    ],
]

test_clause_fields, test_renders_and_round_trips = case_table_tests(printed=PRINTED, real=REAL)
