"""Clause fields, canonical text and JSON round trip of what a character may play, use or do, on cards of the DC/JLA, Image and Monumental sets.

The ``PRINTED`` and ``REAL`` cases are read as ``clause_checks.case_table_tests`` says.
"""

from __future__ import annotations

from typing import Any

from tests.grammar.clause_checks import case_table_tests

REAL: list[tuple[str, str, list[dict[str, Any]]]] = [
    [
        "Alpha Flight - Snowbird",
        "Alpha Flight may use it, if drawn card i",
        [
            {"kind": "permission", "who": "Alpha Flight", "action": "use_drawn_card"},
            {
                "kind": "condition",
                "when": "drawn_card_is_not_attack",
                "then": [
                    {
                        "kind": "discard",
                        "who": "player",
                        "count": 1,
                        "from": "drawn_card",
                        "to": "dead_pile",
                    }
                ],
            },
        ],
    ],
    [
        "Aquaman™ - Dolphin",
        "Aquaman may play 1 additional Special ca",
        [
            {
                "kind": "permission",
                "who": "Aquaman",
                "action": "play_additional",
                "card_kinds": ["special"],
                "count": 1,
            }
        ],
    ],
    [
        "Aquaman™",
        'May have duplicate "Allies From the Deep',
        [
            {
                "kind": "permission",
                "who": "self",
                "action": "duplicates",
                "card_kinds": ["special"],
                "names": ["Allies From the Deep"],
            }
        ],
    ],
    [
        "Any Character - Wizard in Top Hat & Tails",
        "Exchange this card for any 1 card in Dea",
        [
            {
                "kind": "permission",
                "who": "self",
                "action": "exchange",
                "count": 1,
                "source": "dead_pile",
            }
        ],
    ],
    [
        "Black Adam",
        "Teammate must play one Special card.",
        [
            {
                "kind": "permission",
                "who": "teammate",
                "action": "must_play",
                "card_kinds": ["special"],
                "count": 1,
            }
        ],
    ],
    [
        "Black Canary™ -The Oracle™ Connection",
        "Black Canary may play 1 additional Speci",
        [
            {
                "kind": "permission",
                "who": "Black Canary",
                "action": "play_additional",
                "card_kinds": ["special"],
                "count": 1,
            }
        ],
    ],
    [
        "Booster Gold™ - Midas Mode",
        "Booster Gold may play any Energy or Stre",
        [
            {
                "kind": "permission",
                "who": "Booster Gold",
                "action": "play",
                "card_kinds": ["teamwork"],
                "icons": ["energy", "strength"],
                "duration": "game",
            }
        ],
    ],
    [
        "Captain Atom™",
        "May play Fighting Teamwork cards from Re",
        [
            {
                "kind": "permission",
                "who": "self",
                "action": "play_from_reserve",
                "card_kinds": ["teamwork"],
                "icons": ["fighting"],
            }
        ],
    ],
    [
        "Captain Marvel™",
        'May play "Speed of Mercury" from Reserve',
        [
            {
                "kind": "permission",
                "who": "self",
                "action": "play_from_reserve",
                "names": ["Speed of Mercury"],
            }
        ],
    ],
    [
        "Captain Marvel™ - The Marvel Family™",
        "Captain Marvel may play 1 additional Spe",
        [
            {
                "kind": "permission",
                "who": "Captain Marvel",
                "action": "play_additional",
                "card_kinds": ["special"],
                "count": 1,
            }
        ],
    ],
    [
        "Darkseid - Desaad™",
        "Darkseid may play 1 additional Special c",
        [
            {
                "kind": "permission",
                "who": "Darkseid",
                "action": "play_additional",
                "card_kinds": ["special"],
                "count": 1,
            }
        ],
    ],
    [
        "Green Arrow - Eddie Fyers™",
        "Green Arrow may play 1 additional Specia",
        [
            {
                "kind": "permission",
                "who": "Green Arrow",
                "action": "play_additional",
                "card_kinds": ["special"],
                "count": 1,
            }
        ],
    ],
    [
        "Green Arrow™",
        "May attack the Reserve with Energy Power",
        [
            {
                "kind": "permission",
                "who": "self",
                "action": "attack_reserve",
                "card_kinds": ["power"],
                "icons": ["energy"],
            }
        ],
    ],
    [
        "Mister Miracle - Big Barda",
        "Mister Miracle may play 1 additional Spe",
        [
            {
                "kind": "permission",
                "who": "Mister Miracle",
                "action": "play_additional",
                "card_kinds": ["special"],
                "count": 1,
            }
        ],
    ],
    [
        "Neron - Lord of the Underworld",
        "Teammate may defend.",
        [{"kind": "permission", "who": "teammate", "action": "defend"}],
    ],
    [
        "Orion - Astro-Glider",
        "May be used to attack or defend.",
        [{"kind": "permission", "who": "self", "action": "use_to_attack_or_defense"}],
    ],
    [
        "The Eradicator - A Lasting Impression",
        "The Eradicator may play any KO'd teammat",
        [
            {
                "kind": "permission",
                "who": "The Eradicator",
                "action": "play",
                "card_kinds": ["special"],
                "count": "any",
                "duration": "next_battle",
                "owner": "ko'd_teammate",
            }
        ],
    ],
    [
        "The Flash™",
        'May play "Reap the Whirlwind" from Reser',
        [
            {
                "kind": "permission",
                "who": "self",
                "action": "play_from_reserve",
                "names": ["Reap the Whirlwind"],
            }
        ],
    ],
    [
        "The Ray - Blinded by the Light",
        "The Ray plays numerical attacks face dow",
        [
            {
                "kind": "permission",
                "who": "The Ray",
                "action": "play_face_down",
                "card_kinds": ["numerical"],
                "duration": "battle",
            }
        ],
    ],
    [
        "Chip",
        "Teammate must play 1 Special card.",
        [
            {
                "kind": "permission",
                "who": "teammate",
                "action": "must_play",
                "card_kinds": ["special"],
                "count": 1,
            }
        ],
    ],
    [
        "Curse",
        "May attack the Reserve with Strength Pow",
        [
            {
                "kind": "permission",
                "who": "self",
                "action": "attack_reserve",
                "card_kinds": ["power"],
                "icons": ["strength"],
            }
        ],
    ],
    [
        "Curse - Wrist Rockets",
        "May be used against Reserve, who may def",
        [{"kind": "permission", "who": "self", "action": "attack_reserve", "may_defend": True}],
    ],
    [
        "Myrlu Symbiote",
        "Teammate may play any Power card current",
        [
            {
                "kind": "permission",
                "who": "teammate",
                "action": "play",
                "card_kinds": ["power"],
                "filters": ["usable by Front Line character"],
                "purpose": "defense",
            }
        ],
    ],
    [
        "Shadowhelmet",
        "Opponent may defend.",
        [{"kind": "permission", "who": "opponent", "action": "defend"}],
    ],
    [
        "Shattered Image - Witchblade on the Scene...",
        "All power cards may be played by any fro",
        [
            {
                "kind": "permission",
                "who": "any_front_line",
                "action": "play",
                "card_kinds": ["power"],
                "duration": "battle",
            }
        ],
    ],
    [
        "The Witchblade",
        "Teammate may play any Power card current",
        [
            {
                "kind": "permission",
                "who": "teammate",
                "action": "play",
                "card_kinds": ["power"],
                "filters": ["usable by Front Line character"],
                "purpose": "attack",
            }
        ],
    ],
    [
        "Velocity",
        "May attack with Power cards while in Res",
        [
            {
                "kind": "permission",
                "who": "self",
                "action": "attack_from_reserve",
                "card_kinds": ["power"],
            }
        ],
    ],
    [
        "Velocity - Speedthrough",
        "May be played from Reserve.",
        [{"kind": "permission", "who": "reserve", "action": "play_this_from_reserve"}],
    ],
    [
        "Zealot - Sister's Support",
        "For remainder of game, Zealot does not h",
        [
            {
                "kind": "permission",
                "who": "Zealot",
                "action": "keep_duplicates",
                "duration": "game",
                "filters": ["duplicates of the chosen Power card's Power Type and Value"],
            }
        ],
    ],
    [
        "Banshee - Interpol",
        "Banshee may play 1 additional Special ca",
        [
            {
                "kind": "permission",
                "who": "Banshee",
                "action": "play_additional",
                "card_kinds": ["special"],
                "count": 1,
            }
        ],
    ],
    [
        "Captain America - Sharon Carter",
        "Captain America may play 1 additional Sp",
        [
            {
                "kind": "permission",
                "who": "Captain America",
                "action": "play_additional",
                "card_kinds": ["special"],
                "count": 1,
            }
        ],
    ],
    [
        "Henry Pym - Ultron 1",
        "Henry Pym may play 1 additional Special ",
        [
            {
                "kind": "permission",
                "who": "Henry Pym",
                "action": "play_additional",
                "card_kinds": ["special"],
                "count": 1,
            }
        ],
    ],
    [
        "Juggernaut - Foxfire",
        "Juggernaut may play 1 additional Special",
        [
            {
                "kind": "permission",
                "who": "Juggernaut",
                "action": "play_additional",
                "card_kinds": ["special"],
                "count": 1,
            }
        ],
    ],
    [
        "Kingpin - The Rose",
        "Kingpin may play 1 additional Special ca",
        [
            {
                "kind": "permission",
                "who": "Kingpin",
                "action": "play_additional",
                "card_kinds": ["special"],
                "count": 1,
            }
        ],
    ],
    [
        "Red Skull - Crossbones",
        "Red Skull may play 1 additional Special ",
        [
            {
                "kind": "permission",
                "who": "Red Skull",
                "action": "play_additional",
                "card_kinds": ["special"],
                "count": 1,
            }
        ],
    ],
    [
        "Marauders - Scalphunter",
        "Reserve may defend.",
        [{"kind": "permission", "who": "reserve", "action": "defend"}],
    ],
    [
        "Marauders - Malice",
        "Marauders may exchange this card for any",
        [
            {
                "kind": "permission",
                "who": "Marauders",
                "action": "exchange_and_play",
                "card_kinds": ["special"],
                "count": 1,
                "source": "dead_pile",
            }
        ],
    ],
    [
        "Marauders - Vertigo",
        "Character may defend.",
        [{"kind": "permission", "who": "self", "action": "defend"}],
    ],
    [
        "Morlocks - Erg",
        "May be used against Character in Reserve",
        [{"kind": "permission", "who": "self", "action": "attack_reserve", "may_defend": True}],
    ],
    [
        "The Serpent Society",
        "May play Tactic cards from Reserve.",
        [
            {
                "kind": "permission",
                "who": "self",
                "action": "play_from_reserve",
                "card_kinds": ["tactic"],
            }
        ],
    ],
]

test_clause_fields, test_renders_and_round_trips = case_table_tests(real=REAL)
