"""Clause fields, canonical text and JSON round trip of searching, revealing, choosing and moving cards between piles.

The ``PRINTED`` and ``REAL`` cases are read as ``clause_checks.case_table_tests`` says.
"""

from __future__ import annotations

from typing import Any

from tests.grammar.clause_checks import case_table_tests

PRINTED: list[tuple[Any, ...]] = [
    (
        "Opponent must reveal any Power cards currently held in hand.",
        [{"kind": "reveal", "who": "opponent", "card_kinds": ["power"]}],
        False,
    ),
    ("Reshuffle Draw Pile.", [{"kind": "reshuffle", "pile": "draw_pile"}], False),
    (
        "Sort through opponent's Dead Pile.",
        [{"kind": "search", "pile": "opponent_dead_pile"}],
        False,
    ),
    (
        "Sort through the Draw Pile and choose any four cards.",
        [
            {"kind": "search", "pile": "draw_pile"},
            {"kind": "choose_cards", "count": 4, "from": "searched_cards"},
        ],
    ),
    (
        "Randomly choose two cards from opponents hand.",
        [{"kind": "choose_cards", "count": 2, "from": "opponent_hand", "random": True}],
    ),
    (
        "Reshuffle the Power Pack and Dead Pile into the Draw Pile.",
        [{"kind": "reshuffle", "pile": "power_pack_and_dead_pile", "into": "draw_pile"}],
    ),
    (
        "Show Opponent up to 5 cards usable by Multiple Man from Hand.",
        [{"kind": "show_cards", "to": "opponent", "count": 5, "from": "hand"}],
    ),
    (
        "Huntress may cut opponent's Draw Pile. Discard to the Dead Pile the card cut to.",
        [
            {"kind": "cut_pile", "who": "Huntress", "pile": "opponent_draw_pile"},
            {"kind": "discard", "count": 1, "from": "cut_card", "to": "dead_pile"},
        ],
    ),
    (
        "Target Character must reveal any cards in Hand playable by Target Character, and play "
        "those open-handed for remainder of battle.",
        [
            {"kind": "reveal", "who": "target"},
            {
                "kind": "permission",
                "who": "target",
                "action": "play_open_handed",
                "duration": "battle",
            },
        ],
    ),
    (
        'Counts as a duplicate of all "Any Hero/Character" EN Specials.',
        [
            {
                "kind": "duplicate_of",
                "names": ["Any Hero/Character"],
                "card_set": "EN",
                "card_kinds": ["special"],
            }
        ],
    ),
    (
        "Opponent must sort through Power Pack and discard 2 cards into Dead Pile.",
        [
            {"kind": "search", "pile": "power_pack"},
            {"kind": "discard", "who": "opponent", "count": 2, "from": "power_pack"},
        ],
    ),
    (
        "Hulk may switch any two cards with an Intellect icon on the Permanent Record of any two Front Line heroes on his team.",
        [
            {
                "kind": "switch_cards",
                "who": "Hulk",
                "count": 2,
                "filter": "Intellect",
                "between": "front_line_teammates",
                "records": ["permanent"],
            }
        ],
    ),
    (
        "Remove any cards from Thor's Draw Pile and discard into Dead Pile.",
        [
            {
                "kind": "remove_cards",
                "who": "player",
                "count": "any_number",
                "from": "draw_pile",
                "owner": "Thor",
                "to": "dead_pile",
            }
        ],
    ),
    (
        "This Special acts identical to any Special currently on the table.",
        [{"kind": "copy_special", "card_kinds": ["special"], "source": "table"}],
    ),
    (
        'Carnage may switch a hit from his "hits from current battle" with a hit from his "permanent record".',
        [
            {
                "kind": "switch_cards",
                "who": "Carnage",
                "count": 1,
                "filter": "Hit",
                "between": "self",
                "records": ["current", "permanent"],
            }
        ],
    ),
    (
        "May exchange remaining cards in hand with equal number of cards from top of Draw Pile.",
        [
            {
                "kind": "exchange_cards",
                "who": "player",
                "count": "all",
                "give_from": "hand",
                "take_from": "top_of_draw_pile",
            }
        ],
    ),
    (
        "Hero may switch any two Power cards of equal value on any two of opponent's heroes.",
        [
            {
                "kind": "switch_cards",
                "who": "self",
                "count": 2,
                "filter": "Power of equal value",
                "between": "opponent_team",
                "records": ["permanent"],
            }
        ],
    ),
    (
        "You may look at top 3 cards in opponent's Draw Pile.",
        [{"kind": "search", "pile": "opponent_draw_pile", "count": 3}],
    ),
    (
        "Choose any 1 card and remove it from game.",
        [
            {"kind": "choose_cards", "count": 1},
            {
                "kind": "discard",
                "who": "player",
                "count": 1,
                "from": "chosen",
                "to": "removed_from_game",
            },
        ],
    ),
    (
        "Sort through Defeated Heroes Pile and remove 1 1 Event card.",
        [
            {"kind": "search", "pile": "defeated_heroes"},
            {
                "kind": "remove_cards",
                "who": "player",
                "count": 1,
                "from": "defeated_heroes",
                "to": None,
                "cards": "Event card",
            },
        ],
    ),
]

