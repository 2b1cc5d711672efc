"""Clause fields, canonical text and JSON round trip of what may not be played, who may not attack or be attacked, and requirements.

The ``PRINTED`` and ``REAL`` cases are read as ``clause_checks.case_table_tests`` says.
"""

from __future__ import annotations

from typing import Any

from tests.grammar.clause_checks import case_table_tests

PRINTED: list[tuple[Any, ...]] = [
    (
        "Target hero may not attack for remainder of battle. One Per Deck",
        [{"kind": "cannot_attack", "who": "target", "duration": "battle"}],
        True,
    ),
    (
        "Reyes may not be attacked for remainder of battle.",
        [{"kind": "cannot_be_attacked", "who": "Reyes", "duration": "battle"}],
        False,
    ),
    (
        "White Queen may not attack or be attacked for remainder of battle.",
        [
            {"kind": "cannot_attack", "who": "White Queen"},
            {"kind": "cannot_be_attacked", "who": "White Queen", "duration": "battle"},
        ],
        False,
    ),
    (
        "Target Character may not attack or play Special Cards for remainder of battle. One Per Deck",
        [
            {"kind": "cannot_attack", "who": "target"},
            {"kind": "play_restriction", "who": "target", "card_kinds": ["special"]},
        ],
        True,
    ),
    (
        "Target character may not play Specials for remainder of battle.",
        [
            {
                "kind": "play_restriction",
                "who": "target",
                "card_kinds": ["special"],
                "duration": "battle",
            }
        ],
        False,
    ),
    (
        "Opponent may not play any Aspect cards for remainder of battle.",
        [{"kind": "play_restriction", "who": "opponent", "card_kinds": ["aspect"]}],
        False,
    ),
    (
        'Opponent\'s team may not play any cards with the word "Teammate" for remainder of battle. Affected cards do not have to be discarded.',
        [
            {
                "kind": "play_restriction",
                "who": "opponent_team",
                "words": ["Teammate"],
                "duration": "battle",
            },
            {"kind": "discipline", "action": "affected_cards_not_discarded"},
        ],
        False,
    ),
    (
        "Opponent's team may not use Strength Power cards level 6 through 8 to attack for remainder of battle.",
        [
            {
                "kind": "play_restriction",
                "who": "opponent_team",
                "icons": ["strength"],
                "use": "attack",
                "duration": "battle",
            }
        ],
        False,
    ),
    (
        "No Strength Power cards may be played this battle. Affected Power cards are not discarded.",
        [
            {
                "kind": "play_restriction",
                "icons": ["strength"],
                "card_kinds": ["power"],
                "duration": "battle",
            },
            {"kind": "discipline"},
        ],
        False,
    ),
    (
        "No Universe cards may be played against Supergirl for remainder of battle.",
        [
            {
                "kind": "play_restriction",
                "who": "against:Supergirl",
                "card_kinds": ["universe"],
                "duration": "battle",
            }
        ],
        False,
    ),
    (
        "No cards with an Energy icon may be used to attack this battle.",
        [{"kind": "play_restriction", "icons": ["energy"], "use": "attack"}],
        False,
    ),
    (
        "Only Fighting attacks may be played against Black Cat for remainder of battle.",
        [{"kind": "play_restriction", "who": "against:Black Cat", "duration": "battle"}],
        False,
    ),
    (
        "Opponent's team may not use cards with an Intellect icon for remainder of battle. One Per Deck",
        [{"kind": "play_restriction", "who": "opponent_team", "icons": ["intellect"]}],
        True,
    ),
    (
        "No One Per Deck cards my be played this battle.",
        [{"kind": "play_restriction", "card_kinds": ["one_per_deck"], "duration": "battle"}],
    ),
    (
        "Only Teamwork Universe cards that act as Strength attacks may be played this battle.",
        [
            {
                "kind": "play_restriction",
                "words": [],
                "only": {"kinds": ["teamwork"]},
                "acting_as": ["strength"],
                "duration": "battle",
            }
        ],
    ),
    (
        "Thunderbolts may not be attacked by a Power card of equal or lesser value for remainder "
        "of battle.",
        [
            {
                "kind": "cannot_be_attacked",
                "who": "Thunderbolts",
                "by_cards": {"kinds": ["power"], "words": ["value<=this card"]},
                "duration": "battle",
            }
        ],
    ),
    (
        "Ka-Zar may not be attacked with by a card with a Value of 7 or greater for remainder "
        "of battle.",
        [{"kind": "cannot_be_attacked", "who": "Ka-Zar", "by_cards": {"min_value": 7}}],
    ),
    (
        "No cards with an Energy icon may be played against Commissioner Gordon & G.C.P.D. for "
        "remainder of battle.",
        [
            {
                "kind": "play_restriction",
                "who": "against:Commissioner Gordon & G.C.P.D.",
                "icons": ["energy"],
            }
        ],
    ),
    (
        "For remainder of battle, any Special card played must be a Special card that acts as "
        "an attack. Other Special cards may not be played.",
        [
            {
                "kind": "play_restriction",
                "card_kinds": ["special"],
                "words": [],
                "attacks_only": True,
            },
            {
                "kind": "play_restriction",
                "card_kinds": ["special"],
                "words": [],
                "others": True,
            },
        ],
    ),
    (
        "Heroes For Hire may not attack for remainder of battle.",
        [{"kind": "cannot_attack", "who": "Heroes For Hire", "duration": "battle"}],
    ),
    (
        "Sentinels may not be attacked by a Power card with the same value as any Power Cards on Sentinels Permanent Record for remainder of game.",
        [
            {
                "kind": "cannot_be_attacked",
                "who": "Sentinels",
                "duration": "game",
                "by_cards": {"kinds": ["power"]},
                "same_value_as": {"card_kinds": ["power"], "whose": "Sentinels"},
            }
        ],
    ),
]

