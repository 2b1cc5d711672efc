"""Clause fields of Hits removed (from a Battlesite, from one teammate, by an icon of someone's
choice, Hits with more than one icon) and of an attack that grows with the Mission cards of
a named pile ("+1 for each Mission card in Scorpion's Defeated Missions Pile").

Real texts of the three new sets are read from ``../shared/data/``; the others are short
sentences in the game's words. Each must parse in full, keep these fields, and render a
canonical text that parses back to the same tree.
"""

from __future__ import annotations

from typing import Any

from cards.grammar import parse_effect
from tests.grammar.clause_checks import faithful_field_tests

REAL: list[tuple[str, str, list[dict[str, Any]]]] = [
    [
        "Backlash - Government Trooper",
        "Acts as a level 3 Strength attack",
        [
            {
                "kind": "attack",
                "level": 3,
                "icons": ["strength"],
                "scaling": {
                    "amount": 1,
                    "per": "Mission card in Backlash's Defeated Missions Pile",
                    "count": {
                        "what": "cards",
                        "whose": "Backlash",
                        "where": "defeated_missions",
                        "card_kinds": ["mission"],
                    },
                },
            }
        ],
    ],
    [
        "Curse - Religious Zeal",
        "Acts as a level 3 Strength attack",
        [
            {
                "kind": "attack",
                "level": 3,
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
    ],
]

OWN: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "Remove 1 Hit from Havok's Battlesite.",
        [{"kind": "remove_hits", "who": "Havok", "count": 1, "record": "battlesite"}],
    ),
    (
        "Remove up to 2 hits with an Energy icon from one teammate's Permanent Record.",
        [
            {
                "kind": "remove_hits",
                "who": "teammate",
                "count": 2,
                "up_to": True,
                "record": "permanent",
                "filter": "with energy icon",
            }
        ],
    ),
    (
        "Psylocke may remove all hits with icon of Psylocke's choice from her Permanent Record.",
        [
            {
                "kind": "remove_hits",
                "who": "self",
                "by": "Psylocke",
                "count": "all",
                "filter": "with chosen icon",
            }
        ],
    ),
    (
        "Remove up to 2 Hits that each have more than one icon from Colossus' Permanent Record.",
        [{"kind": "remove_hits", "who": "Colossus", "filter": "with more than one icon"}],
    ),
    (
        "For each Mission card in the defeated missions pile, remove 1 hit from the permanent "
        "record of any hero.",
        [
            {
                "kind": "remove_hits",
                "who": "any_character",
                "scaling": {
                    "amount": 1,
                    "per": "Mission card in Defeated Missions Pile",
                    "count": {
                        "what": "cards",
                        "where": "defeated_missions",
                        "card_kinds": ["mission"],
                    },
                },
            }
        ],
    ),
    (
        "Move all hits from Holocaust's Hits from Current Battle into Permanent Records.",
        [
            {
                "kind": "move_hits",
                "who": "Holocaust",
                "count": "all",
                "record": "current",
                "to": "Holocaust",
                "to_record": "permanent",
            }
        ],
    ),
    (
        "Remove 1 hit from the permanent record of The Parasite or teammate for every card in "
        "the Defeated Missions Pile.",
        [
            {
                "kind": "remove_hits",
                "who": "self_or_teammate",
                "scaling": {
                    "amount": 1,
                    "per": "card in Defeated Missions Pile",
                    "count": {"what": "cards", "where": "defeated_missions"},
                },
            }
        ],
    ),
    (
        "Move any 1 Hit from teammate to Thunderbird.",
        [{"kind": "move_hits", "who": "teammate", "count": 1, "to": "Thunderbird"}],
    ),
    (
        "Acts as a level 3 Energy attack, +1 for each Mission card in The Hand's Defeated "
        "Missions Pile.",
        [
            {
                "kind": "attack",
                "scaling": {
                    "amount": 1,
                    "per": "Mission card in The Hand's Defeated Missions Pile",
                    "count": {
                        "what": "cards",
                        "whose": "The Hand",
                        "where": "defeated_missions",
                        "card_kinds": ["mission"],
                    },
                },
            }
        ],
    ),
]


test_sentences_keep_their_fields, test_real_texts_keep_their_fields = faithful_field_tests(
    OWN, REAL
)


def test_hits_of_a_battlesite_are_not_read_as_hits_of_the_current_battle():
    clause = parse_effect("Remove 1 Hit from Havok's Battlesite.").clauses[0]
    assert clause.record == "battlesite"
    assert parse_effect("Remove 1 Hit from Havok's Hits from Current Battle.").clauses[
        0
    ].record == ("current")


def test_the_chooser_of_the_icon_is_kept_in_the_canonical_text():
    tree = parse_effect(
        "Ra's Al Ghul may remove all hits with Icon of Ra's Al Ghul's choice from his "
        "Permanent Record."
    )
    assert "with icon of Ra's Al Ghul's choice" in tree.canonical
    assert tree.status == "full"
