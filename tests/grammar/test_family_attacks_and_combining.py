"""Clause fields of real texts of the DC/JLA, Image and Monumental sets: attacks a card acts as, grid costs, combining, attack modifiers.

Each case names a card and the start of one of its sentences; the sentence is read from
``../shared/data/`` and must parse in full into these clauses with these fields.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.grammar.clause_checks import assert_renders_and_round_trips, assert_tree
from tests.grammar.new_sets import sentence

CASES: list[tuple[str, str, list[dict[str, Any]]]] = [
    [
        "Aquaman™ - Dolphin",
        "Acts as a level 5 Energy attack.",
        [{"kind": "attack", "level": 5, "icons": ["energy"]}],
    ],
    [
        "Aquaman & Superman",
        "6 Strength to use acts as 4 Strength Pow",
        [
            {
                "kind": "requirement",
                "who": "self",
                "icons": ["strength"],
                "value": 6,
                "compare": ">=",
            },
            {
                "kind": "acts_as_power",
                "level": 4,
                "icons": ["strength"],
                "uses": ["attack", "defense"],
            },
        ],
    ],
    [
        "Aquaman & Superman",
        "Teammate with 6 Intellect must combine w",
        [
            {
                "kind": "combine",
                "count": 1,
                "card_kinds": ["power"],
                "icons": ["strength"],
                "choice": True,
                "purpose": "attack or defense",
                "who": "teammate with 6 Intellect",
                "allowed": True,
                "levels": [1, 4],
                "required": True,
            }
        ],
    ],
    [
        "Any Character - Death from Above",
        "Any character may make 1 additional atta",
        [{"kind": "additional_attack", "who": "any_character", "count": 1}],
    ],
    [
        "Batman & Martian Manhunter",
        "6 Fighting to use acts as 4 Fighting Pow",
        [
            {
                "kind": "requirement",
                "who": "self",
                "icons": ["fighting"],
                "value": 6,
                "compare": ">=",
            },
            {
                "kind": "acts_as_power",
                "level": 4,
                "icons": ["fighting"],
                "uses": ["attack", "defense"],
            },
        ],
    ],
    [
        "Batman & Martian Manhunter",
        "Teammate with 6 Strength must combine wi",
        [
            {
                "kind": "combine",
                "count": 1,
                "card_kinds": ["power"],
                "icons": ["intellect"],
                "choice": True,
                "purpose": "attack or defense",
                "who": "teammate with 6 Strength",
                "allowed": True,
                "levels": [1, 4],
                "required": True,
            }
        ],
    ],
    [
        "Aquaman™ - Hook",
        "Acts as a level 7 Fighting attack.",
        [{"kind": "attack", "level": 7, "icons": ["fighting"]}],
    ],
    [
        "Bane™ - Intellectual Superiority",
        "Acts as a level 9 Energy or Intellect at",
        [{"kind": "attack", "level": 9, "icons": ["energy", "intellect"], "choice": True}],
    ],
    [
        "Black Canary & Batman",
        "6 Intellect to use acts as 4 Intellect P",
        [
            {
                "kind": "requirement",
                "who": "self",
                "icons": ["intellect"],
                "value": 6,
                "compare": ">=",
            },
            {
                "kind": "acts_as_power",
                "level": 4,
                "icons": ["intellect"],
                "uses": ["attack", "defense"],
            },
        ],
    ],
    [
        "Black Canary & Batman",
        "Teammate with 6 Fighting must combine wi",
        [
            {
                "kind": "combine",
                "count": 1,
                "card_kinds": ["power"],
                "icons": ["intellect"],
                "choice": True,
                "purpose": "attack or defense",
                "who": "teammate with 6 Fighting",
                "allowed": True,
                "levels": [1, 4],
                "required": True,
            }
        ],
    ],
    [
        "Black Canary™ - Bird of Prey",
        "Acts as a level 4 Fighting attack.",
        [{"kind": "attack", "level": 4, "icons": ["fighting"]}],
    ],
    [
        "Black Canary™ - Bird of Prey",
        "May make 1 additional attack.",
        [{"kind": "additional_attack", "who": "self", "count": 1}],
    ],
    [
        "Azrael™ - Know My Wrath",
        "Acts as a level 10 Fighting attack.",
        [{"kind": "attack", "level": 10, "icons": ["fighting"]}],
    ],
    [
        "Black Canary™ - Opening Flower Discipline",
        "Acts as a level 5 Strength attack.",
        [{"kind": "attack", "level": 5, "icons": ["strength"]}],
    ],
    [
        "Blue Beetle & Booster Gold",
        "Teammate with 6 Energy must combine with",
        [
            {
                "kind": "combine",
                "count": 1,
                "card_kinds": ["power"],
                "icons": ["fighting"],
                "choice": True,
                "purpose": "attack or defense",
                "who": "teammate with 6 Energy",
                "allowed": True,
                "levels": [1, 4],
                "required": True,
            }
        ],
    ],
    [
        "Black Canary™ -The Oracle™ Connection",
        "Acts as a level 5 Intellect attack.",
        [{"kind": "attack", "level": 5, "icons": ["intellect"]}],
    ],
    [
        "Blue Beetle™ - Bwa-Ha-Ha-Ha!",
        "Acts as a level 6 Intellect attack.",
        [{"kind": "attack", "level": 6, "icons": ["intellect"]}],
    ],
    [
        "Blue Beetle™ - Airgun",
        "Acts as a level 3 Energy attack.",
        [{"kind": "attack", "level": 3, "icons": ["energy"]}],
    ],
    [
        "Brainiac™ - Brain Drain",
        "Acts as a level 8 Intellect attack.",
        [{"kind": "attack", "level": 8, "icons": ["intellect"]}],
    ],
    [
        "Booster Gold™ - Quarterback Sneak",
        "Acts as a level 6 Strength attack, may b",
        [
            {"kind": "attack", "level": 6, "icons": ["strength"]},
            {"kind": "permission", "who": "self", "action": "attack_reserve", "may_defend": True},
        ],
    ],
    [
        "Booster Gold™ - Gauntlet Energy Blast",
        "Acts as a level 4 Energy attack.",
        [{"kind": "attack", "level": 4, "icons": ["energy"]}],
    ],
    [
        "Captain Atom™ - Atomic Bolt",
        "Acts as a level 9 Energy or Fighting att",
        [{"kind": "attack", "level": 9, "icons": ["energy", "fighting"], "choice": True}],
    ],
    [
        "Captain Atom™ - Atomic Punch",
        "Acts as a level 4 Strength attack.",
        [{"kind": "attack", "level": 4, "icons": ["strength"]}],
    ],
    [
        "Captain Marvel™ - Strength of Hercules",
        "Acts as a level 6 Strength attack.",
        [{"kind": "attack", "level": 6, "icons": ["strength"]}],
    ],
    [
        "Captain Marvel™ - The Marvel Family™",
        "Acts as a level 3 Energy, Fighting, Stre",
        [
            {
                "kind": "attack",
                "level": 3,
                "icons": ["energy", "fighting", "strength", "intellect"],
                "choice": True,
            }
        ],
    ],
    [
        "Captain Marvel & Superman",
        "6 Energy to use acts as 4 Energy Power c",
        [
            {
                "kind": "requirement",
                "who": "self",
                "icons": ["energy"],
                "value": 6,
                "compare": ">=",
            },
            {
                "kind": "acts_as_power",
                "level": 4,
                "icons": ["energy"],
                "uses": ["attack", "defense"],
            },
        ],
    ],
    [
        "Captain Marvel & Superman",
        "Teammate with 6 Strength must combine wi",
        [
            {
                "kind": "combine",
                "count": 1,
                "card_kinds": ["power"],
                "icons": ["energy"],
                "choice": True,
                "purpose": "attack or defense",
                "who": "teammate with 6 Strength",
                "allowed": True,
                "levels": [1, 4],
                "required": True,
            }
        ],
    ],
    [
        "Doctor Polaris - Magnetic Energy Bolt",
        "Acts as a level 4 Fighting or Strength a",
        [{"kind": "attack", "level": 4, "icons": ["fighting", "strength"], "choice": True}],
    ],
    [
        "Darkseid - Omega Effect",
        "Acts as a level 7 Intellect attack.",
        [{"kind": "attack", "level": 7, "icons": ["intellect"]}],
    ],
    [
        "Doctor Polaris - Make the Blood Boil",
        "Acts as a level 7 Any-Power attack.",
        [{"kind": "attack", "level": 7, "icons": ["any_power"]}],
    ],
    [
        "Green Arrow - Eddie Fyers™",
        "Acts as a level 5 Fighting attack.",
        [{"kind": "attack", "level": 5, "icons": ["fighting"]}],
    ],
    [
        "Green Arrow & Green Lantern",
        "Teammate with 6 Energy must combine with",
        [
            {
                "kind": "combine",
                "count": 1,
                "card_kinds": ["power"],
                "icons": ["strength"],
                "choice": True,
                "purpose": "attack or defense",
                "who": "teammate with 6 Energy",
                "allowed": True,
                "levels": [1, 4],
                "required": True,
            }
        ],
    ],
    [
        "Green Arrow - Aikido Strike",
        "Acts as a level 4 Intellect or Strength ",
        [{"kind": "attack", "level": 4, "icons": ["intellect", "strength"], "choice": True}],
    ],
    [
        "Green Lantern - ...This Is a Gun",
        "Acts as a level 8 Any-Power attack.",
        [{"kind": "attack", "level": 8, "icons": ["any_power"]}],
    ],
    [
        "Hawkman & Batman",
        "Teammate with 6 Strength must combine wi",
        [
            {
                "kind": "combine",
                "count": 1,
                "card_kinds": ["power"],
                "icons": ["fighting"],
                "choice": True,
                "purpose": "attack or defense",
                "who": "teammate with 6 Strength",
                "allowed": True,
                "levels": [1, 4],
                "required": True,
            }
        ],
    ],
    [
        "Green Arrow - The Longbow Hunter",
        "Acts as a level 2 Strength attack.",
        [{"kind": "attack", "level": 2, "icons": ["strength"]}],
    ],
    [
        "Hawkman - Thanagarian Blaster",
        "Acts as a level 4 Fighting or Energy att",
        [{"kind": "attack", "level": 4, "icons": ["fighting", "energy"], "choice": True}],
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
        "Martian Manhunter - Maleable Form",
        "Target opponent may not attack Martian M",
        [
            {
                "kind": "targeted_attack",
                "who": "target",
                "target": "Martian Manhunter",
                "unless": "attacked_first_by_them",
                "duration": "battle",
            }
        ],
    ],
    [
        "Neron - Necromantic Blast",
        "Acts as a level 2 Energy attack.",
        [{"kind": "attack", "level": 2, "icons": ["energy"]}],
    ],
    [
        "Orion & Mister Miracle",
        "Teammate with 6 Intellect must combine w",
        [
            {
                "kind": "combine",
                "count": 1,
                "card_kinds": ["power"],
                "icons": ["fighting"],
                "choice": True,
                "purpose": "attack or defense",
                "who": "teammate with 6 Intellect",
                "allowed": True,
                "levels": [1, 4],
                "required": True,
            }
        ],
    ],
    [
        "Orion - Source of the Beast",
        "Acts as a level 4 Energy, Strength, Figh",
        [
            {
                "kind": "attack",
                "level": 4,
                "icons": ["energy", "strength", "fighting", "intellect"],
                "choice": True,
            }
        ],
    ],
    [
        "Orion - Astro-Glider",
        "Acts as a level 6 Any-Power card.",
        [
            {
                "kind": "acts_as_power",
                "level": 6,
                "icons": ["any_power"],
                "uses": ["attack", "defense"],
            }
        ],
    ],
    [
        "Orion - Astro-Glider",
        "May not be combined with Universe cards.",
        [{"kind": "combine", "card_kinds": ["universe"], "choice": True, "purpose": "attack"}],
    ],
    [
        "Parallax - Beware My Power",
        "Acts as a level 2 Energy, Strength, Figh",
        [
            {
                "kind": "attack",
                "level": 2,
                "icons": ["energy", "strength", "fighting", "intellect"],
                "choice": True,
            }
        ],
    ],
    [
        "Supergirl - Girl of Steel",
        "Acts as a level 9 Fighting or Strength a",
        [{"kind": "attack", "level": 9, "icons": ["fighting", "strength"], "choice": True}],
    ],
    [
        "Superman & The Ray",
        "Teammate with 6 Energy must combine with",
        [
            {
                "kind": "combine",
                "count": 1,
                "card_kinds": ["power"],
                "icons": ["intellect"],
                "choice": True,
                "purpose": "attack or defense",
                "who": "teammate with 6 Energy",
                "allowed": True,
                "levels": [1, 4],
                "required": True,
            }
        ],
    ],
    [
        "The Flash & Superman",
        "Teammate with 6 Fighting must combine wi",
        [
            {
                "kind": "combine",
                "count": 1,
                "card_kinds": ["power"],
                "icons": ["energy"],
                "choice": True,
                "purpose": "attack or defense",
                "who": "teammate with 6 Fighting",
                "allowed": True,
                "levels": [1, 4],
                "required": True,
            }
        ],
    ],
    [
        "The Flash - 1-2 (Thousand) Punch",
        "May make 2 additional attacks.",
        [{"kind": "additional_attack", "who": "self", "count": 2}],
    ],
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
        "The Flash - Speed-Lending",
        "Acts as a level 7 Strength attack.",
        [{"kind": "attack", "level": 7, "icons": ["strength"]}],
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
        "The Trickster - Don't Mind Me...",
        "Acts as a level 4 Intellect attack.",
        [{"kind": "attack", "level": 4, "icons": ["intellect"]}],
    ],
    [
        "Wonder Woman & Batman",
        "Teammate with 6 Fighting must combine wi",
        [
            {
                "kind": "combine",
                "count": 1,
                "card_kinds": ["power"],
                "icons": ["strength"],
                "choice": True,
                "purpose": "attack or defense",
                "who": "teammate with 6 Fighting",
                "allowed": True,
                "levels": [1, 4],
                "required": True,
            }
        ],
    ],
    [
        "Brass - Armored Powerhouse",
        "Acts as level 6 Any-Power attack.",
        [{"kind": "attack", "level": 6, "icons": ["any_power"]}],
    ],
    [
        "Backlash - Team 7",
        "Acts as a level 5 Fighting or Strength a",
        [{"kind": "attack", "level": 5, "icons": ["fighting", "strength"], "choice": True}],
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
        "Fairchild - Fist Full of Danger",
        "Acts as a level 3 Intellect attack.",
        [{"kind": "attack", "level": 3, "icons": ["intellect"]}],
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
        "Fairchild - Super Smarts",
        "Acts as a level 6 Any-Power attack.",
        [{"kind": "attack", "level": 6, "icons": ["any_power"]}],
    ],
    [
        "Grifter - Nerves of Steel",
        "Acts as a level 12 Intellect attack.",
        [{"kind": "attack", "level": 12, "icons": ["intellect"]}],
    ],
    [
        "Grifter - Team 7",
        "Acts as a level 5 Energy or Intellect at",
        [{"kind": "attack", "level": 5, "icons": ["energy", "intellect"], "choice": True}],
    ],
    [
        "Grunge - Martial Arts Training",
        "Acts as a level 3 Strength attack.",
        [{"kind": "attack", "level": 3, "icons": ["strength"]}],
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
        "Killrazor - Biomorphic Blades",
        "Acts as a level 7 Energy attack.",
        [{"kind": "attack", "level": 7, "icons": ["energy"]}],
    ],
    [
        "Killrazor - Deadly Mutation",
        "Acts as level 5 Fighting attack.",
        [{"kind": "attack", "level": 5, "icons": ["fighting"]}],
    ],
    [
        "Killrazor - Deadly Mutation",
        "May make 1 additional Fighting attack.",
        [{"kind": "additional_attack", "who": "self", "count": 1, "icons": ["fighting"]}],
    ],
    [
        "OvertKill - High Caliber",
        "Acts as a level 6 Energy or Fighting car",
        [
            {
                "kind": "acts_as_power",
                "level": 6,
                "icons": ["energy", "fighting"],
                "choice": True,
                "uses": ["attack", "defense"],
            }
        ],
    ],
    [
        "ShadowHawk - Back Snap",
        "Acts as a level 4 Any-Power attack.",
        [{"kind": "attack", "level": 4, "icons": ["any_power"]}],
    ],
    [
        "ShadowHawk - Night Prowler",
        "Acts as a level 3 Fighting attack.",
        [{"kind": "attack", "level": 3, "icons": ["fighting"]}],
    ],
    [
        "ShadowHawk - Hospitalize",
        "Acts as a level 6 Energy or Strength att",
        [{"kind": "attack", "level": 6, "icons": ["energy", "strength"], "choice": True}],
    ],
    [
        "Spawn© - Finite Power",
        "For remainder of battle, Target Characte",
        [
            {
                "kind": "targeted_attack",
                "who": "target",
                "unless": "opponent_discards_2_cards_per_attack",
                "duration": "battle",
            }
        ],
    ],
    [
        "Stryker - Mutant Cyborg",
        "May combine with 1 MultiPower Power card",
        [
            {
                "kind": "combine",
                "count": 1,
                "card_kinds": ["power"],
                "icons": ["multipower"],
                "choice": True,
                "purpose": "attack",
                "allowed": True,
            }
        ],
    ],
    [
        "Stryker - Serious Arsenal",
        "Acts as a level 6 Fighting attack.",
        [{"kind": "attack", "level": 6, "icons": ["fighting"]}],
    ],
    [
        "Stryker - Serious Arsenal",
        "May combine with 1 Fighting card for a s",
        [
            {
                "kind": "combine",
                "count": 1,
                "icons": ["fighting"],
                "choice": True,
                "purpose": "attack",
                "allowed": True,
            }
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
        "Violator - Heart Attack",
        "Acts as a level 9 Energy attack.",
        [{"kind": "attack", "level": 9, "icons": ["energy"]}],
    ],
    [
        "Violator - Darklands Army",
        "Acts as a level 11 Energy, Fighting, or ",
        [
            {
                "kind": "attack",
                "level": 11,
                "icons": ["energy", "fighting", "intellect"],
                "choice": True,
            }
        ],
    ],
    [
        "Witchblade - NYPD Instinct",
        "May combine with 1 MultiPower card for a",
        [
            {
                "kind": "combine",
                "count": 1,
                "icons": ["multipower"],
                "choice": True,
                "purpose": "attack",
                "allowed": True,
            }
        ],
    ],
    [
        "Wynonna Earp - Famous Lineage",
        "Acts as a level 5 Any-Power attack.",
        [{"kind": "attack", "level": 5, "icons": ["any_power"]}],
    ],
    [
        "Witchblade - The Chosen",
        "Acts as a level 11 Fighting attack.",
        [{"kind": "attack", "level": 11, "icons": ["fighting"]}],
    ],
    [
        "Zealot - Warrior Soul",
        "Acts as a level 11 Strength, Fighting, o",
        [
            {
                "kind": "attack",
                "level": 11,
                "icons": ["strength", "fighting", "intellect"],
                "choice": True,
            }
        ],
    ],
    [
        "Alpha Flight - Sasquatch",
        "Acts as a level 9 Strength or Intellect ",
        [{"kind": "attack", "level": 9, "icons": ["strength", "intellect"], "choice": True}],
    ],
    [
        "Blob - Avalanche",
        "May combine with 1 Strength card for a s",
        [
            {
                "kind": "combine",
                "count": 1,
                "icons": ["strength"],
                "choice": True,
                "purpose": "attack",
                "allowed": True,
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
        "Henry Pym - Ultron 1",
        "Acts as a level 1 Energy, Fighting, Stre",
        [
            {
                "kind": "attack",
                "level": 1,
                "icons": ["energy", "fighting", "strength", "intellect"],
                "choice": True,
            }
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
        "Acolytes - Fabian Cortez",
        "Acolytes team is +1 to all numeric Speci",
        [
            {
                "kind": "attack_modifier",
                "who": "team",
                "amount": 1,
                "card_kinds": ["special", "numerical"],
                "duration": "battle",
            },
            {
                "kind": "defense_modifier",
                "who": "team",
                "amount": 1,
                "card_kinds": ["special", "numerical"],
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
        "Inhumans - Black Bolt",
        "Acts as a level 8 Energy, Strength, Figh",
        [
            {
                "kind": "attack",
                "level": 8,
                "icons": ["energy", "strength", "fighting", "intellect"],
                "choice": True,
            }
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
    [
        "Marauders - Scalphunter",
        "Marauders may attack the Reserve Charact",
        [
            {
                "kind": "targeted_attack",
                "who": "Marauders",
                "target": "reserve",
                "allowed": True,
                "duration": "battle",
            }
        ],
    ],
    [
        "Morlocks - Erg",
        "Acts as a level 6 Energy attack.",
        [{"kind": "attack", "level": 6, "icons": ["energy"]}],
    ],
    [
        "Reavers - Skull Buster (sic)",
        "Acts as a level 2 Energy, Strength, or F",
        [
            {
                "kind": "attack",
                "level": 2,
                "icons": ["energy", "strength", "fighting"],
                "choice": True,
            }
        ],
    ],
    [
        "Shi'ar - Gladiator",
        "Acts as a level 8 Strength Power card.",
        [
            {
                "kind": "acts_as_power",
                "level": 8,
                "icons": ["strength"],
                "uses": ["attack", "defense"],
            }
        ],
    ],
    [
        "Starjammers - Ch'od",
        "Teammate may combine with 1 Energy card ",
        [
            {
                "kind": "combine",
                "count": 1,
                "icons": ["energy"],
                "choice": True,
                "purpose": "attack",
                "who": "teammate",
                "allowed": True,
            }
        ],
    ],
    [
        "Starjammers - Corsair",
        "May combine with 1 Intellect card for a ",
        [
            {
                "kind": "combine",
                "count": 1,
                "icons": ["intellect"],
                "choice": True,
                "purpose": "attack",
                "allowed": True,
            }
        ],
    ],
    [
        "Starjammers - Binary",
        "Acts as a level 11 Any-Power attack.",
        [{"kind": "attack", "level": 11, "icons": ["any_power"]}],
    ],
    [
        "Hawkman™",
        "Basic Universe card bonuses are an addit",
        [{"kind": "bonus_modifier", "card_kinds": ["basic", "universe"], "amount": 2}],
    ],
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
        "Department H",
        "Department H Team's Universe: Teamwork c",
        [{"kind": "bonus_modifier", "who": "team", "card_kinds": ["teamwork"], "amount": 1}],
    ],
]


@pytest.mark.parametrize(
    ("name", "start", "clauses"), CASES, ids=[f"{n}: {s}" for n, s, _ in CASES]
)
def test_clause_fields(name: str, start: str, clauses: list[dict[str, Any]]) -> None:
    assert_tree(sentence(name, start), clauses)


@pytest.mark.parametrize(("name", "start"), [(n, s) for n, s, _ in CASES[::4]])
def test_renders_and_survives_json(name: str, start: str) -> None:
    assert_renders_and_round_trips(sentence(name, start))
