"""Clause fields of real texts of the DC/JLA, Image and Monumental sets: avoiding, defending, shifting and barring attacks.

Each case names a card and the start of one of its sentences; the sentence is read from
``../shared/data/`` and must parse in full into these clauses with these fields.
"""

from __future__ import annotations

from typing import Any

from tests.grammar.clause_checks import case_table_tests

CASES: list[tuple[str, str, list[dict[str, Any]]]] = [
    [
        "Aquaman™ - Allies from the Deep",
        "Aquaman may not defend this card.",
        [{"kind": "cannot_defend", "who": "Aquaman", "against": {"kinds": ["this_card"]}}],
    ],
    [
        "Captain Marvel™ - Power of Zeus",
        "Negates the effectof any 1 Special card ",
        [
            {
                "kind": "negate",
                "count": 1,
                "card_kinds": ["special"],
                "by": "opponent",
                "against": "Captain Marvel",
            }
        ],
    ],
    [
        "Darkseid - Kalibak™",
        "Darkseid may not defend this card.",
        [{"kind": "cannot_defend", "who": "Darkseid", "against": {"kinds": ["this_card"]}}],
    ],
    [
        "The Ray - Blinded by the Light",
        "Opponent must guess defense.",
        [{"kind": "block_rule", "rule": "guess", "who": "opponent"}],
    ],
    [
        "Any Character - Bastion",
        "Negate the effect of any 1 Special card.",
        [{"kind": "negate", "count": 1, "card_kinds": ["special"]}],
    ],
    [
        "Reavers - Donald Pierce",
        "Negates the effect of any 1 Special card",
        [{"kind": "negate", "count": 1, "card_kinds": ["special"], "by": "opponent"}],
    ],
    [
        "Aquaman™ - Allies from the Deep",
        "Aquaman may not be attacked until this S",
        [
            {
                "kind": "cannot_be_attacked",
                "who": "Aquaman",
                "duration": {"until": "this Special is attacked"},
            }
        ],
    ],
    [
        "Any Character - Guardian Angel",
        "Any character may avoid 1 attack.",
        [{"kind": "avoid", "who": "any_character", "count": 1}],
    ],
    [
        "Aquaman - King of the Seas™",
        "Avoid 1 attack.",
        [{"kind": "avoid", "who": "self", "count": 1}],
    ],
    [
        "Blue Beetle™ - Airgun",
        "Can only be defended by a card with a St",
        [
            {
                "kind": "defense_restriction",
                "only": {"icons": ["strength"]},
                "applies_to": "this_attack",
            }
        ],
    ],
    [
        "Black Canary™ - Working Clothes",
        "Avoid 1 attack made with a Universe card",
        [{"kind": "avoid", "who": "self", "count": 1, "card_kinds": ["universe"]}],
    ],
    [
        "Blue Beetle™ - Quick Wits",
        "Avoid any attack made with a Power card.",
        [{"kind": "avoid", "who": "self", "count": 1, "card_kinds": ["power"]}],
    ],
    [
        "Booster Gold™ - Energy Absorption Field",
        "Avoid 1 attack with an Energy icon.",
        [{"kind": "avoid", "who": "self", "count": 1, "icons": ["energy"]}],
    ],
    [
        "Booster Gold™",
        "Intellect Power cards are +3 when used f",
        [
            {
                "kind": "defense_modifier",
                "who": "self",
                "amount": 3,
                "card_kinds": ["power"],
                "icons": ["intellect"],
            }
        ],
    ],
    [
        "Captain Atom™ - Skin Alloy",
        "Captain Atom gains a +2 to defense for r",
        [{"kind": "defense_modifier", "who": "Captain Atom", "amount": 2, "duration": "battle"}],
    ],
    [
        "Captain Marvel™ - Strength of Hercules",
        "Cannot be defended by a card with an Ene",
        [
            {
                "kind": "defense_restriction",
                "forbids": {"icons": ["energy"]},
                "applies_to": "this_attack",
            }
        ],
    ],
    [
        "Darkseid - Kalibak™",
        "Darkseid may not be attacked until this ",
        [
            {
                "kind": "cannot_be_attacked",
                "who": "Darkseid",
                "duration": {"until": "this Special is attacked"},
            }
        ],
    ],
    [
        "Doctor Polaris™",
        "Power cards are +1 when used for defense",
        [{"kind": "defense_modifier", "who": "self", "amount": 1, "card_kinds": ["power"]}],
    ],
    [
        "Green Arrow - Kyudo Discipline",
        "Target opponent may not attack for remai",
        [{"kind": "cannot_attack", "who": "target", "duration": "battle"}],
    ],
    [
        "Green Lantern - Gotcha!",
        "Green Lantern and Target character may n",
        [{"kind": "cannot_attack", "who": "Green Lantern and target", "duration": "battle"}],
    ],
    [
        "Green Lantern - Goin' Ballistic",
        "Avoid 1 attack that contains a Strength ",
        [{"kind": "avoid", "who": "self", "count": 1, "icons": ["strength"]}],
    ],
    [
        "Hawkman - Mace",
        "Cannot be defended by a card with a Figh",
        [
            {
                "kind": "defense_restriction",
                "forbids": {"icons": ["fighting"]},
                "applies_to": "this_attack",
            }
        ],
    ],
    [
        "Killer Croc - Dumb Luck",
        "Cannot be defended by a card with an Int",
        [
            {
                "kind": "defense_restriction",
                "forbids": {"icons": ["intellect"]},
                "applies_to": "this_attack",
            }
        ],
    ],
    [
        "Martian Manhunter - Alien Physique",
        "May not be attacked for remainder of bat",
        [{"kind": "cannot_be_attacked", "who": "self", "duration": "battle"}],
    ],
    [
        "Mister Miracle - Oberon",
        "Mister Miracle may not attack or be atta",
        [
            {"kind": "cannot_attack", "who": "Mister Miracle", "duration": "battle"},
            {"kind": "cannot_be_attacked", "who": "Mister Miracle", "duration": "battle"},
        ],
    ],
    [
        "Neron - Lord of the Underworld",
        "All attacks made on Neron are made on Ta",
        [
            {
                "kind": "shift",
                "from": "Neron",
                "to": "target_teammate",
                "may_defend": True,
                "count": "all",
                "duration": {"until": "teammate is KO'd"},
            }
        ],
    ],
    [
        "Parallax - In Blackest Night",
        "Parallax gains +2 to defense for remaind",
        [{"kind": "defense_modifier", "who": "Parallax", "amount": 2, "duration": "battle"}],
    ],
    [
        "Parallax - Beware My Power",
        "Can only be defended by a defensive Spec",
        [
            {
                "kind": "defense_restriction",
                "only": {"kinds": ["defensive", "special"]},
                "applies_to": "this_attack",
            }
        ],
    ],
    [
        "Poison Ivy - Blowing You a Kiss",
        "Poison Ivy may not be attacked for remai",
        [{"kind": "cannot_be_attacked", "who": "Poison Ivy", "duration": "battle"}],
    ],
    [
        "The Joker - Keys to the Kingdom",
        "The Joker may avoid any numerical attack",
        [{"kind": "avoid", "who": "The Joker", "count": 1}],
    ],
    [
        "The Ray - Speed of Light",
        "The Ray may avoid any numerical attack.",
        [{"kind": "avoid", "who": "The Ray", "count": 1}],
    ],
    [
        "Wonder Woman - Gift of Flight",
        "Teammate may avoid 1 attack of 9 or less",
        [{"kind": "avoid", "who": "teammate", "count": 1, "max_value": 9}],
    ],
    [
        "Wonder Woman - Bullets & Bracelets",
        "Wonder Woman may avoid any numerical att",
        [{"kind": "avoid", "who": "Wonder Woman", "count": 1}],
    ],
    [
        "Backlash - Psi-Whips",
        "Additional attack may not be defended.",
        [{"kind": "defense_restriction", "applies_to": "follow_ups"}],
    ],
    [
        "Backlash - Team 7",
        "May not be defended by a card from a Bat",
        [
            {
                "kind": "defense_restriction",
                "applies_to": "this_attack",
                "forbids": {"source": "battlesite"},
            }
        ],
    ],
    [
        "Fairchild - Pure Muscle",
        "For remainder of game, any Strength atta",
        [
            {
                "kind": "no_shift",
                "who": "target",
                "icons": ["strength"],
                "duration": "game",
                "by": "Fairchild",
            }
        ],
    ],
    [
        "Grifter - WildC.A.T.",
        "Teammate may avoid 1 attack.",
        [{"kind": "avoid", "who": "teammate", "count": 1}],
    ],
    [
        "Grunge - Dense",
        "Avoid 1 attack with an Intellect icon.",
        [{"kind": "avoid", "who": "self", "count": 1, "icons": ["intellect"]}],
    ],
    [
        "Killrazor",
        "Strength Power cards are +2 when used fo",
        [
            {
                "kind": "defense_modifier",
                "who": "self",
                "amount": 2,
                "card_kinds": ["power"],
                "icons": ["strength"],
            }
        ],
    ],
    [
        "Killrazor - Inner Peace",
        "Avoid 1 Intellect attack.",
        [{"kind": "avoid", "who": "self", "count": 1, "icons": ["intellect"]}],
    ],
    [
        "Killrazor - Strykeforce",
        "For remainder of game, any Fighting atta",
        [
            {
                "kind": "no_shift",
                "who": "target",
                "icons": ["fighting"],
                "duration": "game",
                "by": "Killrazor",
            }
        ],
    ],
    [
        "Malebolgia - Demonic Magick",
        "Target Character may not attack or be at",
        [
            {"kind": "cannot_attack", "who": "target", "duration": "battle"},
            {"kind": "cannot_be_attacked", "who": "target", "duration": "battle"},
        ],
    ],
    [
        "Overtkill - Armor",
        "Overtkill may avoid any numerical attack",
        [{"kind": "avoid", "who": "Overtkill", "count": 1}],
    ],
    [
        "Ripclaw - Cyberforce",
        "Target Character gains +1 to defense for",
        [{"kind": "defense_modifier", "who": "target", "amount": 1, "duration": "game"}],
    ],
    [
        "Savage Dragon - Dragon Brawl",
        "May not be affected by a card with the w",
        [{"kind": "immunity", "who": "this_card", "words": ["teammate"]}],
    ],
    [
        "ShadowHawk - Battle Armor",
        "ShadowHawk may avoid any numerical attac",
        [{"kind": "avoid", "who": "ShadowHawk", "count": 1}],
    ],
    [
        "Spawn - Protector of the Innocent",
        "Spawn or teammate may avoid 1 attack of ",
        [{"kind": "avoid", "who": "self_or_teammate", "count": 1, "max_value": 9}],
    ],
    [
        "Tiffany - Lance",
        "Can only be defended by a card with an E",
        [
            {
                "kind": "defense_restriction",
                "only": {"icons": ["energy"]},
                "applies_to": "this_attack",
            }
        ],
    ],
    [
        "Violator - Darklands Army",
        "Violator's Team may not attack for remai",
        [{"kind": "cannot_attack", "who": "team", "duration": "battle"}],
    ],
    [
        "Witchblade - The Chosen",
        "Witchblade's teammates may not attack fo",
        [{"kind": "cannot_attack", "who": "teammate", "duration": "battle"}],
    ],
    [
        "Zealot - Warrior Soul",
        "Zealot's Team may not attack for remaind",
        [{"kind": "cannot_attack", "who": "team", "duration": "battle"}],
    ],
    [
        "Infestation Incident - Protect the Queen!",
        "All Power cards are +1 when used for def",
        [
            {
                "kind": "defense_modifier",
                "who": "all_characters",
                "amount": 1,
                "card_kinds": ["power"],
                "duration": "battle",
            }
        ],
    ],
    ["New Warriors - Justice", "Avoid 1 attack", [{"kind": "avoid", "who": "self", "count": 1}]],
    [
        "Acolytes - Skids",
        "Avoid any attack made with a Power Card.",
        [{"kind": "avoid", "who": "self", "count": 1, "card_kinds": ["power"]}],
    ],
    [
        "Acolytes - Unuscione",
        "Acolytes may not be attacked from a Batt",
        [
            {
                "kind": "cannot_be_attacked",
                "who": "Acolytes",
                "duration": "battle",
                "by_cards": {"source": "battlesite"},
            }
        ],
    ],
    [
        "Enforcers - Montana",
        "Enforcers and Target Character may not a",
        [{"kind": "cannot_attack", "who": "Enforcers and target", "duration": "battle"}],
    ],
    [
        "The Hellfire Club - Sebastian Shaw",
        "Avoid 1 attack with a Strength icon.",
        [{"kind": "avoid", "who": "self", "count": 1, "icons": ["strength"]}],
    ],
    [
        "Inhumans - Medusa",
        "Target Character may not attack for rema",
        [{"kind": "cannot_attack", "who": "target", "duration": "battle"}],
    ],
    [
        "Kree - Sentry",
        "Kree may not be attacked by a Power card",
        [
            {
                "kind": "cannot_be_attacked",
                "who": "Kree",
                "duration": "game",
                "by_cards": {"kinds": ["power"]},
                "same_value_as": {"card_kinds": ["power"], "whose": "Kree"},
            }
        ],
    ],
    [
        "Reavers - Pretty Boy",
        "Reavers may not be attacked for remainde",
        [{"kind": "cannot_be_attacked", "who": "Reavers", "duration": "battle"}],
    ],
    [
        "Starjammers - Hepzibah",
        "Starjammers may avoid any numerical atta",
        [{"kind": "avoid", "who": "Starjammers", "count": 1}],
    ],
    [
        "Thing - Aunt Petunia",
        "Thing may not attack or be attacked for ",
        [
            {"kind": "cannot_attack", "who": "Thing", "duration": "battle"},
            {"kind": "cannot_be_attacked", "who": "Thing", "duration": "battle"},
        ],
    ],
]

test_clause_fields, test_renders_and_round_trips = case_table_tests(real=CASES)
