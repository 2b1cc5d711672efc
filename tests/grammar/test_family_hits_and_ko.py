"""Clause fields of real texts of the DC/JLA, Image and Monumental sets: Hits removed, moved or placed, and KO rules.

Each case names a card and the start of one of its sentences; the sentence is read from
``../shared/data/`` and must parse in full into these clauses with these fields.
"""

from __future__ import annotations

from typing import Any

from tests.grammar.clause_checks import case_table_tests

CASES: list[tuple[str, str, list[dict[str, Any]]]] = [
    ["6 Any Power", "Does not count for Spectrum KO", [{"kind": "no_spectrum"}]],
    [
        "Green Lantern™",
        "May not be Spectrum KO'd with Energy Pow",
        [
            {
                "kind": "ko_threshold",
                "who": "self",
                "spectrum": True,
                "forbids": ["power"],
                "icons": ["energy"],
            }
        ],
    ],
    [
        "Green Lantern - ...This Is a Gun",
        "Does not count toward Spectrum KO.",
        [{"kind": "no_spectrum"}],
    ],
    [
        "Mister Miracle™",
        "May only be Spectrum KO'd by four Power ",
        [{"kind": "ko_threshold", "who": "self", "set_to": 4, "spectrum": True}],
    ],
    [
        "The Brave And The Bold - Justice League Case File: Batman vs. Kanto",
        "One front line character of your choice ",
        [{"kind": "knock_out", "who": "front_line", "chosen_by": "player"}],
    ],
    ["8 Any Power", "Does not count for Spectrum KO.", [{"kind": "no_spectrum"}]],
    [
        "Grifter",
        "May not be Spectrum or Cumulative KO'd w",
        [
            {"kind": "ko_threshold", "who": "self", "spectrum": True, "forbids": ["teamwork"]},
            {"kind": "ko_threshold", "who": "self", "forbids": ["teamwork"]},
        ],
    ],
    [
        "Alpha Flight - Shaman",
        "Teammate is discarded at end of next bat",
        [{"kind": "character_removal", "who": "teammate", "when": "end_of_next_battle"}],
    ],
    [
        "X-Babies",
        "May not be Spectrum or Cumulative KO'd w",
        [
            {"kind": "ko_threshold", "who": "self", "spectrum": True, "forbids": ["power"]},
            {"kind": "ko_threshold", "who": "self", "forbids": ["power"]},
        ],
    ],
    [
        "Captain Atom™ - Quantum Jump",
        "Remove all Hits from Captain Atom's Perm",
        [
            {
                "kind": "remove_hits",
                "who": "Captain Atom",
                "count": "all",
                "record": "permanent_and_current",
            },
            {"kind": "character_move", "who": "self", "to": "reserve"},
        ],
    ],
    [
        "Metallo - I'll Be Back",
        "Remove all Hits from Metallo's Permanent",
        [
            {
                "kind": "remove_hits",
                "who": "Metallo",
                "count": "all",
                "record": "permanent_and_current",
            },
            {"kind": "character_move", "who": "self", "to": "reserve"},
        ],
    ],
    [
        "Killrazor - Will Power",
        "Remove 1 Special card Hit from Killrazor",
        [
            {
                "kind": "remove_hits",
                "who": "Killrazor",
                "count": 1,
                "record": "permanent",
                "filter": "Special card",
            }
        ],
    ],
    [
        "Overtkill - Cyborg",
        "Remove all hits with a Fighting icon fro",
        [
            {
                "kind": "remove_hits",
                "who": "Overtkill",
                "count": "all",
                "record": "permanent",
                "filter": "with fighting icon",
            }
        ],
    ],
    [
        "Savage Dragon - Amazing Recovery",
        "Remove all hits with an Energy icon from",
        [
            {
                "kind": "remove_hits",
                "who": "Savage Dragon",
                "count": "all",
                "record": "permanent",
                "filter": "with energy icon",
            }
        ],
    ],
    [
        "The Darkness - Restore Health",
        "Remove 1 Power card Hit from The Darknes",
        [
            {
                "kind": "remove_hits",
                "who": "The Darkness",
                "count": 1,
                "record": "permanent",
                "filter": "Power card",
            }
        ],
    ],
    [
        "Silver Surfer - Shalla Bal (sic)",
        "Remove 1 hit from Silver Surfer's Perman",
        [{"kind": "remove_hits", "who": "Silver Surfer", "count": 1, "record": "permanent"}],
    ],
]

test_clause_fields, test_renders_and_round_trips = case_table_tests(real=CASES)
