"""Clause fields, canonical text and JSON round trip of what a character may play, use or do, as printed in the seven original sets or written in the game's words.

The ``PRINTED`` and ``REAL`` cases are read as ``clause_checks.case_table_tests`` says.
"""

from __future__ import annotations

from typing import Any

from tests.grammar.clause_checks import case_table_tests

PRINTED: list[tuple[Any, ...]] = [
    (
        "Ka-Zar may play 1 additional Special card.",
        [
            {
                "kind": "permission",
                "who": "Ka-Zar",
                "action": "play_additional",
                "card_kinds": ["special"],
                "count": 1,
            }
        ],
        False,
    ),
    (
        "May be played while Strong Guy is in Reserve.",
        [{"kind": "permission", "who": "reserve", "action": "play_this_from_reserve"}],
        False,
    ),
    (
        "May be used against Character in Reserve, who may defend.",
        [{"kind": "permission", "action": "attack_reserve"}],
        False,
    ),
    (
        'May play "Molecular Mimic" from Reserve.',
        [{"kind": "permission", "action": "play_from_reserve", "names": ["Molecular Mimic"]}],
        False,
    ),
    (
        'May have duplicate "Radar Warning" Special cards.',
        [{"kind": "permission", "action": "duplicates", "names": ["Radar Warning"]}],
        False,
    ),
    (
        "Teammate must play one Special card.",
        [
            {
                "kind": "permission",
                "who": "teammate",
                "action": "must_play",
                "card_kinds": ["special"],
                "count": 1,
            }
        ],
        False,
    ),
    (
        "Teammate may play one Special card.",
        [{"kind": "permission", "who": "teammate", "action": "play", "count": 1}],
        False,
    ),
    (
        "Dazzler may Place and play any Longshot Special cards for remainder of game.",
        [
            {
                "kind": "permission",
                "who": "Dazzler",
                "action": "place_and_play",
                "card_kinds": ["special"],
                "duration": "game",
            }
        ],
        False,
    ),
    (
        'Batman may play Comm. Gordon & G.C.P.D. "Sting Operation" Special.',
        [
            {
                "kind": "permission",
                "who": "Batman",
                "action": "play",
                "names": ["Sting Operation"],
                "owner": "Comm. Gordon & G.C.P.D.",
                "card_kinds": ["special"],
            }
        ],
    ),
    (
        "May play any None-One-Per-Deck Wolverine, Sabretooth, or Maverick Special Cards.",
        [
            {
                "kind": "permission",
                "action": "play",
                "owner": "Wolverine or Sabretooth or Maverick",
                "card_kinds": ["special"],
                "filters": ["not_one_per_deck"],
            }
        ],
    ),
    (
        "Crux may avoid any attack with a level 1 Intellect Power card.",
        [
            {
                "kind": "permission",
                "who": "Crux",
                "action": "use_to_avoid",
                "icons": ["intellect"],
                "card_kinds": ["power"],
                "levels": [1, 1],
            }
        ],
    ),
    # Reserve defending a Front Line character: test_family_ko_rules_and_reserve_defense
    (
        "May attack with Energy Power cards while in Reserve.",
        [{"kind": "permission", "action": "attack_from_reserve", "icons": ["energy"]}],
    ),
    (
        "All cards that can be placed to a character, exluding reserve, must be placed in this "
        "battle.",
        [
            {
                "kind": "permission",
                "action": "must_place",
                "filters": ["placeable:on a character", "excluding reserve"],
                "duration": "battle",
            }
        ],
    ),
    (
        '"Any Hero" Specials, excluding BQ, may be placed this battle.',
        [
            {
                "kind": "permission",
                "action": "place",
                "card_kinds": ["any_hero", "special"],
                "filters": ["excluding BQ"],
            }
        ],
    ),
    (
        "May make one or both follow up attacks to any Universe: Teamwork card.",
        [
            {
                "kind": "follow_up_attack",
                "count": "one_or_both",
                "follows": ["teamwork"],
            }
        ],
    ),
    (
        "Bullseye may attack with any Special cards or Power cards in Hand for remainder of "
        "battle.",
        [
            {
                "kind": "permission",
                "who": "Bullseye",
                "action": "attack_with",
                "card_kinds": ["special", "power"],
                "source": "hand",
                "duration": "battle",
            }
        ],
    ),
    (
        'Goblyn Queen may Place and play Jean Grey\'s "Phoenix Effect," "Mental Deflection," and '
        '"Mind Over Matter" Special cards for remainder of game.',
        [
            {
                "kind": "permission",
                "action": "place_and_play",
                "owner": "Jean Grey",
                "names": ["Phoenix Effect", "Mental Deflection", "Mind Over Matter"],
            }
        ],
    ),
    (
        "For remainder of game, Spider-Girl does not have to discard duplicates of chosen Power "
        "card's Power Type and Value.",
        [
            {
                "kind": "permission",
                "who": "Spider-Girl",
                "action": "keep_duplicates",
                "duration": "game",
            }
        ],
    ),
    (
        "Maverick may make 1 attack with any card, usable by Maverick and in Hand, of equal or "
        "less Value than removed Hit.",
        [
            {
                "kind": "permission",
                "who": "Maverick",
                "action": "attack_with",
                "count": 1,
                "source": "hand",
                "filters": ["usable by Maverick", "value<=removed Hit"],
            }
        ],
    ),
    (
        "Acolytes' team my defend.",
        [{"kind": "permission", "who": "team", "action": "defend"}],
    ),
    (
        "May not be used to avoid a numerical attack, or removea numerical hit.",
        [
            {
                "kind": "use_restriction",
                "forbids": ["avoid_numerical_attack", "remove_numerical_hit"],
            }
        ],
    ),
    (
        "Morph may play any 1 KO'd teammate's Specials in next battle.",
        [
            {
                "kind": "permission",
                "who": "Morph",
                "action": "play",
                "card_kinds": ["special"],
                "count": 1,
                "duration": "next_battle",
                "owner": "ko'd_teammate",
            }
        ],
    ),
]

test_clause_fields, test_renders_and_round_trips = case_table_tests(printed=PRINTED)
