"""Clause fields, canonical text and JSON round trip of avoid, negate, shift, block and other defense rules.

The ``PRINTED`` and ``REAL`` cases are read as ``clause_checks.case_table_tests`` says.
"""

from __future__ import annotations

from typing import Any

from tests.grammar.clause_checks import case_table_tests

PRINTED: list[tuple[Any, ...]] = [
    ("Avoid 1 attack.", [{"kind": "avoid", "who": "self", "count": 1, "max_value": None}], False),
    ("Avoid 1 attack of 9 or less.", [{"kind": "avoid", "count": 1, "max_value": 9}], False),
    (
        "Captain Mar-Vell or teammate may avoid 1 attack of 9 or less.",
        [{"kind": "avoid", "who": "self_or_teammate", "count": 1, "max_value": 9}],
        False,
    ),
    (
        "Marrow or teammate may avoid 1 attack of 4 or less. Marrow may draw 1 card from the top of the Draw Pile. Discard duplicates.",
        [
            {"kind": "avoid", "who": "self_or_teammate", "max_value": 4},
            {"kind": "draw", "who": "Marrow", "count": 1},
            {"kind": "discard", "filter": "duplicates", "duplicates": "discard"},
        ],
        False,
    ),
    ("Teammate may avoid 1 attack.", [{"kind": "avoid", "who": "teammate", "count": 1}], False),
    (
        "Avoid 1 Strength or Fighting attack.",
        [{"kind": "avoid", "icons": ["strength", "fighting"], "count": 1}],
        False,
    ),
    ("Avoid 1 Energy attack.", [{"kind": "avoid", "icons": ["energy"]}], False),
    (
        "Avoid 1 attack made with a Universe card.",
        [{"kind": "avoid", "card_kinds": ["universe"]}],
        False,
    ),
    ("Avoid 1 attack made with a Power card.", [{"kind": "avoid", "card_kinds": ["power"]}], False),
    ("Avoid 1 attack with a Fighting icon.", [{"kind": "avoid", "icons": ["fighting"]}], False),
    (
        "Avoid 1 attack that contains an Intellect icon.",
        [{"kind": "avoid", "icons": ["intellect"]}],
        False,
    ),
    (
        "Avoid 1 attack. May not be attacked for remainder of battle. One Per Deck",
        [
            {"kind": "avoid", "count": 1},
            {"kind": "cannot_be_attacked", "who": "self", "duration": "battle"},
        ],
        True,
    ),
    (
        "Negates the effect of any 1 Special card played by opponent.",
        [{"kind": "negate", "count": 1, "card_kinds": ["special"], "by": "opponent"}],
        False,
    ),
    (
        "Negates the effect of any 1 Special card played by opponent against Longshot only.",
        [{"kind": "negate", "count": 1, "by": "opponent", "against": "Longshot"}],
        False,
    ),
    (
        "Attack made on Front Line Character is now made on any other Front Line Character, who may defend.",
        [{"kind": "shift", "from": "front_line", "may_defend": True}],
        False,
    ),
    (
        "Attack made on teammate is now made on Steel, who may defend.",
        [{"kind": "shift", "from": "teammate", "to": "Steel", "may_defend": True}],
        False,
    ),
    (
        "For remainder of game, any attack made on Nick Fury may be moved to LMD.",
        [{"kind": "shift", "from": "Nick Fury", "to": "LMD", "duration": "game"}],
        False,
    ),
    (
        "Attacks made with Energy Power cards may not be moved or shifted from Target Character.",
        [{"kind": "no_shift", "who": "target", "icons": ["energy"], "card_kinds": ["power"]}],
        False,
    ),
    (
        "Can only be defended by a card with an Intellect icon.",
        [{"kind": "defense_restriction", "only": {"icons": ["intellect"]}}],
        False,
    ),
    (
        "Target hero may not defend against level 1 or 2 Power cards for remainder of game.",
        [{"kind": "cannot_defend", "who": "target", "duration": "game"}],
        False,
    ),
    (
        "Maverick is not affected by Event cards for remainder of game.",
        [{"kind": "immunity", "who": "Maverick", "card_kinds": ["event"], "duration": "game"}],
        False,
    ),
    (
        "Krakoa may not defend or be KO'd.",
        [{"kind": "cannot_defend", "who": "Krakoa"}, {"kind": "cannot_be_kod", "who": "Krakoa"}],
    ),
    (
        "Attack made on any of Krakoa's Front Line Characters is now made on Krakoa.",
        [{"kind": "shift", "from": "any of Krakoa's Front Line characters", "to": "Krakoa"}],
    ),
    (
        "All level 1 Power card attacks cannot be blocked this battle.",
        [
            {
                "kind": "block_rule",
                "rule": "cannot",
                "applies_to": "all level 1 Power attacks",
                "duration": "battle",
            }
        ],
    ),
    (
        "For remainder of game, The Danger Room team's attacks made with Power cards may not be "
        "defended by Opponent's team's Special cards already in play.",
        [{"kind": "defense_restriction", "forbids": {"kinds": ["special"]}, "duration": "game"}],
    ),
    (
        "Krakoa may not defend or be KO'd.",
        [{"kind": "cannot_defend"}, {"kind": "cannot_be_kod"}],
    ),
    (
        "X-World's Power card attacks are not affected by Special cards already in play.",
        [{"kind": "immunity", "who": "X-World's Power card attacks", "card_kinds": ["special"]}],
    ),
    (
        "Can only be defended by a Power card with a Universe card.",
        [
            {
                "kind": "defense_restriction",
                "only": {"kinds": ["power"], "combined_with": ["universe"]},
            }
        ],
    ),
    (
        'May not be affected by a card with the word "teammate" on it.',
        [{"kind": "immunity", "who": "this_card", "words": ["teammate"]}],
    ),
    (
        "Attack made on Joker is now made on teammate of his choice, who may defend.",
        [{"kind": "shift", "from": "Joker", "to": "teammate", "may_defend": True}],
    ),
    (
        "Avoid any Universe: Teamwork card made against this hero or Teammate.",
        [{"kind": "avoid", "who": "self_or_teammate", "card_kinds": ["teamwork"]}],
    ),
    (
        "Silver Sable may not defend this card.",
        [{"kind": "cannot_defend", "who": "Silver Sable", "against": {"kinds": ["this_card"]}}],
    ),
    (
        "Can be only defended by a defensive Special card.",
        [
            {
                "kind": "defense_restriction",
                "only": {"kinds": ["defensive", "special"]},
                "applies_to": "this_attack",
            }
        ],
    ),
    (
        "Attack made on Doctor Doom is now made on teammate of his choice, who may defend it.",
        [
            {
                "kind": "shift",
                "from": "Doctor Doom",
                "to": "teammate",
                "may_defend": True,
                "count": 1,
            }
        ],
    ),
    (
        "Target hero may not defend with power type of Dr. Strange's choice for remainder of battle.",
        [
            {
                "kind": "cannot_defend",
                "who": "target",
                "against": {"kinds": ["chosen"]},
                "power_type_chosen_by": "Dr. Strange",
                "duration": "battle",
            }
        ],
    ),
]

REAL: list[tuple[str, str, list[dict[str, Any]]]] = [
    [
        "Kree - Prime Minister Zarek",
        "Negates the effect of all Event cards in",
        [{"kind": "negate", "count": "all", "card_kinds": ["event"], "duration": "next_battle"}],
    ],
]

test_clause_fields, test_renders_and_round_trips = case_table_tests(printed=PRINTED, real=REAL)
