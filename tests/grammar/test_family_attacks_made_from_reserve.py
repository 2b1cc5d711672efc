"""Clause fields of an attack card that may be made from the Reserve ("May be made while
Hawkeye is in reserve"): the character named as printed, and the verb the card prints (an
attack is made; a card is played).
"""

from __future__ import annotations

from typing import Any

from cards.grammar import parse_effect
from tests.grammar.clause_checks import assert_full_and_round_trips, faithful_field_tests

OWN: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "Acts as a level 6 Energy attack. May be made while Hawkeye is in reserve.",
        [
            {"kind": "attack", "level": 6, "icons": ["energy"]},
            {
                "kind": "permission",
                "who": "reserve",
                "action": "play_this_from_reserve",
                "while_in_reserve": "Hawkeye",
                "made": True,
            },
        ],
    ),
    (
        "May be played while Huntress is in Reserve.",
        [
            {
                "kind": "permission",
                "action": "play_this_from_reserve",
                "while_in_reserve": "Huntress",
            }
        ],
    ),
]

test_sentences_keep_their_fields, _no_real_texts = faithful_field_tests(OWN)


def test_made_and_played_keep_their_verb() -> None:
    made = parse_effect("May be made while Hawkeye is in reserve.")
    played = parse_effect("May be played while Hawkeye is in reserve.")
    assert made.canonical == "May be made while Hawkeye is in Reserve."
    assert played.canonical == "May be played while Hawkeye is in Reserve."
    assert played.clauses[0].made is None
    assert_full_and_round_trips(
        "Acts as a level 6 Energy attack. May be made while Hawkeye is in reserve."
    )
