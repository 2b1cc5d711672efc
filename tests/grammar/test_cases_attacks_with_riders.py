"""Clause fields, canonical text and JSON round trip of an attack followed by the sentences that ride on it (restrictions, bonuses, One Per Deck).

The ``PRINTED`` and ``REAL`` cases are read as ``clause_checks.case_table_tests`` says.
"""

from __future__ import annotations

from typing import Any

from tests.grammar.clause_checks import case_table_tests

PRINTED: list[tuple[Any, ...]] = [
    (
        "Acts as a level 11 Any-Power attack. Does not count toward Spectrum KO. One Per Deck",
        [{"kind": "attack", "level": 11, "icons": ["any_power"]}, {"kind": "no_spectrum"}],
        True,
    ),
    (
        "Acts as a level 5 Intellect Power card. May be used to attack or defend. May not be combined with Universe cards.",
        [
            {"kind": "acts_as_power", "level": 5, "icons": ["intellect"]},
            {"kind": "combine", "allowed": False, "card_kinds": ["universe"]},
        ],
        False,
    ),
    (
        "Acts as a level 2 Fighting attack. If successful, acts as a level 8 Strength Power card.",
        [
            {"kind": "attack", "level": 2},
            {
                "kind": "condition",
                "when": "successful",
                "then": [{"kind": "acts_as_power", "level": 8, "icons": ["strength"]}],
            },
        ],
        False,
    ),
    (
        "Acts as a level 5 Fighting attack. If succesful, acts as a level 1 Energy and Strength Hit.",
        [
            {"kind": "attack", "level": 5},
            {
                "kind": "condition",
                "when": "successful",
                "then": [
                    {"kind": "hit", "level": 1, "icons": ["energy", "strength"], "choice": False}
                ],
            },
        ],
        False,
    ),
    (
        "Acts as a level 5 Fighting Attack. If successful, acts as a level 1 energy or strength hit.",
        [
            {"kind": "attack", "level": 5, "icons": ["fighting"]},
            {
                "kind": "condition",
                "when": "successful",
                "then": [
                    {"kind": "hit", "level": 1, "icons": ["energy", "strength"], "choice": True}
                ],
            },
        ],
        False,
    ),
    (
        "Acts as a level 7 Strength attack. If successful, acts as a level 3 Strength Hit. Hit goes on Target Character's Permanent Record. Does not count toward Venture Total.",
        [
            {"kind": "attack", "level": 7},
            {
                "kind": "condition",
                "when": "successful",
                "then": [{"kind": "hit", "level": 3, "icons": ["strength"]}],
            },
            {"kind": "hit_placement", "who": "target", "record": "permanent"},
            {"kind": "no_venture"},
        ],
        False,
    ),
    (
        "Acts as a level 5 Intellect attack. If successful, Target Character -2 to defense for remainder of battle.",
        [
            {"kind": "attack", "level": 5, "icons": ["intellect"]},
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
            },
        ],
        False,
    ),
    (
        "Acts as a level 3 Fighting attack. If not successful, Opponent is -1 to Venture.",
        [
            {"kind": "attack", "level": 3},
            {
                "kind": "condition",
                "when": "not_successful",
                "then": [{"kind": "venture_modifier", "who": "opponent", "amount": -1}],
            },
        ],
        False,
    ),
    (
        "Acts as a level 6 Intellect attack. If succesful, opponent -4 to Venture total.",
        [
            {"kind": "attack"},
            {
                "kind": "condition",
                "when": "successful",
                "then": [
                    {"kind": "venture_modifier", "who": "opponent", "amount": -4, "duration": None}
                ],
            },
        ],
        False,
    ),
    (
        "Acts as a level 7 Strength attack. If successful, target character may not attack for remainder of battle. One Per Deck",
        [
            {"kind": "attack", "level": 7},
            {
                "kind": "condition",
                "when": "successful",
                "then": [{"kind": "cannot_attack", "who": "target", "duration": "battle"}],
            },
        ],
        True,
    ),
    (
        "Acts as a level 5 Strength attack. If successful, Target Character may not play Activator cards for remainder of battle.",
        [
            {"kind": "attack"},
            {
                "kind": "condition",
                "then": [
                    {
                        "kind": "play_restriction",
                        "who": "target",
                        "card_kinds": ["activator"],
                        "duration": "battle",
                    }
                ],
            },
        ],
        False,
    ),
    (
        "Acts as a level 4 Intellect attack. If attack succeeds, add +2 to damage.",
        [
            {"kind": "attack"},
            {
                "kind": "condition",
                "when": "successful",
                "then": [{"kind": "damage_modifier", "amount": 2}],
            },
        ],
        False,
    ),
    (
        "Acts as a level 4 Fighting attack. If Target Character is K.O.'d by this Hit, Bullseye may move 1 Mission card from the Defeated Pile to the Completed Pile.",
        [
            {"kind": "attack"},
            {
                "kind": "condition",
                "when": "target_ko",
                "lead": "by_this_hit",
                "then": [
                    {
                        "kind": "mission_move",
                        "who": "Bullseye",
                        "count": 1,
                        "from": "defeated_missions",
                        "to": "completed_missions",
                    }
                ],
            },
        ],
        False,
    ),
    (
        "Acts as a level 7 Intellect attack. If successful, Captain America may move 1 Mission Card from the Defeated Missions Pile to the Reserve Missions Pile. One Per Deck",
        [
            {"kind": "attack", "level": 7},
            {
                "kind": "condition",
                "then": [
                    {
                        "kind": "mission_move",
                        "who": "Captain America",
                        "from": "defeated_missions",
                        "to": "reserve_missions",
                    }
                ],
            },
        ],
        True,
    ),
    (
        "Acts as a level 5 Strength attack. May not be defended with a Special card.",
        [
            {"kind": "attack"},
            {
                "kind": "defense_restriction",
                "forbids": {"kinds": ["special"]},
                "applies_to": "this_attack",
            },
        ],
        False,
    ),
    (
        "Acts as a level 6 Fighting attack. Cannot be defended by a card with a Strength icon.",
        [{"kind": "attack"}, {"kind": "defense_restriction", "forbids": {"icons": ["strength"]}}],
        False,
    ),
    (
        "Acts as a level 6 Strength Attack. Cannot be defended by a card with an Energy Icon.",
        [
            {"kind": "attack", "level": 6, "icons": ["strength"]},
            {"kind": "defense_restriction", "forbids": {"icons": ["energy"]}},
        ],
        False,
    ),
    (
        "Acts as a level 0 Intellect attack. May only be defended using a Power card with a value of 5 or greater.",
        [
            {"kind": "attack", "level": 0},
            {"kind": "defense_restriction", "only": {"kinds": ["power"], "min_value": 5}},
        ],
        False,
    ),
    (
        "Acts as a level 5 Energy attack. Attack may not be defended with a Special card.",
        [{"kind": "attack"}, {"kind": "defense_restriction", "forbids": {"kinds": ["special"]}}],
        False,
    ),
    (
        "Acts as a level 3 Strength attack. May make 1 additional Power card attack. Neither attack may be defended with a Special card.",
        [
            {"kind": "attack"},
            {"kind": "additional_attack", "count": 1, "card_kinds": ["power"]},
            {"kind": "defense_restriction", "forbids": {"kinds": ["special"]}},
        ],
        False,
    ),
    (
        "Acts as a level 5 Energy or Strength attack. May not be defended by a card from a Battlesite.",
        [{"kind": "attack", "choice": True}, {"kind": "defense_restriction"}],
        False,
    ),
    (
        "Acts as a level 4 Fighting attack. May make 1 additional attack.",
        [
            {"kind": "attack", "level": 4},
            {"kind": "additional_attack", "who": "self", "count": 1, "icons": []},
        ],
        False,
    ),
    (
        "Acts as a level 4 Fighting attack. May make 1 additional Fighting attack.",
        [{"kind": "attack"}, {"kind": "additional_attack", "count": 1, "icons": ["fighting"]}],
        False,
    ),
    (
        "Acts as a level 2 Energy attack. May make 2 additional attacks.",
        [{"kind": "attack", "level": 2}, {"kind": "additional_attack", "count": 2}],
        False,
    ),
    (
        "Acts as a level 6 Energy attack. Each Front Line teammate may make 1 additional Energy attack. One Per Deck",
        [{"kind": "attack"}, {"kind": "additional_attack", "who": "team", "icons": ["energy"]}],
        True,
    ),
    (
        "Acts as a level 4 Energy attack. May combine with 1 Fighting card for a single attack.",
        [
            {"kind": "attack"},
            {"kind": "combine", "count": 1, "icons": ["fighting"], "purpose": "attack"},
        ],
        False,
    ),
    (
        "Acts as a level 4 Any-Power attack. May combine with 1 Energy, Fighting, Strength or Intellect Power card for a single attack.",
        [
            {"kind": "attack", "icons": ["any_power"]},
            {
                "kind": "combine",
                "icons": ["energy", "fighting", "strength", "intellect"],
                "card_kinds": ["power"],
                "choice": True,
            },
        ],
        False,
    ),
    (
        "Acts as a level 5 Fighting attack. If successful, opponent must discard all cards with an Energy icon from hand. One Per Deck",
        [
            {"kind": "attack"},
            {
                "kind": "condition",
                "then": [
                    {
                        "kind": "discard",
                        "who": "opponent",
                        "count": "all",
                        "from": "hand",
                        "filter": "Energy",
                    }
                ],
            },
        ],
        True,
    ),
    (
        "Acts as a level 1 MultiPower attack against Target Character, or a level Any Power "
        "attack against Target Battlesite.",
        [
            {"kind": "attack", "level": 1, "icons": ["multipower"], "against": "target"},
            {
                "kind": "attack",
                "level": None,
                "icons": ["any_power"],
                "against": "target_battlesite",
                "alternative": True,
            },
        ],
    ),
    (
        "May be used as a level 5 Fighting Power card to attack or a level 5 Intellect Power "
        "card to defend.",
        [
            {"kind": "acts_as_power", "level": 5, "icons": ["fighting"], "uses": ["attack"]},
            {"kind": "acts_as_power", "level": 5, "icons": ["intellect"], "uses": ["defense"]},
        ],
    ),
]

