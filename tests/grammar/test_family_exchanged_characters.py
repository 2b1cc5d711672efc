"""Clause fields of a character exchanged for a KO'd teammate: the card's timing and the
exchange it is played for ("Play during battle to exchange any of X's Front Line Characters
with KO'd teammate"), and what the exchanged character loses ("Discard all Hits to Permanent
Record and Placed cards"), each said back in one sentence as the cards print it.
"""

from __future__ import annotations

from cards.grammar import parse_effect
from tests.grammar.clause_checks import faithful_field_tests

OWN = [
    (
        "Play during battle to exchange any of Krakoa's Front Line Characters with KO'd "
        "teammate. Discard all Hits to Permanent Record and Placed cards.",
        [
            {"kind": "timing", "when": "during_battle"},
            {"kind": "exchange_character", "with": "kod_teammate"},
            {
                "kind": "remove_hits",
                "who": "exchanged_character",
                "count": "all",
                "record": "permanent",
            },
            {"kind": "discard", "who": "exchanged_character", "from": "placed"},
        ],
    ),
]

test_own_sentences, test_real_sentences = faithful_field_tests(OWN)


def test_the_exchanged_character_is_never_named_by_its_internal_word() -> None:
    tree = parse_effect(OWN[0][0])
    assert "exchanged_character" not in tree.canonical.lower()
    assert "Play during battle to exchange" in tree.canonical


def test_a_timing_alone_is_not_joined_to_the_next_sentence() -> None:
    tree = parse_effect("Play during battle. Target Character must discard all Placed cards.")
    assert "Play during battle." in tree.canonical
