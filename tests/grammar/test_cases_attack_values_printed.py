"""Clause fields, canonical text and JSON round trip of attacks a card acts as (level, icons, "or" choices, targets), as printed in the seven original sets or written in the game's words.

The ``PRINTED`` and ``REAL`` cases are read as ``clause_checks.case_table_tests`` says.
"""

from __future__ import annotations

from typing import Any

from tests.grammar.clause_checks import case_table_tests

PRINTED: list[tuple[Any, ...]] = [
    (
        "Acts as a level 4 Fighting attack.",
        [{"kind": "attack", "level": 4, "icons": ["fighting"], "choice": False}],
        False,
    ),
    (
        "Acts as a level 6 Strength attack.",
        [{"kind": "attack", "level": 6, "icons": ["strength"]}],
        False,
    ),
    (
        "Acts as a level 7 Intellect attack.",
        [{"kind": "attack", "level": 7, "icons": ["intellect"]}],
        False,
    ),
    (
        "Acts as a level 4 Energy attack.",
        [{"kind": "attack", "level": 4, "icons": ["energy"]}],
        False,
    ),
    (
        "Acts as a level 0 Strength attack.",
        [{"kind": "attack", "level": 0, "icons": ["strength"]}],
        False,
    ),
    (
        "Acts as a level 8 Any Power attack.",
        [{"kind": "attack", "level": 8, "icons": ["any_power"]}],
        False,
    ),
    (
        "Acts as a level 1 MultiPower attack.",
        [{"kind": "attack", "level": 1, "icons": ["multipower"]}],
        False,
    ),
    (
        "Acts as a level 4 Energy or Strength attack.",
        [{"kind": "attack", "level": 4, "icons": ["energy", "strength"], "choice": True}],
        False,
    ),
    (
        "Acts as a level 4 Fighting or Intellect attack.",
        [{"kind": "attack", "icons": ["fighting", "intellect"], "choice": True}],
        False,
    ),
    (
        "Acts as a level 8 Energy, Strength, or Fighting attack. One Per Deck",
        [
            {
                "kind": "attack",
                "level": 8,
                "icons": ["energy", "strength", "fighting"],
                "choice": True,
            }
        ],
        True,
    ),
    (
        "Acts as a level 5 Energy, Fighting, Strength, or Intellect attack.",
        [
            {
                "kind": "attack",
                "level": 5,
                "icons": ["energy", "fighting", "strength", "intellect"],
                "choice": True,
            }
        ],
        False,
    ),
    (
        "Acts as a level 9 Energyor Strength attack. One Per Deck",
        [{"kind": "attack", "level": 9, "icons": ["energy", "strength"], "choice": True}],
        True,
    ),
    (
        "Acts as a level 5 Figthing attack.",
        [{"kind": "attack", "level": 5, "icons": ["fighting"]}],
        False,
    ),
    (
        "Acts as a level 5 Strenght attack.",
        [{"kind": "attack", "level": 5, "icons": ["strength"]}],
        False,
    ),
    ("Acts as as level 4 Fighting or Intellect attack.", [{"kind": "attack", "level": 4}], False),
    (
        "Act as a level 11 Fighting attack.",
        [{"kind": "attack", "level": 11, "icons": ["fighting"]}],
        False,
    ),
    (
        "Acts as a level 2 Strength Attack.",
        [{"kind": "attack", "level": 2, "icons": ["strength"]}],
        False,
    ),
    (
        "Acts as a level 3 Energy attack, +1 for each Mission card in opponent's Completed Missions Pile.",
        [
            {
                "kind": "attack",
                "level": 3,
                "icons": ["energy"],
                "scaling": {
                    "amount": 1,
                    "per": "Mission card in opponent's Completed Missions Pile",
                    "count": {
                        "what": "cards",
                        "whose": "opponent",
                        "where": "completed_missions",
                        "card_kinds": ["mission"],
                    },
                },
            }
        ],
        False,
    ),
    (
        "Acts as a level 5 Energy, Fighting, Strength, or Intellect attack, +1 for each Character K.O.'d this game. One Per Deck",
        [
            {
                "kind": "attack",
                "level": 5,
                "scaling": {
                    "amount": 1,
                    "per": "character KO'd this game",
                    "count": {"what": "kos", "when": "game"},
                },
            }
        ],
        True,
    ),
    (
        "Acts as a level 5 Energy Power card. May be used to attack or defend.",
        [{"kind": "acts_as_power", "level": 5, "icons": ["energy"], "uses": ["attack", "defense"]}],
        False,
    ),
    (
        "All attacks by opponent's team must be made against Leader until Leader is K.O.'d or cannot be attacked.",
        [
            {
                "kind": "must_attack",
                "who": "Leader",
                "by": "opponent_team",
                "duration": {"until": "Leader is KO'd or cannot be attacked"},
            }
        ],
        False,
    ),
    (
        "Only Red Skull and target hero may attack, be attacked or defend this battle. One Per Deck",
        [{"kind": "exclusive", "who": ["Red Skull", "target"], "duration": "battle"}],
        True,
    ),
    (
        "Act as 6 Any Power to attack.",
        [{"kind": "attack", "level": 6, "icons": ["any_power"]}],
    ),
    (
        "All attacks with an energy icon must be made against the same front line character "
        "this battle, until character is KO'd.",
        [{"kind": "must_attack", "who": "same_front_line", "icons": ["energy"]}],
    ),
    (
        "Target character may not attack Poison Ivy for remainder of battle unless she attacks "
        "him/her first.",
        [
            {
                "kind": "targeted_attack",
                "who": "target",
                "target": "Poison Ivy",
                "allowed": False,
                "unless": "attacked_first_by_them",
                "duration": "battle",
            }
        ],
    ),
    (
        "Acts as a level 8 Intellect attack, +1 for each Hit and Grey King's Permanent Record.",
        [
            {
                "kind": "attack",
                "level": 8,
                "scaling": {
                    "amount": 1,
                    "per": "Hit on Grey King's Permanent Record",
                    "count": {"what": "hits", "whose": "Grey King", "where": "permanent_record"},
                },
            }
        ],
    ),
    (
        "Target opponent may not attack Rogue for remainder of battle unless she attacks him first.",
        [
            {
                "kind": "targeted_attack",
                "who": "target",
                "target": "Rogue",
                "unless": "attacked_first_by_them",
                "duration": "battle",
            }
        ],
    ),
    ("Acts as a level Fighting 2 attack.", [{"kind": "attack", "level": 2, "icons": ["fighting"]}]),
    (
        "Post may attack any front line teammate using 1 of opponent's Placed cards.",
        [
            {
                "kind": "targeted_attack",
                "who": "Post",
                "target": "teammate",
                "using": "1 of opponent's placed cards",
            }
        ],
    ),
    (
        "For remainder of battle, Target Character may not attack unless Opponent also discards 2 cards per attack.",
        [
            {
                "kind": "targeted_attack",
                "who": "target",
                "unless": "opponent_discards_2_cards_per_attack",
                "duration": "battle",
            }
        ],
    ),
]

test_clause_fields, test_renders_and_round_trips = case_table_tests(printed=PRINTED)
