"""Clause fields, canonical text and JSON round trip of placing cards and when a card may be played.

The ``PRINTED`` and ``REAL`` cases are read as ``clause_checks.case_table_tests`` says.
"""

from __future__ import annotations

from typing import Any

from tests.grammar.clause_checks import case_table_tests

PRINTED: list[tuple[Any, ...]] = [
    (
        "Play when opponent concedes battle. Opponent may not concede battle. One Per Deck",
        [
            {"kind": "timing", "when": "when_opponent_concedes"},
            {"kind": "concede", "allowed": False},
        ],
        True,
    ),
    ("Plays during battle.", [{"kind": "timing", "when": "during_battle"}], False),
    (
        "Play during battle. Next battle, opponent may not play any Activator cards. One Per Deck",
        [
            {"kind": "timing", "when": "during_battle"},
            {
                "kind": "play_restriction",
                "who": "opponent",
                "card_kinds": ["activator"],
                "duration": "next_battle",
            },
        ],
        True,
    ),
    (
        "On your turn, play before opponent concedes. Opponent may not concede battle. This card may be placed. One Per Deck",
        [
            {"kind": "timing", "when": "your_turn"},
            {"kind": "timing", "when": "before_opponent_concedes"},
            {"kind": "concede", "allowed": False},
            {"kind": "placement", "may_be_placed": True},
        ],
        True,
    ),
    ("May be Placed.", [{"kind": "placement", "may_be_placed": True}], False),
    (
        "Leader may have 1 additional card Placed on him until Leader is K.O.'d.",
        [{"kind": "placement", "who": "Leader", "extra_slots": 1}],
        False,
    ),
    (
        "Before discarding, take one card from your hand and put it on the bottom of the draw pile.",
        [
            {"kind": "timing", "when": "before_discarding"},
            {"kind": "put_cards", "count": 1, "to": "bottom_of_draw_pile"},
        ],
    ),
    (
        "After placing, reveal any 4 cards in your hand to your opponent.",
        [
            {"kind": "timing", "when": "after_placing"},
            {"kind": "reveal", "count": 4, "to": "opponent"},
        ],
    ),
    (
        "Play during battle to exchange any of X-World's Front Line Characters with KO'd teammate.",
        [
            {"kind": "timing", "when": "during_battle"},
            {
                "kind": "exchange_character",
                "who": "any of X-World's Front Line characters",
                "with": "kod_teammate",
            },
        ],
    ),
    (
        "During each Draw Phase, teammate and opponent draw either 6 cards, 8 cards, or 10 cards.",
        [
            {"kind": "timing", "when": "during_each_draw_phase"},
            {"kind": "draw", "who": "teammate and opponent", "count": "6, 8 or 10"},
        ],
    ),
    (
        "At end of battle, no Hits are added to Character's Permanent Record.",
        [
            {"kind": "timing", "when": "end_of_battle"},
            {"kind": "hits_not_recorded", "who": "character"},
        ],
    ),
    (
        "Repeat until Thunderbird is KO'd or all Hits are on Thunderbird.",
        [{"kind": "repeat", "until": "Thunderbird is KO'd or all Hits are on Thunderbird"}],
    ),
    (
        "Play in current battle. Next battle, neither player may Venture more than 2 Mission "
        "cards.",
        [
            {"kind": "timing", "when": "current_battle"},
            {
                "kind": "venture_limit",
                "who": "both_players",
                "max_count": 2,
                "duration": "next_battle",
            },
        ],
    ),
    (
        "On your turn, after Goblyn Queen is KO'd, discard this Special to move Goblyn Queen "
        "from Defeated Characters Pile to Reserve.",
        [
            {"kind": "timing", "when": "your_turn"},
            {
                "kind": "condition",
                "when": "after_ko",
                "detail": "Goblyn Queen",
                "then": [
                    {
                        "kind": "paid_effect",
                        "cost": [{"kind": "discipline", "action": "discard_this_special"}],
                        "then": [
                            {
                                "kind": "character_return",
                                "who": "Goblyn Queen",
                                "from": "defeated_characters",
                                "to": "reserve",
                            }
                        ],
                    },
                ],
            },
        ],
    ),
    (
        "Psycho-Man may have an unlimited number of Special cards Placed on im until Psycho-Man "
        "is K.O.'d.",
        [
            {
                "kind": "placement",
                "who": "Psycho-Man",
                "extra_slots": None,
                "card_kinds": ["special"],
                "duration": {"until": "Psycho-Man is KO'd"},
            }
        ],
    ),
    (
        "Play in current battle, after one teammate is KO'd.",
        [{"kind": "timing", "when": "current_battle_after_ko:teammate"}],
    ),
    (
        "At end of battle, opponent may only move 1 Mission card.",
        [
            {"kind": "timing", "when": "end_of_battle"},
            {"kind": "mission_move_limit", "who": "opponent", "max_count": 1},
        ],
    ),
    (
        "Play in current battle to resurrect any KO'd teammate next battle.",
        [
            {"kind": "timing", "when": "current_battle"},
            {"kind": "resurrect", "who": "teammate", "count": 1, "duration": "next_battle"},
        ],
    ),
    (
        "Play when Longshot makes a Power card attack.",
        [{"kind": "timing", "when": "when_attacks:Longshot:power"}],
    ),
    (
        "On his turn, Scarlet Spider may exchange this card for any 1 card in Dead Pile and play it immediately.",
        [
            {"kind": "timing", "when": "your_turn"},
            {
                "kind": "permission",
                "who": "Scarlet Spider",
                "action": "exchange_and_play",
                "count": 1,
                "source": "dead_pile",
            },
        ],
    ),
    (
        "Nightcrawler may have 1 additional Universe card placed on him until Nightcrawleris KO'd.",
        [
            {
                "kind": "placement",
                "extra_slots": 1,
                "who": "Nightcrawler",
                "card_kinds": ["universe"],
                "duration": {"until": "Nightcrawler is KO'd"},
            }
        ],
    ),
    (
        "Silver Sable may have an unlimited number of Teamwork cards placed on her until Silver Sable is KO'd.",
        [
            {
                "kind": "placement",
                "who": "Silver Sable",
                "card_kinds": ["teamwork"],
                "duration": {"until": "Silver Sable is KO'd"},
            }
        ],
    ),
    (
        "May be made after opponent has conceded the battle, opponent may defend.",
        [
            {"kind": "timing", "when": "after_opponent_concedes"},
            {"kind": "permission", "who": "opponent", "action": "defend"},
        ],
    ),
]

