"""Clause fields of real texts of the DC/JLA, Image and Monumental sets: conditions ("if successful", "if ... against Reserve") and their clauses.

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
        "Any Character - Confusion",
        "Avoids all attacks from 1 Teamwork card,",
        [
            {
                "kind": "choice",
                "options": [
                    {"kind": "avoid", "who": "self", "count": "all", "card_kinds": ["teamwork"]},
                    {
                        "kind": "discard",
                        "who": "target",
                        "count": 1,
                        "from": "placed",
                        "to": "dead_pile",
                        "filter": "Teamwork placed",
                    },
                ],
            }
        ],
    ],
    [
        "Fairchild - Level-Headed Leader",
        "Avoid all attacks from 1 Teamwork card, ",
        [
            {
                "kind": "choice",
                "options": [
                    {"kind": "avoid", "who": "self", "count": "all", "card_kinds": ["teamwork"]},
                    {
                        "kind": "discard",
                        "who": "target",
                        "count": 1,
                        "from": "placed",
                        "to": "dead_pile",
                        "filter": "Teamwork placed",
                    },
                ],
            }
        ],
    ],
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
        "Blue Beetle™ - Bwa-Ha-Ha-Ha!",
        "If successful, opponent -4 to Venture to",
        [
            {
                "kind": "condition",
                "when": "successful",
                "then": [{"kind": "venture_modifier", "who": "opponent", "amount": -4}],
            }
        ],
    ],
    [
        "Captain Marvel™ - Speed of Mercury",
        "Captain Marvel's Fighting Rating increas",
        [
            {
                "kind": "grid_change",
                "who": "Captain Marvel",
                "icons": ["fighting"],
                "set_to": 7,
                "duration": "game",
            }
        ],
    ],
    [
        "Darkseid - Omega Effect",
        "If successful, Target character may not ",
        [
            {
                "kind": "condition",
                "when": "successful",
                "then": [{"kind": "cannot_attack", "who": "target", "duration": "battle"}],
            }
        ],
    ],
    [
        "Hawkman - Katar Blade",
        "Hawkman's Energy and Fighting ratings ar",
        [
            {
                "kind": "grid_change",
                "who": "Hawkman",
                "icons": ["energy", "fighting"],
                "set_to": 7,
                "duration": "next_battle",
            }
        ],
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
        "Neron - Your Soul Is Mine!",
        "If successful, Target character must dis",
        [
            {
                "kind": "condition",
                "when": "successful",
                "then": [
                    {
                        "kind": "discard",
                        "who": "target",
                        "count": 2,
                        "from": "hand",
                        "to": "dead_pile",
                        "filter": "choice of:opponent",
                    }
                ],
            }
        ],
    ],
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
        "Brass - Armored Powerhouse",
        "If successful, Target Character is KO'd ",
        [
            {
                "kind": "condition",
                "when": "successful",
                "then": [
                    {
                        "kind": "knock_out",
                        "who": "target",
                        "regardless": True,
                        "next_hit_level": 2,
                        "next_hit_icons": ["energy"],
                        "next_hit_kinds": ["power"],
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
        "Curse - Appendage of Death",
        "If successful, Target Character must dis",
        [
            {
                "kind": "condition",
                "when": "successful",
                "then": [
                    {
                        "kind": "discard",
                        "who": "target",
                        "count": "all",
                        "from": "placed",
                        "to": "dead_pile",
                        "filter": "placed",
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
        "Fairchild - Super Smarts",
        "If successful, Target Character is KO'd ",
        [
            {
                "kind": "condition",
                "when": "successful",
                "then": [
                    {
                        "kind": "knock_out",
                        "who": "target",
                        "regardless": True,
                        "next_hit_level": 2,
                        "next_hit_icons": ["intellect"],
                        "next_hit_kinds": ["power"],
                    }
                ],
            }
        ],
    ],
    [
        "Grunge - Lover Boy",
        "Value of Power Card is also added to Ven",
        [
            {
                "kind": "value_to_venture",
                "who": "self",
                "source": "Power card",
                "duration": "battle",
                "also": True,
            }
        ],
    ],
    [
        "Malebolgia - Master of the Darklands",
        "Malebolgia cannot be Cumulative KO'd for",
        [{"kind": "ko_threshold", "who": "Malebolgia", "duration": "game", "forbids": ["all"]}],
    ],
    [
        "Malebolgia - Reign of Fire",
        "Value of Power Card is added to Venture ",
        [{"kind": "value_to_venture", "who": "self", "source": "Power card", "duration": "battle"}],
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
                "after": "Overtkill plays a Universe: Teamwork card",
                "duration": "game",
            }
        ],
    ],
    [
        "Overtkill - Contract Hit",
        "If successful, Target Character is KO'd ",
        [
            {
                "kind": "condition",
                "when": "successful",
                "then": [
                    {
                        "kind": "knock_out",
                        "who": "target",
                        "regardless": True,
                        "next_hit_level": 2,
                        "next_hit_icons": ["strength"],
                        "next_hit_kinds": ["power"],
                    }
                ],
            }
        ],
    ],
    [
        "Ripclaw - Rip and Tear",
        "If successful, Target Character must dis",
        [
            {
                "kind": "condition",
                "when": "successful",
                "then": [
                    {
                        "kind": "discard",
                        "who": "target",
                        "count": 1,
                        "from": "placed",
                        "to": "dead_pile",
                        "filter": "placed choice of:opponent",
                    }
                ],
            }
        ],
    ],
    [
        "ShadowHawk - Brutal Revenge",
        "If successful, Opponent must discard all",
        [
            {
                "kind": "condition",
                "when": "successful",
                "then": [
                    {
                        "kind": "discard",
                        "who": "opponent",
                        "count": "all",
                        "from": "hand",
                        "to": "dead_pile",
                        "filter": "Strength",
                    }
                ],
            }
        ],
    ],
    [
        "Savage Dragon - Savage Strength",
        "If successful, Target Character is KO'd ",
        [
            {
                "kind": "condition",
                "when": "successful",
                "then": [
                    {
                        "kind": "knock_out",
                        "who": "target",
                        "regardless": True,
                        "next_hit_level": 2,
                        "next_hit_icons": ["multipower"],
                        "next_hit_kinds": ["power"],
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
        "Stryker - Cyberforce Leader",
        "Value of Power card is added to Venture ",
        [{"kind": "value_to_venture", "who": "self", "source": "Power card", "duration": "battle"}],
    ],
    [
        "The Darkness - Kiling Touch",
        "If successful, Target Character must dis",
        [
            {
                "kind": "condition",
                "when": "successful",
                "then": [
                    {
                        "kind": "discard",
                        "who": "target",
                        "count": 2,
                        "from": "hand",
                        "to": "dead_pile",
                        "filter": "choice of:opponent",
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
        "Velocity - Quick Thinking",
        "If successful, opponent must discard all",
        [
            {
                "kind": "condition",
                "when": "successful",
                "then": [
                    {
                        "kind": "discard",
                        "who": "opponent",
                        "count": "all",
                        "from": "hand",
                        "to": "dead_pile",
                        "filter": "Special",
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
        "Voodoo - True Vision",
        "If successful, Target Character must dis",
        [
            {
                "kind": "condition",
                "when": "successful",
                "then": [
                    {
                        "kind": "discard",
                        "who": "target",
                        "count": "all",
                        "from": "placed",
                        "to": "dead_pile",
                        "filter": "placed",
                    }
                ],
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
        "Zealot - Clef Blade",
        "If successful, Opponent must discard 1 c",
        [
            {
                "kind": "condition",
                "when": "successful",
                "then": [
                    {
                        "kind": "discard",
                        "who": "opponent",
                        "count": 1,
                        "from": "hand",
                        "to": "dead_pile",
                        "filter": "choice of:opponent",
                    }
                ],
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
    [
        "Hydra - Baron Von Strucker",
        "Hydra's Fighting and Intellect Ratings i",
        [
            {
                "kind": "grid_change",
                "who": "Hydra",
                "icons": ["fighting", "intellect"],
                "set_to": 7,
                "duration": "game",
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
        "Secret Wars - Keeps Going & Going",
        "Multipower Power cards do not count in t",
        [
            {
                "kind": "no_venture",
                "card_kinds": ["power"],
                "icons": ["multipower"],
                "duration": "battle",
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
    [
        "The Hellfire Club - Selene",
        "If successful, Target Character may not ",
        [
            {
                "kind": "condition",
                "when": "successful",
                "then": [
                    {
                        "kind": "play_restriction",
                        "who": "target",
                        "icons": ["energy"],
                        "duration": "battle",
                        "verb": "use",
                    }
                ],
            }
        ],
    ],
    [
        "Kree - Prime Minister Zarek",
        "Negates the effect of all Event cards in",
        [{"kind": "negate", "count": "all", "card_kinds": ["event"], "duration": "next_battle"}],
    ],
    [
        "Morlocks - Masque",
        "Target Character's hits to K.O. number i",
        [{"kind": "ko_threshold", "who": "target", "delta": -5, "duration": "game"}],
    ],
    [
        "Serpent Society - Asp",
        "If successful, Target Character may not ",
        [
            {
                "kind": "condition",
                "when": "successful",
                "then": [{"kind": "cannot_attack", "who": "target", "duration": "battle"}],
            }
        ],
    ],
    [
        "X-Babies - Li'l Colossus",
        "If successful opponent -4 to Venture tot",
        [
            {
                "kind": "condition",
                "when": "successful",
                "then": [{"kind": "venture_modifier", "who": "opponent", "amount": -4}],
            }
        ],
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
