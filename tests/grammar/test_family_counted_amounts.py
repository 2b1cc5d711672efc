"""Clause fields of the amounts counted "for each ...": what a scaling counts is typed
(``scaling.count``: what, whose, where, when, card kinds, a teammate's rating), and its printed
``per`` is written from that count (``counted_words``), so the canonical text parses back to
the same count. The engine counts from these fields, never from the words.

Real cards of the new sets, read from ``../shared/data/``."""

from __future__ import annotations

from typing import Any

import pytest

from cards.grammar import parse_effect
from rules.engine.effects import Counted, counted_words
from tests.grammar.clause_checks import faithful_field_tests

REAL: list[tuple[str, str, list[dict[str, Any]]]] = [
    (
        "Zealot - Coda Discipline",
        "Acts as a level 3 Fighting attack",
        [
            {
                "kind": "attack",
                "scaling": {
                    "amount": 1,
                    "per": "teammate with a Fighting rating of 6 or greater",
                    "count": {"what": "teammates", "icon": "fighting", "at_least": 6},
                },
            }
        ],
    ),
    (
        "Witchblade - Energy Wrath",
        "Acts as a level 8 Energy attack",
        [
            {
                "kind": "attack",
                "scaling": {
                    "amount": 1,
                    "per": "Hit on Witchblade's Permanent Record",
                    "count": {
                        "what": "hits",
                        "whose": "Witchblade",
                        "where": "permanent_record",
                    },
                },
            }
        ],
    ),
]

OWN: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "Acts as a level 5 Energy attack, +1 for each Character K.O.'d this game.",
        [
            {
                "kind": "attack",
                "scaling": {
                    "amount": 1,
                    "per": "character KO'd this game",
                    "count": {"what": "kos", "when": "game"},
                },
            }
        ],
    ),
]

test_sentences_keep_their_fields, test_real_texts_keep_their_fields = faithful_field_tests(
    OWN, REAL
)


@pytest.mark.parametrize(
    ("frame", "counted"),
    [
        (
            "Both players must draw 1 card for each {}.",
            Counted(what="cards", card_kinds=("activator",), played_by="opponent"),
        ),
        (
            "Acts as a level 1 Strength attack, +1 for each {}.",
            Counted(what="cards", whose="Wonder Woman", where="hand"),
        ),
        (
            "+1 to Venture Total for each {}.",
            Counted(what="hits", whose="Iceman", where="current_battle"),
        ),
        (
            "For each {}, that character's team is +3 to venture total.",
            Counted(what="kos", when="battle"),
        ),
    ],
)
def test_a_count_written_in_words_reads_back_as_the_same_count(
    frame: str, counted: Counted
) -> None:
    tree = parse_effect(frame.format(counted_words(counted)))
    assert tree.status == "full", tree.unparsed
    assert tree.clauses[0].scaling.count == counted, tree.clauses[0].scaling


def test_a_count_of_words_the_engine_cannot_count_stays_untyped() -> None:
    text = (
        "Draw 1 card for each card discarded this battle, including duplicate and unusable cards."
    )
    scaling = parse_effect(text).clauses[0].scaling
    assert scaling is not None and scaling.count is None
