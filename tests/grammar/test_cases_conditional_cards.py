"""Clause fields, canonical text and JSON round trip of conditions whose effect draws, discards, searches or places cards.

The ``PRINTED`` and ``REAL`` cases are read as ``clause_checks.case_table_tests`` says.
"""

from __future__ import annotations

from typing import Any

from tests.grammar.clause_checks import case_table_tests

PRINTED: list[tuple[Any, ...]] = [
    (
        "If successful, Opponent must discard all Special cards and Activator cards in Hand.",
        [
            {
                "kind": "condition",
                "when": "successful",
                "then": [{"kind": "discard", "who": "opponent", "count": "all", "from": "hand"}],
            }
        ],
    ),
    (
        "If successful, Target Character must discard all Placed Cards and move into Reserve "
        "for remainder of battle.",
        [
            {
                "kind": "condition",
                "then": [
                    {"kind": "discard", "who": "target", "from": "placed"},
                    {
                        "kind": "character_move",
                        "who": "target",
                        "to": "reserve",
                        "duration": "battle",
                    },
                ],
            }
        ],
    ),
    (
        "If successful, Opponent must discard 1 card from Hand for each Hit on Sunfire's "
        "Permanent Record.",
        [
            {
                "kind": "condition",
                "then": [
                    {
                        "kind": "discard",
                        "who": "opponent",
                        "count": 1,
                        "scaling": {
                            "amount": 1,
                            "per": "Hit on Sunfire's Permanent Record",
                            "count": {
                                "what": "hits",
                                "whose": "Sunfire",
                                "where": "permanent_record",
                            },
                        },
                    }
                ],
            }
        ],
    ),
    (
        "If successful, Opponent must sort through Draw Pile and discard first 3 Special cards "
        "into Dead Pile.",
        [
            {
                "kind": "condition",
                "then": [
                    {"kind": "search", "pile": "draw_pile"},
                    {
                        "kind": "discard",
                        "who": "opponent",
                        "count": 3,
                        "from": "draw_pile",
                        "to": "dead_pile",
                    },
                ],
            }
        ],
    ),
    (
        "If defended, Longshot's Power card is returned to top of Draw Pile.",
        [
            {
                "kind": "condition",
                "when": "defended",
                "then": [
                    {
                        "kind": "put_cards",
                        "count": 1,
                        "filter": "Longshot's Power card",
                        "to": "top_of_draw_pile",
                    }
                ],
            }
        ],
    ),
    (
        "If succesful, Wolverine may sort through Draw Pile, select any Aspect card and play it immediately.",
        [
            {
                "kind": "condition",
                "when": "successful",
                "then": [
                    {"kind": "search", "pile": "draw_pile"},
                    {
                        "kind": "permission",
                        "who": "Wolverine",
                        "action": "select_and_play",
                        "card_kinds": ["aspect"],
                        "count": 1,
                        "source": "draw_pile",
                    },
                ],
            }
        ],
    ),
]


def _successful_discard(
    who: str, count: int | str, from_: str, filter_: str
) -> list[dict[str, Any]]:
    """ "If successful, <who> must discard <count> <filter> cards from <pile>": into the Dead
    Pile."""
    discard = {
        "kind": "discard",
        "who": who,
        "count": count,
        "from": from_,
        "to": "dead_pile",
        "filter": filter_,
    }
    return [{"kind": "condition", "when": "successful", "then": [discard]}]


REAL: list[tuple[str, str, list[dict[str, Any]]]] = [
    [
        "Neron - Your Soul Is Mine!",
        "If successful, Target character must dis",
        _successful_discard("target", 2, "hand", "choice of:opponent"),
    ],
    [
        "Curse - Appendage of Death",
        "If successful, Target Character must dis",
        _successful_discard("target", "all", "placed", "placed"),
    ],
    [
        "Ripclaw - Rip and Tear",
        "If successful, Target Character must dis",
        _successful_discard("target", 1, "placed", "placed choice of:opponent"),
    ],
    [
        "ShadowHawk - Brutal Revenge",
        "If successful, Opponent must discard all",
        _successful_discard("opponent", "all", "hand", "Strength"),
    ],
    [
        "The Darkness - Kiling Touch",
        "If successful, Target Character must dis",
        _successful_discard("target", 2, "hand", "choice of:opponent"),
    ],
    [
        "Velocity - Quick Thinking",
        "If successful, opponent must discard all",
        _successful_discard("opponent", "all", "hand", "Special"),
    ],
    [
        "Voodoo - True Vision",
        "If successful, Target Character must dis",
        _successful_discard("target", "all", "placed", "placed"),
    ],
    [
        "Zealot - Clef Blade",
        "If successful, Opponent must discard 1 c",
        _successful_discard("opponent", 1, "hand", "choice of:opponent"),
    ],
]

test_clause_fields, test_renders_and_round_trips = case_table_tests(printed=PRINTED, real=REAL)
