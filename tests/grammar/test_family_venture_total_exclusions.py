"""Clause fields of cards left out of a Venture Total: "cards on X's Hits to Current Battle
with A or B icons do not count towards Opponent's Venture Total" (whose Hits, which icons,
whose Venture Total and for how long are fields).
"""

from __future__ import annotations

from typing import Any

from cards.grammar import parse_effect
from tests.grammar.clause_checks import assert_full_and_round_trips, faithful_field_tests

OWN: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "For remainder of game, cards on Gambit's Hits to Current Battle with Energy or "
        "Intellect icons do not count towards Opponent's Venture Total.",
        [
            {
                "kind": "no_venture",
                "who": "Gambit",
                "icons": ["energy", "intellect"],
                "pile": "current_battle",
                "against": "opponent",
                "duration": "game",
            }
        ],
    ),
    (
        "Cards on target character's Hits to Current Battle with Strength icons do not count "
        "toward Venture Total for remainder of battle.",
        [
            {
                "kind": "no_venture",
                "who": "target",
                "icons": ["strength"],
                "pile": "current_battle",
                "against": None,
                "duration": "battle",
            }
        ],
    ),
]

test_sentences_keep_their_fields, _unused = faithful_field_tests(OWN)


def test_the_hits_of_a_character_round_trip() -> None:
    assert_full_and_round_trips(
        "For remainder of game, cards on Gambit's Hits to Current Battle with Fighting or "
        "Strength icons do not count towards Opponent's Venture Total. One Per Deck"
    )


def test_icons_joined_by_and_are_not_read_as_either() -> None:
    # "with Fighting and Strength icons" could mean cards bearing both: left unread
    tree = parse_effect(
        "Cards on Gambit's Hits to Current Battle with Fighting and Strength icons do not "
        "count towards Opponent's Venture Total."
    )
    assert tree.status == "failed"
