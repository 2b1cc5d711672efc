"""The card drawn to replace a played card: "Both players may still redraw for played Event
cards" (the Event's replacement draw goes on, whatever else the card stops). A permission
``redraw_for_played`` of the players named, for the kinds of the cards played."""

from __future__ import annotations

from tests.grammar.clause_checks import faithful_field_tests
from tests.grammar.modal_readings import modal_held_or_unread

REDRAW = {"kind": "permission", "action": "redraw_for_played", "card_kinds": ["event"]}

OWN = [
    ("Both players may still redraw for played Event cards.", [{**REDRAW, "who": "both_players"}]),
    (
        "Opponent may redraw for played Event cards for remainder of game.",
        [{**REDRAW, "who": "opponent", "duration": "game"}],
    ),
    (
        "Both players may redraw for played Activator cards.",
        [{**REDRAW, "who": "both_players", "card_kinds": ["activator"]}],
    ),
]

REAL = [
    (
        "Kree - Prime Minister Zarek",
        "Both players may still redraw",
        [{**REDRAW, "who": "both_players", "duration": None}],
    )
]

test_own_sentences, test_real_sentences = faithful_field_tests(OWN, REAL)


def test_a_redraw_is_a_permission_not_a_duty():
    # "must redraw" is never read as the permission: kept whole under its "must"
    modal_held_or_unread("Both players must redraw for played Event cards.", "must")
