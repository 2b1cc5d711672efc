"""Permissions and restrictions to play: attacks played face down, cards barred against a
character whose name has an apostrophe ("The Shi'ar"), bonuses of one power type from a
kind of card doubled.

Sentences in the game's words: each parses in full into these clauses with these fields, and
its canonical text parses back to the same clauses.
"""

from __future__ import annotations

from typing import Any

from cards.grammar import parse_effect
from tests.grammar.clause_checks import family_tests

CASES: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "Target Teammate may play any Rogue Special cards for remainder of game.",
        [
            {
                "kind": "permission",
                "who": "target_teammate",
                "action": "play",
                "names": ["Rogue"],
                "card_kinds": ["special"],
                "duration": "game",
            }
        ],
    ),
    (
        "Opponent may not play any Universe cards from his hand this battle.",
        [
            {
                "kind": "play_restriction",
                "who": "opponent",
                "card_kinds": ["universe"],
                "source": "hand",
                "duration": "battle",
            }
        ],
    ),
    (
        "Storm plays numerical attacks face down for remainder of battle.",
        [
            {
                "kind": "permission",
                "who": "Storm",
                "action": "play_face_down",
                "card_kinds": ["numerical"],
                "duration": "battle",
            }
        ],
    ),
    (
        "Storm may play Power card attacks face down for remainder of battle.",
        [{"kind": "permission", "action": "play_face_down", "card_kinds": ["power"]}],
    ),
    (
        "No cards with an Intellect icon may be played against The Shi'ar for remainder of battle.",
        [
            {
                "kind": "play_restriction",
                "who": "against:The Shi'ar",
                "icons": ["intellect"],
                "duration": "battle",
            }
        ],
    ),
    (
        "For remainder of battle, all Fighting bonuses from Teamwork cards are doubled.",
        [
            {
                "kind": "bonus_modifier",
                "icons": ["fighting"],
                "card_kinds": ["teamwork"],
                "multiplier": 2,
                "duration": "battle",
            }
        ],
    ),
]


test_clause_fields, test_full_and_canonical_round_trips = family_tests(CASES)


def test_a_target_teammate_is_not_the_opponents_target_character() -> None:
    teammate = parse_effect("Target Teammate may not attack for remainder of battle.").clauses[0]
    target = parse_effect("Target Character may not attack for remainder of battle.").clauses[0]
    assert (teammate.who, target.who) == ("target_teammate", "target")


def test_a_bar_on_cards_anywhere_names_no_pile() -> None:
    (clause,) = parse_effect("Opponent may not play any Universe cards this battle.").clauses
    assert clause.source is None and "source" not in clause.to_json()


def test_a_name_with_the_keeps_its_possessive() -> None:
    """ "The Hand's Defeated Missions Pile": the "'s" is the possessive, not part of a name."""
    (attack,) = parse_effect(
        "Acts as a level 3 Energy attack, +1 for each Mission card in The Hand's Defeated "
        "Missions Pile."
    ).clauses
    assert attack.scaling.per == "Mission card in The Hand's Defeated Missions Pile"
