"""Clause fields, canonical text and JSON round trip of Hits removed, moved or placed, and the K.O. rules.

The ``PRINTED`` and ``REAL`` cases are read as ``clause_checks.case_table_tests`` says.
"""

from __future__ import annotations

from typing import Any

from tests.grammar.clause_checks import case_table_tests

PRINTED: list[tuple[Any, ...]] = [
    (
        "Baron Mordo's Hits to K.O. is reduced to 7 points.",
        [{"kind": "ko_threshold", "who": "Baron Mordo", "set_to": 7}],
        False,
    ),
    (
        "Rhino's hits to KO number is increased by 2 points for remainder of game.",
        [{"kind": "ko_threshold", "who": "Rhino", "delta": 2, "duration": "game"}],
        False,
    ),
    (
        "Target Character's Hits to K.O. number is decreased by 5 points for remainder of game. One Per Deck",
        [{"kind": "ko_threshold", "who": "target", "delta": -5, "duration": "game"}],
        True,
    ),
    (
        "Sabra may not be Cumulative KO'd for remainder of game. One Per Deck",
        [{"kind": "ko_threshold", "who": "Sabra", "spectrum": False, "duration": "game"}],
        True,
    ),
    (
        "May not be Spectrum KO'd with Strength Power cards.",
        [{"kind": "ko_threshold", "spectrum": True, "icons": ["strength"], "forbids": ["power"]}],
        False,
    ),
    (
        "May not be Cumulative KO'd with Energy Power cards.",
        [{"kind": "ko_threshold", "spectrum": False, "icons": ["energy"]}],
        False,
    ),
    (
        "May only be Cumulative KO'd by 30 or more points.",
        [{"kind": "ko_threshold", "set_to": 30, "spectrum": False}],
        False,
    ),
    (
        "All Energy Power Card Hits on Target Character are doubled when determing Cumulative K.O. for remainder of game.",
        [
            {
                "kind": "ko_threshold",
                "who": "target",
                # the hits count double toward the KO; the threshold is not doubled
                "hit_multiplier": 2,
                "multiplier": None,
                "icons": ["energy"],
                "duration": "game",
            }
        ],
        False,
    ),
    (
        "Remove 1 Hit from Black Panther's Permanent Record.",
        [{"kind": "remove_hits", "who": "Black Panther", "count": 1, "record": "permanent"}],
        False,
    ),
    (
        "Remove up to 2 hits with a Fighting icon from Hobgoblin's Permanent Record.",
        [{"kind": "remove_hits", "who": "Hobgoblin", "count": 2, "filter": "with fighting icon"}],
        False,
    ),
    (
        "Remove up to 2 Hits with an Energy icon from one teammate's Permanent Record.",
        [{"kind": "remove_hits", "who": "teammate", "count": 2, "record": "permanent"}],
        False,
    ),
    (
        "Remove all hits with a Strength icon from the permanent record of all heroes.",
        [{"kind": "remove_hits", "count": "all", "who": "all_characters"}],
        False,
    ),
    (
        "Remove 1 Hit from Hawkeye's Hits From the Current Battle.",
        [{"kind": "remove_hits", "who": "Hawkeye", "record": "current"}],
        False,
    ),
    (
        "May not be Spectrum KO'd with Special cards.",
        [{"kind": "ko_threshold", "spectrum": True, "forbids": ["special"]}],
        False,
    ),
    (
        "Remove 1 hit from the permanent record of one character, and put it in the permanent "
        "record of any teammate.",
        [{"kind": "remove_hits", "count": 1, "record": "permanent", "to": "teammate"}],
    ),
    (
        "All hits on the permanent record of all front line heroes are moved to the permanent "
        "record of one front line hero.",
        [
            {
                "kind": "move_hits",
                "who": "all_front_line",
                "count": "all",
                "to": "front_line",
                "to_record": "permanent",
            }
        ],
    ),
    (
        "All hits from the current battle are discarded at the end of the battle, and do not "
        "get added to the permanent record.",
        [{"kind": "hits_not_recorded"}],
    ),
    (
        "Remove all Hits from any of Landau, Luckman & Lake's Front Line Character's Permanent "
        "Record and Current Battle, and switch places with the Landau, Luckman & Lake's Reserve.",
        [
            {
                "kind": "remove_hits",
                "who": "any of Landau, Luckman & Lake's Front Line characters",
                "count": "all",
                "record": "permanent_and_current",
            },
            {"kind": "character_move", "to": "reserve"},
        ],
    ),
    (
        "Switch entire Permanent Record of any of The Princess Bar's Front Line Characters with "
        "Permanent Record of any Front Line teammate.",
        [
            {
                "kind": "switch_record",
                "who": "any of The Princess Bar's Front Line characters",
                "partner": "any Front Line teammate",
            }
        ],
    ),
    (
        "One front line hero of your choice is immediately KO'd.",
        [{"kind": "knock_out", "who": "front_line", "chosen_by": "player", "regardless": False}],
    ),
    (
        "Remove a Power card Hit from Ka-Zar's or Teammate's Permanent Record.",
        [
            {
                "kind": "remove_hits",
                "who": "self_or_teammate",
                "count": 1,
                "record": "permanent",
                "filter": "Power card",
            }
        ],
    ),
    (
        "Remove 1 Hit from Morlock's or teammate's Permanent Record or Hits from Current Battle.",
        [
            {
                "kind": "remove_hits",
                "who": "self_or_teammate",
                "count": 1,
                "record": "permanent_or_current",
            }
        ],
    ),
    (
        "Remove 1 Hit of 5 or less from the Permanent Record or Hits From Current Battle of "
        "Reyes or teammate.",
        [
            {
                "kind": "remove_hits",
                "who": "self_or_teammate",
                "record": "permanent_or_current",
                "filter": "of 5 or less",
            }
        ],
    ),
    (
        "Move any 1 Hit from teammate to Thunderbird.",
        [{"kind": "move_hits", "who": "teammate", "count": 1, "to": "Thunderbird"}],
    ),
    (
        "Black Panther's Battlesite's Hits to K.O. number is increased by 5 points for remainder "
        "of game.",
        [
            {
                "kind": "ko_threshold",
                "who": "Black Panther's Battlesite",
                "delta": 5,
                "duration": "game",
            }
        ],
    ),
    (
        "This Special acts identical to any Hit in Absorbing Man's Hits from the Current "
        "Battle or Permanent Record.",
        [{"kind": "copy_hit", "who": "Absorbing Man", "record": "permanent_or_current"}],
    ),
    (
        "Heroes For Hire Hits to K.O. is increased by 4 and Heroes For Hire is -1 to all "
        "action for remainder of game.",
        [
            {"kind": "ko_threshold", "who": "Heroes For Hire", "delta": 4},
            {"kind": "attack_modifier", "who": "Heroes For Hire", "amount": -1},
            {"kind": "defense_modifier", "who": "Heroes For Hire", "amount": -1},
        ],
    ),
    (
        "Remove 1 Hit from Cyclops's or teammate's Hits from Current Battle.",
        [{"kind": "remove_hits", "who": "self_or_teammate", "count": 1, "record": "current"}],
    ),
    (
        "Move all Hits from Storm's Permanent Record to teammate.",
        [
            {
                "kind": "move_hits",
                "who": "Storm",
                "count": "all",
                "record": "permanent",
                "to": "teammate",
            }
        ],
    ),
    (
        "Level 1 or 2 Power card Hits do not count for Spectrum KO.",
        [{"kind": "spectrum_exclusion", "card_kinds": ["power"], "level": [1, 2]}],
    ),
    (
        "Remove up to 2 Hits that each have more than one icon from Colossus' Permanent Record.",
        [
            {
                "kind": "remove_hits",
                "who": "Colossus",
                "count": 2,
                "record": "permanent",
                "filter": "with more than one icon",
            }
        ],
    ),
    (
        "Move all hits from Holocaust's Hits from Current Battle into Permanent Records.",
        [
            {
                "kind": "move_hits",
                "who": "Holocaust",
                "count": "all",
                "record": "current",
                "to_record": "permanent",
            }
        ],
    ),
    (
        "Move all of target opponent's Hits from Permanent Record into Hits from Current Battle.",
        [
            {
                "kind": "move_hits",
                "who": "target",
                "count": "all",
                "record": "permanent",
                "to_record": "current",
            }
        ],
    ),
    ("KO any one of Onslaught's teammates.", [{"kind": "knock_out", "who": "teammate"}]),
    (
        "All of teammates' Hits from Current Battle are discarded and do not get added to Venture Total for this battle.",
        [{"kind": "discard_hits", "who": "teammate", "record": "current", "duration": "battle"}],
    ),
    (
        "Remove 1 hit from the Permanent Record of Onslaught teammate for every card in the Defeated Mission Pile.",
        [
            {
                "kind": "remove_hits",
                "who": "teammate",
                "count": 1,
                "record": "permanent",
                "scaling": {
                    "amount": 1,
                    "per": "card in Defeated Missions Pile",
                    "count": {"what": "cards", "where": "defeated_missions"},
                },
            }
        ],
    ),
]

REAL: list[tuple[str, str, list[dict[str, Any]]]] = [
    [
        "Malebolgia - Master of the Darklands",
        "Malebolgia cannot be Cumulative KO'd for",
        [{"kind": "ko_threshold", "who": "Malebolgia", "duration": "game", "forbids": ["all"]}],
    ],
    [
        "Morlocks - Masque",
        "Target Character's hits to K.O. number i",
        [{"kind": "ko_threshold", "who": "target", "delta": -5, "duration": "game"}],
    ],
]

test_clause_fields, test_renders_and_round_trips = case_table_tests(printed=PRINTED, real=REAL)