REAL: list[tuple[str, str, list[dict[str, Any]]]] = [
    [
        "Booster Gold™ - Quarterback Sneak",
        "Acts as a level 6 Strength attack, may b",
        [
            {"kind": "attack", "level": 6, "icons": ["strength"]},
            {"kind": "permission", "who": "self", "action": "attack_reserve", "may_defend": True},
        ],
    ],
    [
        "Martian Manhunter - Martian Strength",
        "Acts as a level 4 Any-Power attack, may ",
        [
            {"kind": "attack", "level": 4, "icons": ["any_power"]},
            {
                "kind": "combine",
                "count": 1,
                "card_kinds": ["power"],
                "icons": ["energy", "fighting", "strength", "intellect"],
                "choice": True,
                "purpose": "attack",
                "allowed": True,
            },
        ],
    ],
    [
        "The Penguin - Gotham's Emperor Penguin",
        "Acts as a level 11 Intellect attack, The",
        [
            {"kind": "attack", "level": 11, "icons": ["intellect"]},
            {"kind": "cannot_attack", "who": "The Penguin", "duration": "battle"},
        ],
    ],
    [
        "The Darkness - Shadow Motion",
        "Acts as a level 4 Energy attack, may be ",
        [
            {"kind": "attack", "level": 4, "icons": ["energy"]},
            {"kind": "permission", "who": "reserve", "action": "play_this_from_reserve"},
        ],
    ],
    [
        "Hydra - Fenris",
        "Acts as a level 4 Energy attack against ",
        [
            {"kind": "attack", "level": 4, "icons": ["energy"], "against": "target"},
            {
                "kind": "attack",
                "level": 8,
                "icons": ["any_power"],
                "against": "target_battlesite",
                "alternative": True,
            },
        ],
    ],
    [
        "New Warriors - Speedball",
        "Acts as a level 3 Strength attack agains",
        [
            {"kind": "attack", "level": 3, "icons": ["strength"], "against": "target"},
            {
                "kind": "attack",
                "level": 8,
                "icons": ["any_power"],
                "against": "target_battlesite",
                "alternative": True,
            },
        ],
    ],
    [
        "Acolytes - Rusty Collins",
        "Acts as a level 4 Energy attack against ",
        [
            {"kind": "attack", "level": 4, "icons": ["energy"], "against": "target"},
            {
                "kind": "attack",
                "level": 8,
                "icons": ["any_power"],
                "against": "target_battlesite",
                "alternative": True,
            },
        ],
    ],
    [
        "Inhumans - Karnak",
        "Acts as a level 4 Fighting attack agains",
        [
            {"kind": "attack", "level": 4, "icons": ["fighting"], "against": "target"},
            {
                "kind": "attack",
                "level": 8,
                "icons": ["any_power"],
                "against": "target_battlesite",
                "alternative": True,
            },
        ],
    ],
]

test_clause_fields, test_renders_and_round_trips = case_table_tests(printed=PRINTED, real=REAL)
