"""Clause fields of real texts of the DC/JLA, Image and Monumental sets: timings, leads and who the effect names.

Each case names a card and the start of one of its sentences; the sentence is read from
``../shared/data/`` and must parse in full into these clauses with these fields.
"""

from __future__ import annotations

from typing import Any

from tests.grammar.clause_checks import case_table_tests

CASES: list[tuple[str, str, list[dict[str, Any]]]] = [
    [
        "Any Character - Guardian Angel",
        "The Guardian™ gives warning.",
        [{"kind": "flavor", "who": "The Guardian", "action": "gives_warning"}],
    ],
    [
        "The Brave And The Bold - Justice League Case File: Batman vs. Kanto",
        "Reserve character immediately moves into",
        [{"kind": "character_move", "who": "reserve", "to": "front_line"}],
    ],
    [
        "The Brave And The Bold - Justice League Case File: Blue Beetle vs Glorious Godfrey",
        "Choose one of opponent's front line char",
        [{"kind": "choose_character", "count": 1, "among": "opponent_front_line"}],
    ],
    [
        "New Warriors",
        "Draw 2 cards from Draw Pile when KO'd.",
        [
            {
                "kind": "trigger",
                "event": "when_kod",
                "detail": "self",
                "then": [
                    {"kind": "draw", "who": "player", "count": 2, "from": "draw_pile", "to": "hand"}
                ],
            }
        ],
    ],
    [
        "Secret Wars - Charmed",
        "Choose one front line character.",
        [{"kind": "choose_character", "count": 1, "among": "front_line"}],
    ],
    [
        "Separation Anxiety - Separation Such Sweet Sorrow",
        "Choose 1 front line character.",
        [{"kind": "choose_character", "count": 1, "among": "front_line"}],
    ],
    [
        "Darkseid - Granny Goodness™",
        "Play during battle.",
        [{"kind": "timing", "when": "during_battle"}],
    ],
    [
        "Doctor Polaris - Force of Nature",
        "At end of battle, Opponent may not move ",
        [
            {"kind": "timing", "when": "end_of_battle"},
            {
                "kind": "mission_move",
                "who": "opponent",
                "count": "all",
                "from": "defeated_missions",
            },
        ],
    ],
    [
        "Green Arrow - The Emerald Archer",
        "At end of battle, opponent may only move",
        [
            {"kind": "timing", "when": "end_of_battle"},
            {"kind": "mission_move_limit", "who": "opponent", "max_count": 1},
        ],
    ],
    [
        "Hawkman - Katar Blade",
        "Play in current battle.",
        [{"kind": "timing", "when": "current_battle"}],
    ],
    [
        "Two-Face - Law and Disorder",
        "On his turn, Two-Face may exchange this ",
        [
            {"kind": "timing", "when": "your_turn"},
            {
                "kind": "permission",
                "who": "Two-Face",
                "action": "exchange_and_play",
                "count": 1,
                "source": "dead_pile",
            },
        ],
    ],
    [
        "Wonder Woman - Blessed by the Gods",
        "On her turn, Wonder Woman may exchange t",
        [
            {"kind": "timing", "when": "your_turn"},
            {
                "kind": "permission",
                "who": "Wonder Woman",
                "action": "exchange_and_play",
                "count": 1,
                "source": "dead_pile",
            },
        ],
    ],
    [
        "Brass - Computer Tracking",
        "Play on Target Character as an attack.",
        [{"kind": "timing", "when": "as_attack_on_target"}],
    ],
    [
        "Fairchild - Pure Muscle",
        "Plays during battle.",
        [{"kind": "timing", "when": "during_battle"}],
    ],
    [
        "Shattered Image - Mighty Man to the Rescue...",
        "At end of battle, reveal chosen cards.",
        [{"kind": "timing", "when": "end_of_battle"}, {"kind": "reveal", "who": "opponent"}],
    ],
    [
        "Stryker - Digital Imaging",
        "Play during current battle.",
        [{"kind": "timing", "when": "current_battle"}],
    ],
    [
        "Avalon",
        "During the Discard Phase, Opponent may r",
        [
            {"kind": "timing", "when": "during_discard_phase"},
            {
                "kind": "remove_hits",
                "who": "any_character",
                "count": 1,
                "record": "any",
                "by": "opponent",
            },
        ],
    ],
    [
        "Alpha Flight - Shaman",
        "Play in current battle to resurrect any ",
        [
            {"kind": "timing", "when": "current_battle"},
            {"kind": "resurrect", "who": "teammate", "count": 1, "duration": "next_battle"},
        ],
    ],
    [
        "Mojoworld",
        "During Discard Phase, Mojoworld Team may",
        [
            {"kind": "timing", "when": "during_discard_phase"},
            {
                "kind": "remove_hits",
                "who": "any_character",
                "count": 1,
                "record": "any",
                "filter": "Special card",
            },
        ],
    ],
    [
        "Sins of the Future - Path of Destruction!",
        "After placing, reveal any 1 card in your",
        [
            {"kind": "timing", "when": "after_placing"},
            {
                "kind": "reveal",
                "who": "player",
                "icons": ["strength"],
                "count": 1,
                "to": "opponent",
            },
        ],
    ],
    [
        "Enforcers - Mr. Big",
        "Play in the current battle.",
        [{"kind": "timing", "when": "current_battle"}],
    ],
    [
        "Kree - Supreme Intelligence",
        "Play when opponent concedes battle.",
        [{"kind": "timing", "when": "when_opponent_concedes"}],
    ],
]

test_clause_fields, test_renders_and_round_trips = case_table_tests(real=CASES)