REAL: list[tuple[str, str, list[dict[str, Any]]]] = [
    [
        "Blue Beetle™ - The Bug™",
        "Blue Beetle may have an unlimited number",
        [
            {
                "kind": "placement",
                "may_be_placed": True,
                "who": "Blue Beetle",
                "card_kinds": ["special"],
                "duration": {"until": "Blue Beetle is KO'd"},
            }
        ],
    ],
    [
        "Fairchild",
        "May have 2 Universe cards Placed.",
        [{"kind": "placement", "may_be_placed": True, "card_kinds": ["universe"], "max_cards": 2}],
    ],
    [
        "Tiffany - Holy Order",
        "Tiffany may have an unlimited number of ",
        [
            {
                "kind": "placement",
                "may_be_placed": True,
                "who": "Tiffany",
                "card_kinds": ["special"],
                "duration": {"until": "Tiffany is KO'd"},
            }
        ],
    ],
    [
        "Any Character - Bastion",
        "This card may be Placed.",
        [{"kind": "placement", "may_be_placed": True}],
    ],
    [
        "The Enforcers",
        "May have 2 Special cards placed.",
        [{"kind": "placement", "may_be_placed": True, "card_kinds": ["special"], "max_cards": 2}],
    ],
    [
        "The Starjammers",
        "May have 2 Power cards Placed.",
        [{"kind": "placement", "may_be_placed": True, "card_kinds": ["power"], "max_cards": 2}],
    ],
]

test_clause_fields, test_renders_and_round_trips = case_table_tests(printed=PRINTED, real=REAL)
