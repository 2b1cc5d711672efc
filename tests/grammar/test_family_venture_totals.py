"""Venture totals and ventured Mission cards: "Add 3 to X's Venture Total, or opponent -3 to
Venture Total for this battle", "X may increase either his team's or opponent's Ventured
Mission cards by 1", "All X Special cards are doubled when determining Venture Total".

Sentences in the game's words: each parses in full into these clauses with these fields, and
its canonical text parses back to the same clauses.
"""

from __future__ import annotations

from typing import Any

from cards.grammar import parse_effect
from tests.grammar.clause_checks import family_tests

CASES: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "Add 3 to Venture Total for this battle.",
        [{"kind": "venture_modifier", "who": "team", "amount": 3, "duration": "battle"}],
    ),
    (
        "Adds 5 to Venture Total.",
        [{"kind": "venture_modifier", "who": "team", "amount": 5, "duration": None}],
    ),
    (
        "Add 2 to opponent's Venture Total.",
        [{"kind": "venture_modifier", "who": "opponent", "amount": 2}],
    ),
    (
        "Add 3 to Storm's Venture Total, or opponent -3 to Venture Total for this battle.",
        [
            {
                "kind": "choice",
                "options": [
                    {
                        "kind": "venture_modifier",
                        "who": "team",
                        "team_name": "Storm",
                        "amount": 3,
                        "duration": "battle",
                    },
                    {
                        "kind": "venture_modifier",
                        "who": "opponent",
                        "amount": -3,
                        "duration": "battle",
                    },
                ],
            }
        ],
    ),
    (
        "Storm may increase either her team's or opponent's Ventured Mission cards by 2.",
        [{"kind": "venture_count", "who": "either", "amount": 2, "by": "Storm"}],
    ),
    (
        "All Storm Special cards are doubled when determining Venture Total this battle.",
        [
            {
                "kind": "bonus_modifier",
                "names": ["Storm"],
                "card_kinds": ["special"],
                "multiplier": 2,
                "to_venture": True,
                "duration": "battle",
            }
        ],
    ),
    (
        "Play when opponent concedes battle. Opponent may not concede battle.",
        [
            {"kind": "timing", "when": "when_opponent_concedes"},
            {"kind": "concede", "allowed": False, "who": "opponent"},
        ],
    ),
    (
        "Play on your turn to concede battle. Storm's Mission cards Ventured this battle "
        "return to pile Ventured from. Opponent's Mission cards can advance as normal.",
        [
            {"kind": "timing", "when": "your_turn"},
            {"kind": "concede", "returns_ventured": False},
            {"kind": "mission_move", "who": "Storm", "from": "ventured"},
            {"kind": "discipline", "action": "missions_advance_as_normal", "who": "opponent"},
        ],
    ),
    (
        "Play to concede battle. All Mission cards Ventured this battle return to piles they "
        "were Ventured from.",
        [{"kind": "concede", "returns_ventured": True}],
    ),
    (
        "Both players move all Mission cards to Reserve Missions Pile. Mission cards Ventured "
        "this battle are now Ventured from Reserve Missions Pile.",
        [
            {"kind": "mission_move", "who": "both_players", "count": "all"},
            {"kind": "mission_move", "from": "ventured", "to": "ventured_from:reserve_missions"},
        ],
    ),
    (
        "At end of battle, opponent may only move 1 Mission card.",
        [
            {"kind": "timing", "when": "end_of_battle"},
            {"kind": "mission_move_limit", "who": "opponent", "max_count": 1},
        ],
    ),
    (
        "Play with 1 action involving a Universe card. Universe card bonus is doubled.",
        [
            {"kind": "combine", "purpose": "play_with_action", "card_kinds": ["universe"]},
            {"kind": "bonus_modifier", "card_kinds": ["universe"], "multiplier": 2},
        ],
    ),
]


test_clause_fields, test_full_and_canonical_round_trips = family_tests(CASES)


def test_a_named_team_total_is_the_players_own() -> None:
    """ "Add 3 to Storm's Venture Total" raises the total of Storm's team (the player's),
    never the opponent's: the engine reads ``who`` and finds "team"."""
    (clause,) = parse_effect("Add 3 to Storm's Venture Total.").clauses
    assert (clause.who, clause.team_name) == ("team", "Storm")
    assert clause.render() == "Add 3 to Storm's Venture Total."


def test_a_duration_printed_once_covers_options_of_one_kind_only() -> None:
    """An option of another kind does not take the duration printed after the last one."""
    (choice,) = parse_effect(
        "Avoid 1 attack, or Target Character may not attack for remainder of battle."
    ).clauses
    assert choice.kind == "choice"
    assert choice.options[0].duration is None
    assert choice.options[1].duration == "battle"