REAL: list[tuple[str, str, list[dict[str, Any]]]] = [
    [
        "The Riddler - Prince of Puzzles",
        "The Riddler may exchange remaining cards",
        [
            {
                "kind": "exchange_cards",
                "who": "The Riddler",
                "count": "all",
                "give_from": "hand",
                "take_from": "top_of_draw_pile",
            }
        ],
    ],
    [
        "Any Character - Massive Muscles",
        'Counts as a duplicate of all "Any Hero/C',
        [
            {
                "kind": "duplicate_of",
                "names": ["Any Hero/Character"],
                "card_set": "AR",
                "card_kinds": ["special"],
            }
        ],
    ],
    [
        "Any Character - Super Speed",
        'Counts as a duplicate of all "Any Hero/C',
        [
            {
                "kind": "duplicate_of",
                "names": ["Any Hero/Character"],
                "card_set": "AA",
                "card_kinds": ["special"],
            }
        ],
    ],
    [
        "Any Character - Flight",
        'Counts as a duplicate of all "Any Hero/C',
        [
            {
                "kind": "duplicate_of",
                "names": ["Any Hero/Character"],
                "card_set": "AG",
                "card_kinds": ["special"],
            }
        ],
    ],
    [
        "Black Canary™ - Street Smarts",
        "Black Canary may look at top 6 cards in ",
        [{"kind": "search", "pile": "opponent_draw_pile", "count": 6, "who": "Black Canary"}],
    ],
    [
        "Booster Gold™ - Skeets™",
        "Reshuffle Power Pack.",
        [{"kind": "reshuffle", "pile": "power_pack"}],
    ],
    [
        "Doomsday - Engine of Destruction",
        "Sort through opponent's Draw Pile.",
        [{"kind": "search", "pile": "opponent_draw_pile"}],
    ],
    [
        "Doomsday - Engine of Destruction",
        "Choose any 1 card and remove it from the",
        [
            {"kind": "choose_cards", "who": "player", "count": 1, "from": "searched_cards"},
            {
                "kind": "discard",
                "who": "player",
                "count": 1,
                "from": "chosen",
                "to": "removed_from_game",
            },
        ],
    ],
    [
        "Doomsday - Engine of Destruction",
        "Reshuffle Draw Pile.",
        [{"kind": "reshuffle", "pile": "draw_pile"}],
    ],
    [
        "Huntress - Thrill of the Hunt",
        "Reshuffle the Draw Pile.",
        [{"kind": "reshuffle", "pile": "draw_pile"}],
    ],
    [
        "Thorn - Tell Me What You Know",
        "Opponent must reveal hand and play open ",
        [
            {"kind": "reveal", "who": "opponent"},
            {
                "kind": "permission",
                "who": "opponent",
                "action": "play_open_handed",
                "duration": "battle",
            },
        ],
    ],
    [
        "Overtkill - Mob Connections",
        "Opponent must immediately reveal any Spe",
        [{"kind": "reveal", "who": "opponent", "card_kinds": ["special"]}],
    ],
    [
        "Spawn - Magickal Chains",
        "Reshuffle Draw pile.",
        [{"kind": "reshuffle", "pile": "draw_pile"}],
    ],
    [
        "Assault on Onslaught - Fuel for the Machine",
        "Sort through Draw Pile card by card.",
        [{"kind": "search", "pile": "draw_pile", "card_by_card": True}],
    ],
    [
        "Reavers - Deathstrike",
        "Choose any 1 card and remove it from gam",
        [
            {"kind": "choose_cards", "who": "player", "count": 1, "from": "searched_cards"},
            {
                "kind": "discard",
                "who": "player",
                "count": 1,
                "from": "chosen",
                "to": "removed_from_game",
            },
        ],
    ],
    [
        "Shi'ar - M'krann Crystal (sic)",
        "Shi'ar may look at top 6 cards in oppone",
        [{"kind": "search", "pile": "opponent_draw_pile", "count": 6, "who": "Shi'ar"}],
    ],
]

test_clause_fields, test_renders_and_round_trips = case_table_tests(printed=PRINTED, real=REAL)
