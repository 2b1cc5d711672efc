"""Clause fields, canonical text and JSON round trip of attacks a card acts as (level, icons, "or" choices, targets), on cards of the DC/JLA, Image and Monumental sets.

The ``PRINTED`` and ``REAL`` cases are read as ``clause_checks.case_table_tests`` says.
"""

from __future__ import annotations

from typing import Any

from tests.grammar.clause_checks import case_table_tests

REAL: list[tuple[str, str, list[dict[str, Any]]]] = [
    [
        "Aquaman™ - Dolphin",
        "Acts as a level 5 Energy attack.",
        [{"kind": "attack", "level": 5, "icons": ["energy"]}],
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
        "Black Canary™ - Bird of Prey",
        "Acts as a level 4 Fighting attack.",
        [{"kind": "attack", "level": 4, "icons": ["fighting"]}],
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
        "The Flash - Speed-Lending",
        "Acts as a level 7 Strength attack.",
        [{"kind": "attack", "level": 7, "icons": ["strength"]}],
    ],
    [
        "The Trickster - Don't Mind Me...",
        "Acts as a level 4 Intellect attack.",
        [{"kind": "attack", "level": 4, "icons": ["intellect"]}],
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
        "Fairchild - Fist Full of Danger",
        "Acts as a level 3 Intellect attack.",
        [{"kind": "attack", "level": 3, "icons": ["intellect"]}],
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
        "Stryker - Serious Arsenal",
        "Acts as a level 6 Fighting attack.",
        [{"kind": "attack", "level": 6, "icons": ["fighting"]}],
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
        "Starjammers - Binary",
        "Acts as a level 11 Any-Power attack.",
        [{"kind": "attack", "level": 11, "icons": ["any_power"]}],
    ],
    [
        "Hawkman - The Winged Warrior",
        "Only Hawkman and Target character may at",
        [
            {
                "kind": "exclusive",
                "who": ["Hawkman", "target"],
                "actions": ["attack", "be_attacked", "defend"],
                "duration": "battle",
            }
        ],
    ],
    [
        "Wynonna Earp - Shootout",
        "Only Wynonna Earp and Target Character m",
        [
            {
                "kind": "exclusive",
                "who": ["Wynonna Earp", "target"],
                "actions": ["attack", "be_attacked", "defend"],
                "duration": "battle",
            }
        ],
    ],
    [
        "Adam Warlock - Soul Gem",
        "Only Adam Warlock and Target Character m",
        [
            {
                "kind": "exclusive",
                "who": ["Adam Warlock", "target"],
                "actions": ["attack", "be_attacked", "defend"],
                "duration": "battle",
            }
        ],
    ],
    [
        "Coming of Galactus - Galactic Busy Work",
        "All attacks with a Strength icon must be",
        [
            {
                "kind": "must_attack",
                "who": "same_front_line",
                "by": "both_players",
                "icons": ["strength"],
                "duration": {"until": "end of battle or that character is KO'd"},
            }
        ],
    ],
]

test_clause_fields, test_renders_and_round_trips = case_table_tests(real=REAL)
