"""Clause fields, canonical text and JSON round trip of conditions whose effect changes Hits, K.O., characters or the Venture Total.

The ``PRINTED`` and ``REAL`` cases are read as ``clause_checks.case_table_tests`` says.
"""

from __future__ import annotations

from typing import Any

from tests.grammar.clause_checks import case_table_tests

PRINTED: list[tuple[Any, ...]] = [
    (
        "Team +5 to Venture Total when KO'd.",
        [
            {
                "kind": "condition",
                "when": "self_ko",
                "then": [{"kind": "venture_modifier", "who": "team", "amount": 5}],
            }
        ],
        False,
    ),
    (
        "Opponent's team -5 to Venture Total when KO'd.",
        [
            {
                "kind": "condition",
                "when": "self_ko",
                "then": [{"kind": "venture_modifier", "who": "opponent_team", "amount": -5}],
            }
        ],
        False,
    ),
    (
        "When KO'd, Phoenix may continue to fight and is not discarded until end of battle.",
        [
            {
                "kind": "condition",
                "when": "self_ko",
                "then": [
                    {
                        "kind": "continue_fighting",
                        "who": "Phoenix",
                        "duration": {"until": "end of battle"},
                    }
                ],
            }
        ],
    ),
    (
        'Gamma Base Team -2 to Venture Total per battle if opponent is using "Annihilation '
        'Affair" Mission.',
        [
            {
                "kind": "condition",
                "when": "using_mission",
                "then": [{"kind": "venture_modifier", "who": "team", "amount": -2}],
            }
        ],
    ),
    (
        "If 3 heroes are still in play, resurrected hero is placed in reserve.",
        [
            {
                "kind": "condition",
                "when": "characters_in_play",
                "then": [{"kind": "character_move", "who": "resurrected", "to": "reserve"}],
            }
        ],
    ),
    (
        "If successful, remove all Strength Power card Hits from Thunderbird and teammate's "
        "Permanent Record and Hits from Current Battle.",
        [
            {
                "kind": "condition",
                "when": "successful",
                "then": [
                    {
                        "kind": "remove_hits",
                        "who": "Thunderbird and teammate",
                        "count": "all",
                        "record": "permanent_and_current",
                        "filter": "Strength Power card",
                    }
                ],
            }
        ],
    ),
    (
        "If attack is successful, remove all Hits of equal or lesser value from Dracula's "
        "Permanent Record.",
        [
            {
                "kind": "condition",
                "then": [
                    {
                        "kind": "remove_hits",
                        "who": "Dracula",
                        "count": "all",
                        "filter": "of equal or lesser value",
                    }
                ],
            }
        ],
    ),
    (
        "If successful, move all Hits from Polaris's Hits from Current Battle into Permanent "
        "Record.",
        [
            {
                "kind": "condition",
                "then": [
                    {
                        "kind": "move_hits",
                        "who": "Polaris",
                        "count": "all",
                        "record": "current",
                        "to": "Polaris",
                        "to_record": "permanent",
                    }
                ],
            }
        ],
    ),
    (
        "If successful, Target Character is KO'd by next level 2 Energy Power card Hit, "
        "regardless of Inherent Abilities and other Special cards.",
        [
            {
                "kind": "condition",
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
    ),
    (
        "If successful, Parasite gains skill levels of target opponent for remainder of battle.",
        [
            {
                "kind": "condition",
                "then": [
                    {
                        "kind": "grid_copy",
                        "who": "Parasite",
                        "from": "target",
                        "what": "skill_levels",
                        "duration": "battle",
                    }
                ],
            }
        ],
    ),
    (
        "When opponent brings in reserve, reserve may not enter until next battle.",
        [
            {
                "kind": "condition",
                "when": "brings_in_reserve",
                "detail": "opponent",
                "then": [{"kind": "skip_battle", "who": "reserve"}],
            }
        ],
    ),
    (
        "After being K.O.'d, Shang-Chi is resurrected at beginning of next battle, remains in "
        "play until end of battle, and is discarded at end of battle.",
        [
            {
                "kind": "condition",
                "when": "self_ko",
                "then": [
                    {
                        "kind": "resurrect",
                        "who": "Shang-Chi",
                        "duration": "next_battle",
                        "discarded_at_end": True,
                    }
                ],
            }
        ],
    ),
    (
        "In the battle that Reavers are KO'd, Reavers may continue to fight and are not "
        "discarded until the end of the battle.",
        [
            {
                "kind": "condition",
                "when": "ko_this_battle",
                "detail": "Reavers",
                "then": [{"kind": "continue_fighting", "who": "Reavers"}],
            }
        ],
    ),
    (
        "If successful, Brood gains skill levels of target opponent for remainder of battle.",
        [
            {
                "kind": "condition",
                "when": "successful",
                "then": [
                    {
                        "kind": "grid_copy",
                        "who": "Brood",
                        "from": "target",
                        "what": "skill_levels",
                        "duration": "battle",
                    }
                ],
            }
        ],
    ),
]


def _successful_next_hit_kos(icon: str) -> list[dict[str, Any]]:
    """ "If successful, Target Character is KO'd by the next level 2 or greater <icon> Power
    card Hit, regardless of ..." """
    ko = {
        "kind": "knock_out",
        "who": "target",
        "regardless": True,
        "next_hit_level": 2,
        "next_hit_icons": [icon],
        "next_hit_kinds": ["power"],
    }
    return [{"kind": "condition", "when": "successful", "then": [ko]}]


REAL: list[tuple[str, str, list[dict[str, Any]]]] = [
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
        "Brass - Armored Powerhouse",
        "If successful, Target Character is KO'd ",
        _successful_next_hit_kos("energy"),
    ],
    [
        "Fairchild - Super Smarts",
        "If successful, Target Character is KO'd ",
        _successful_next_hit_kos("intellect"),
    ],
    [
        "Overtkill - Contract Hit",
        "If successful, Target Character is KO'd ",
        _successful_next_hit_kos("strength"),
    ],
    [
        "Savage Dragon - Savage Strength",
        "If successful, Target Character is KO'd ",
        _successful_next_hit_kos("multipower"),
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

test_clause_fields, test_renders_and_round_trips = case_table_tests(printed=PRINTED, real=REAL)
