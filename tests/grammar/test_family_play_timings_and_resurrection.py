"""Clause fields of play leads and resurrection, rendered in the cards' words: "Play in current
battle, after one teammate is KO'd", "Play when Longshot makes a Power card attack", "Play in
current battle to resurrect any KO'd teammate next battle" (the player picks the teammate),
and a card of a character's "is returned to top of Draw Pile".
"""

from __future__ import annotations

from typing import Any

from cards.grammar import parse_effect
from tests.grammar.clause_checks import assert_full_and_round_trips, faithful_field_tests

OWN: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "Play in current battle, after one teammate is KO'd.",
        [{"kind": "timing", "when": "current_battle_after_ko:teammate"}],
    ),
    (
        "Play when Gambit makes a Power card attack.",
        [{"kind": "timing", "when": "when_attacks:Gambit:power"}],
    ),
    (
        "Play in current battle to resurrect any KO'd teammate next battle.",
        [
            {"kind": "timing", "when": "current_battle"},
            {
                "kind": "resurrect",
                "who": "teammate",
                "count": 1,
                "any_chosen": True,
                "duration": "next_battle",
            },
        ],
    ),
    (
        "If defended, Gambit's Power card is returned to top of Draw Pile.",
        [
            {
                "kind": "condition",
                "when": "defended",
                "then": [
                    {
                        "kind": "put_cards",
                        "count": 1,
                        "filter": "Gambit's Power card",
                        "to": "top_of_draw_pile",
                    }
                ],
            }
        ],
    ),
]

test_sentences_keep_their_fields, _real = faithful_field_tests(OWN)


def test_timings_render_no_internal_names() -> None:
    for text in (
        "Play in current battle, after one teammate is KO'd.",
        "Play when Gambit makes a Power card attack.",
        "Immediately exchange KO'd teammate and Gambit.",
    ):
        canonical = parse_effect(text).canonical
        assert ":" not in canonical and "_" not in canonical, canonical
        assert_full_and_round_trips(text)


def test_resurrecting_a_teammate_round_trips_as_one_sentence() -> None:
    text = "Play in current battle to resurrect any KO'd teammate next battle."
    assert parse_effect(text).canonical == text
    assert_full_and_round_trips(text)