REAL: list[tuple[str, str, list[dict[str, Any]]]] = [
    [
        "Aquaman & Superman",
        "6 Strength to use acts as 4 Strength Pow",
        [
            {
                "kind": "requirement",
                "who": "self",
                "icons": ["strength"],
                "value": 6,
                "compare": ">=",
            },
            {
                "kind": "acts_as_power",
                "level": 4,
                "icons": ["strength"],
                "uses": ["attack", "defense"],
            },
        ],
    ],
    [
        "Batman & Martian Manhunter",
        "6 Fighting to use acts as 4 Fighting Pow",
        [
            {
                "kind": "requirement",
                "who": "self",
                "icons": ["fighting"],
                "value": 6,
                "compare": ">=",
            },
            {
                "kind": "acts_as_power",
                "level": 4,
                "icons": ["fighting"],
                "uses": ["attack", "defense"],
            },
        ],
    ],
    [
        "Black Canary & Batman",
        "6 Intellect to use acts as 4 Intellect P",
        [
            {
                "kind": "requirement",
                "who": "self",
                "icons": ["intellect"],
                "value": 6,
                "compare": ">=",
            },
            {
                "kind": "acts_as_power",
                "level": 4,
                "icons": ["intellect"],
                "uses": ["attack", "defense"],
            },
        ],
    ],
    [
        "Captain Marvel & Superman",
        "6 Energy to use acts as 4 Energy Power c",
        [
            {
                "kind": "requirement",
                "who": "self",
                "icons": ["energy"],
                "value": 6,
                "compare": ">=",
            },
            {
                "kind": "acts_as_power",
                "level": 4,
                "icons": ["energy"],
                "uses": ["attack", "defense"],
            },
        ],
    ],
    [
        "Mister Miracle - Super-Escape Artist",
        "No Special cards may be played against M",
        [
            {
                "kind": "play_restriction",
                "who": "against:Mister Miracle",
                "card_kinds": ["special"],
                "duration": "battle",
                "verb": "play",
            }
        ],
    ],
    [
        "The Ray - Energy Shield",
        "No Energy Power cards may be played agai",
        [
            {
                "kind": "play_restriction",
                "who": "against:The Ray",
                "card_kinds": ["power"],
                "icons": ["energy"],
                "duration": "battle",
                "verb": "play",
            }
        ],
    ],
    [
        "Grifter - Smart-Ass",
        "Target Character may not use cards with ",
        [
            {
                "kind": "play_restriction",
                "who": "target",
                "icons": ["intellect"],
                "duration": "battle",
                "verb": "use",
            }
        ],
    ],
    [
        "Malebolgia",
        "May not use Intellect Power cards for De",
        [
            {
                "kind": "play_restriction",
                "who": "self",
                "card_kinds": ["power"],
                "icons": ["intellect"],
                "use": "defend",
                "verb": "use",
            }
        ],
    ],
    [
        "Shattered Image - Entropy Field",
        "No activator cards may be played this ba",
        [
            {
                "kind": "play_restriction",
                "who": "all_characters",
                "card_kinds": ["activator"],
                "duration": "battle",
                "verb": "play",
            }
        ],
    ],
    [
        "Shattered Image - Gen¹³ vs. The Regulators...",
        'No cards with the word "Negate" may be p',
        [
            {
                "kind": "play_restriction",
                "who": "all_characters",
                "words": ["Negate"],
                "duration": "battle",
                "verb": "play",
            }
        ],
    ],
    [
        "Shattered Image - Spawn Spies",
        'No cards with the word "Draw" may be pla',
        [
            {
                "kind": "play_restriction",
                "who": "all_characters",
                "words": ["Draw"],
                "duration": "battle",
                "verb": "play",
            }
        ],
    ],
    [
        "Coming of Galactus - Herald Betrays Galactus",
        "No Universe: Ally cards may be played th",
        [
            {
                "kind": "play_restriction",
                "who": "all_characters",
                "card_kinds": ["ally"],
                "duration": "battle",
                "verb": "play",
            }
        ],
    ],
    [
        "Hulk - Betty Banner",
        "No Intellect Power cards may be played a",
        [
            {
                "kind": "play_restriction",
                "who": "against:Hulk",
                "card_kinds": ["power"],
                "icons": ["intellect"],
                "duration": "battle",
                "verb": "play",
            }
        ],
    ],
    [
        "Secret Wars - Caught Unaware!",
        "No cards may be placed this battle.",
        [
            {
                "kind": "play_restriction",
                "who": "all_characters",
                "duration": "battle",
                "verb": "place",
            }
        ],
    ],
    [
        "Enforcers - Snake Marston",
        "Only attacks made with Universe cards ma",
        [
            {
                "kind": "play_restriction",
                "who": "against:Enforcers",
                "words": [],
                "only": {"kinds": ["universe"]},
                "attacks_only": True,
                "duration": "battle",
                "verb": "play",
            }
        ],
    ],
    [
        "Inhumans - Triton",
        "Target Character may not use Tactic card",
        [
            {
                "kind": "play_restriction",
                "who": "target",
                "card_kinds": ["tactic"],
                "duration": "battle",
                "verb": "use",
            }
        ],
    ],
    [
        "Morlocks - Tar Baby",
        "Target Character may not use cards with ",
        [
            {
                "kind": "play_restriction",
                "who": "target",
                "icons": ["strength"],
                "duration": "battle",
                "verb": "use",
            }
        ],
    ],
]

test_clause_fields, test_renders_and_round_trips = case_table_tests(printed=PRINTED, real=REAL)
