"""Clause fields of Special card phrasings: an attack defended only "using" given cards;
cards barred by an icon another character chooses ("with icon of X's choice"); a character
trading places with its Reserve; Hits to KO "reduced" (decreased) by a number of points.

Short texts in the game's words; each must parse in full into these clauses with these
fields, and its canonical text must parse back to the same clauses.
"""

from __future__ import annotations

from typing import Any

from tests.grammar.clause_checks import family_tests

CASES: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "Acts as a level 0 Intellect attack. May only be defended using a Power card with a "
        "value of 5 or greater.",
        [
            {"kind": "attack", "level": 0, "icons": ["intellect"]},
            {
                "kind": "defense_restriction",
                "only": {"kinds": ["power"], "min_value": 5},
                "forbids": {},
            },
        ],
    ),
    (
        "Acts as a level 3 Fighting attack. May not be defended using a Special card.",
        [
            {"kind": "attack", "level": 3, "icons": ["fighting"]},
            {"kind": "defense_restriction", "forbids": {"kinds": ["special"]}, "only": {}},
        ],
    ),
    (
        "Target character may not use cards with icon of Sabretooth's choice for remainder "
        "of battle.",
        [
            {
                "kind": "play_restriction",
                "who": "target",
                "verb": "use",
                # "chosen" matches no card: the engine, which reads the icons, bars none
                "icons": ["chosen"],
                "icon_chosen_by": "Sabretooth",
                "duration": "battle",
            }
        ],
    ),
    (
        "Target hero may not play Special cards with icon of opponent's choice this battle.",
        [
            {
                "kind": "play_restriction",
                "who": "target",
                "card_kinds": ["special"],
                "icons": ["chosen"],
                "icon_chosen_by": "opponent",
            }
        ],
    ),
]

CASES += [
    (
        "Remove all Hits from Storm's Permanent Record and Current Battle, and switch places "
        "with the Reserve.",
        [
            {"kind": "remove_hits", "who": "Storm", "count": "all"},
            {"kind": "character_move", "who": "self", "to": "reserve", "swap": True},
        ],
    ),
    (
        "Remove all Hits from Storm's Permanent Record and Hits from Current Battle.",
        [{"kind": "remove_hits", "who": "Storm", "record": "permanent_and_current"}],
    ),
    (
        "Rogue Hits to KO is reduced by 4 points for remainder of battle.",
        [{"kind": "ko_threshold", "who": "Rogue", "delta": -4, "duration": "battle"}],
    ),
]

test_clause_fields, test_full_and_canonical_round_trips = family_tests(CASES)
