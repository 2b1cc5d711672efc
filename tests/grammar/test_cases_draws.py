"""Clause fields, canonical text and JSON round trip of drawing cards.

The ``PRINTED`` and ``REAL`` cases are read as ``clause_checks.case_table_tests`` says.
"""

from __future__ import annotations

from typing import Any

from tests.grammar.clause_checks import case_table_tests

PRINTED: list[tuple[Any, ...]] = [
    (
        "Draw 3 cards. Discard duplicates.",
        [{"kind": "draw", "count": 3}, {"kind": "discard", "duplicates": "discard"}],
        False,
    ),
    (
        "Draw 1 card. Do not discard if duplicate. One Per Deck",
        [{"kind": "draw", "count": 1}, {"kind": "discard", "duplicates": "keep"}],
        True,
    ),
    (
        "Choose 1 power card usable by Lex Luthor, excluding Intellect, from Draw Pile and place in hand.",
        [{"kind": "draw", "from": "draw_pile", "to": "hand", "count": 1}],
        False,
    ),
    (
        "Replace with same number of cards from Draw Pile.",
        [
            {
                "kind": "draw",
                "who": "player",
                "count": "same_as_discarded",
                "from": "draw_pile",
                "to": "hand",
            }
        ],
    ),
    (
        "Draw one card for each card discarded this battle, including duplicate and unusable cards.",
        [
            {
                "kind": "draw",
                "who": "player",
                "count": 1,
                "from": "draw_pile",
                "to": "hand",
                "scaling": {
                    "amount": 1,
                    "per": "discarded this battle, including duplicate and unusable cards card",
                },
            }
        ],
    ),
]

REAL: list[tuple[str, str, list[dict[str, Any]]]] = [
    [
        "Booster Gold™ - Skeets™",
        "Choose 1 Power card usable by Booster Go",
        [
            {
                "kind": "draw",
                "who": "player",
                "count": 1,
                "from": "power_pack",
                "to": "hand",
                "filter": "Power card usable by Booster Gold",
                "chosen": True,
            }
        ],
    ],
    [
        "Hazard - Cyber-Jacked",
        "Draw 3 cards.",
        [{"kind": "draw", "who": "player", "count": 3, "from": "draw_pile", "to": "hand"}],
    ],
    [
        "Neron - Your Heart's Desire",
        "Choose 1 Special card not usable by Nero",
        [
            {
                "kind": "draw",
                "who": "player",
                "count": 1,
                "from": "draw_pile",
                "to": "hand",
                "filter": "Special card not usable by Neron",
                "chosen": True,
            }
        ],
    ],
    [
        "Grunge - Dense",
        "Grunge may draw 1 card from the top of t",
        [{"kind": "draw", "who": "Grunge", "count": 1, "from": "top_of_draw_pile", "to": "hand"}],
    ],
    [
        "Malebolgia - Signed in Blood",
        "Choose one Tactic Artifact card from Dea",
        [
            {
                "kind": "draw",
                "who": "player",
                "count": 1,
                "from": "dead_pile",
                "to": "hand",
                "filter": "Tactic Artifact card",
                "chosen": True,
            }
        ],
    ],
    [
        "Spawn - Magickal Chains",
        "Choose one Tactic Artifact card from Dra",
        [
            {
                "kind": "draw",
                "who": "player",
                "count": 1,
                "from": "draw_pile",
                "to": "hand",
                "filter": "Tactic Artifact card",
                "chosen": True,
            }
        ],
    ],
    [
        "Alpha Flight - Snowbird",
        "Draw top card from Draw Pile.",
        [{"kind": "draw", "who": "player", "count": 1, "from": "top_of_draw_pile", "to": "hand"}],
    ],
    [
        "Hydra - A.I.M.",
        "Draw 1 card, do not discard if duplicate",
        [
            {
                "kind": "draw",
                "who": "player",
                "count": 1,
                "from": "draw_pile",
                "to": "hand",
                "duplicates": "keep",
            }
        ],
    ],
    [
        "Nick Fury - Dum Dum Dugan",
        "Nick Fury may draw 1 card from the top o",
        [
            {
                "kind": "draw",
                "who": "Nick Fury",
                "count": 1,
                "from": "top_of_draw_pile",
                "to": "hand",
            }
        ],
    ],
    [
        "The Hellfire Club - Sebastian Shaw",
        "Sebastian Shaw may draw 1 card from the ",
        [
            {
                "kind": "draw",
                "who": "Sebastian Shaw",
                "count": 1,
                "from": "top_of_draw_pile",
                "to": "hand",
            }
        ],
    ],
    [
        "Morlocks - Caliban",
        "Choose one Activator card from Draw pile",
        [
            {
                "kind": "draw",
                "who": "player",
                "count": 1,
                "from": "draw_pile",
                "to": "hand",
                "filter": "Activator card",
                "chosen": True,
            }
        ],
    ],
]

test_clause_fields, test_renders_and_round_trips = case_table_tests(printed=PRINTED, real=REAL)
