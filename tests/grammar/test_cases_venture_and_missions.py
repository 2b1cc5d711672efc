"""Clause fields, canonical text and JSON round trip of the Venture Total, missions and concessions.

The ``PRINTED`` and ``REAL`` cases are read as ``clause_checks.case_table_tests`` says.
"""

from __future__ import annotations

from typing import Any

from tests.grammar.clause_checks import case_table_tests

PRINTED: list[tuple[Any, ...]] = [
    (
        'Opponent -3 to Venture Total for this battle. If opponent has "Maximum Carnage" Mission, opponent -6 to Venture Total for this battle.',
        [
            {"kind": "venture_modifier", "who": "opponent", "amount": -3, "duration": "battle"},
            {
                "kind": "condition",
                "when": "has_missions",
                "detail": 'opponent has "Maximum Carnage" Mission',
                "then": [{"kind": "venture_modifier", "amount": -6}],
            },
        ],
        False,
    ),
    (
        "Opponent -3 to Venture total for this battle.",
        [{"kind": "venture_modifier", "who": "opponent", "amount": -3, "duration": "battle"}],
        False,
    ),
    (
        "Add 3 to Venture total for this battle.",
        [{"kind": "venture_modifier", "who": "team", "amount": 3, "duration": "battle"}],
        False,
    ),
    (
        "Puppet Master +3 to Venture Total for this battle.",
        [{"kind": "venture_modifier", "who": "Puppet Master", "amount": 3}],
        False,
    ),
    (
        "Team is +2 to Venture Total per battle.",
        [{"kind": "venture_modifier", "who": "team", "amount": 2, "duration": "each_battle"}],
        False,
    ),
    (
        "Opponent's Team is -2 to Venture Total per battle.",
        [{"kind": "venture_modifier", "who": "opponent_team", "amount": -2}],
        False,
    ),
    (
        "Move 1 Mission card from the Defeated Pile to the Completed Pile.",
        [
            {
                "kind": "mission_move",
                "count": 1,
                "from": "defeated_missions",
                "to": "completed_missions",
            }
        ],
        False,
    ),
    (
        "Both players move all Mission cards to Reserve Missions Pile.",
        [{"kind": "mission_move", "who": "both_players", "count": "all", "to": "reserve_missions"}],
        False,
    ),
    (
        "Play to concede battle. All Mission cards Ventured this battle return to piles Ventured from. May be Placed. One Per Deck",
        [
            {"kind": "concede", "returns_ventured": True},
            {"kind": "placement", "may_be_placed": True},
        ],
        True,
    ),
    (
        "This Special may not be negated.",
        [{"kind": "discipline", "action": "may_not_be_negated"}],
        False,
    ),
    (
        "Each player is =3 to Venture Total for each Special card in play at end of battle.",
        [
            {
                "kind": "venture_modifier",
                "who": "each_player",
                "amount": 3,
                "scaling": {
                    "amount": 3,
                    "per": "Special card in play at end of battle",
                    "count": {
                        "what": "cards",
                        "where": "in_play",
                        "when": "end_of_battle",
                        "card_kinds": ["special"],
                    },
                },
            }
        ],
    ),
    (
        "Comm. Gordon & G.C.P.D. are +2 to Venture Total each battle.",
        [
            {
                "kind": "venture_modifier",
                "who": "Comm. Gordon & G.C.P.D.",
                "amount": 2,
                "duration": "each_battle",
            }
        ],
    ),
    (
        "+1 to Venture Total for each Hit in Iceman: The Ice\u2011Man's Hits to Current Battle.",
        [
            {
                "kind": "venture_modifier",
                "who": "team",
                "amount": 1,
                "scaling": {
                    "amount": 1,
                    "per": "Hit in Iceman: The Ice-Man's Hits to Current Battle",
                    "count": {
                        "what": "hits",
                        "whose": "Iceman: The Ice-Man",
                        "where": "current_battle",
                    },
                },
            }
        ],
    ),
    (
        "Continue this battle with no venture, and no conceding.",
        [
            {"kind": "discipline", "action": "no_venturing_this_battle"},
            {"kind": "concede", "allowed": False},
        ],
    ),
    (
        "The Outback's team Basic Universe cards used to attack count toward Damage and Venture "
        "Total for remainder of game.",
        [{"kind": "counts_toward", "who": "team", "used_to_attack": True, "duration": "game"}],
    ),
    (
        "Department H's team's successful Hits made with Power cards are +1 to Venture Total for "
        "remainder of game.",
        [
            {
                "kind": "venture_modifier",
                "who": "team",
                "amount": 1,
                "duration": "game",
                "scaling": {
                    "amount": 1,
                    "per": "successful Hit made with Power card",
                    "count": {"what": "hits", "card_kinds": ["power"], "successful": True},
                },
            }
        ],
    ),
    (
        "Big Apple Team begins game with 6 Mission cards in Reserve Missions Pile and 1 Mission "
        "card in Defeated Missions Pile.",
        [
            {"kind": "starting_missions", "pile": "reserve_missions", "count": 6},
            {"kind": "starting_missions", "pile": "defeated_missions", "count": 1},
        ],
    ),
    (
        "Value of Special card is added to Black Panther's Venture Total for this battle.",
        [
            {
                "kind": "value_to_venture",
                "who": "Black Panther",
                "source": "Special card",
                "duration": "battle",
            }
        ],
    ),
    (
        "Universe not added to damage or venture total.",
        [{"kind": "not_added", "card_kinds": ["universe"], "to": ["damage", "venture_total"]}],
    ),
    ("All Hits remain.", [{"kind": "discipline", "action": "all_hits_remain"}]),
]

REAL: list[tuple[str, str, list[dict[str, Any]]]] = [
    [
        "Blue Beetle™ - The Bug™",
        "Specials may not be duplicates.",
        [{"kind": "discipline", "action": "no_duplicates"}],
    ],
    [
        "Booster Gold™ - Skeets™",
        "May be duplicate.",
        [{"kind": "discipline", "action": "duplicates_allowed"}],
    ],
    [
        "Darkseid - Lord of Apokolips™",
        "Bonus not applied to damage, or Venture ",
        [{"kind": "discipline", "action": "bonus_not_applied_to_damage_or_venture"}],
    ],
    [
        "Neron - Your Soul Is Mine!",
        "Cards may be placed or in hand.",
        [{"kind": "discipline", "action": "cards_may_be_placed_or_in_hand"}],
    ],
    [
        "Robin - Surfing the Net",
        "May keep duplicates.",
        [{"kind": "discipline", "action": "keep_duplicates"}],
    ],
    [
        "The Riddler - Prince of Puzzles",
        "May keep Duplicates.",
        [{"kind": "discipline", "action": "keep_duplicates"}],
    ],
    [
        "The Brave And The Bold - Justice League Case File: Batman vs. Kanto",
        "Card is discarded if it will end game.",
        [{"kind": "discipline", "action": "discarded_if_it_would_end_game"}],
    ],
    [
        "Backlash",
        "Counts as 18 points for Tournament Deckb",
        [{"kind": "deck_points", "points": 18}],
    ],
    ["Fairchild", "May not be duplicates.", [{"kind": "discipline", "action": "no_duplicates"}]],
    [
        "Malebolgia",
        "Counts as 23 points for Tournament Deckb",
        [{"kind": "deck_points", "points": 23}],
    ],
    [
        "Malebolgia - Signed in Blood",
        "Cannot be a duplicate.",
        [{"kind": "discipline", "action": "no_duplicates"}],
    ],
    [
        "Spawn© - Finite Power",
        "Cards may be Placed or in Hand.",
        [{"kind": "discipline", "action": "cards_may_be_placed_or_in_hand"}],
    ],
    [
        "Spawn - Magickal Chains",
        "Cannot be duplicate.",
        [{"kind": "discipline", "action": "no_duplicates"}],
    ],
    [
        "Tiffany - Heavenly Agent",
        "May not keep duplicates.",
        [{"kind": "discipline", "action": "no_keep_duplicates"}],
    ],
    [
        "Assault on Onslaught - Fuel for the Machine",
        "May be a duplicate.",
        [{"kind": "discipline", "action": "duplicates_allowed"}],
    ],
    ["New Warriors", "Keep duplicates.", [{"kind": "discipline", "action": "keep_duplicates"}]],
    [
        "Acolytes - Fabian Cortez",
        "Bonus not applied to damage or Venture t",
        [{"kind": "discipline", "action": "bonus_not_applied_to_damage_or_venture"}],
    ],
    [
        "Kree - Colonel Yon-Rogg",
        "Affects Venture total.",
        [{"kind": "discipline", "action": "affects_venture_total"}],
    ],
    [
        "Grunge - Lover Boy",
        "Value of Power Card is also added to Ven",
        [
            {
                "kind": "value_to_venture",
                "who": "self",
                "source": "Power card",
                "duration": "battle",
                "also": True,
            }
        ],
    ],
    [
        "Malebolgia - Reign of Fire",
        "Value of Power Card is added to Venture ",
        [{"kind": "value_to_venture", "who": "self", "source": "Power card", "duration": "battle"}],
    ],
    [
        "Stryker - Cyberforce Leader",
        "Value of Power card is added to Venture ",
        [{"kind": "value_to_venture", "who": "self", "source": "Power card", "duration": "battle"}],
    ],
    [
        "Secret Wars - Keeps Going & Going",
        "Multipower Power cards do not count in t",
        [
            {
                "kind": "no_venture",
                "card_kinds": ["power"],
                "icons": ["multipower"],
                "duration": "battle",
            }
        ],
    ],
]

test_clause_fields, test_renders_and_round_trips = case_table_tests(printed=PRINTED, real=REAL)
