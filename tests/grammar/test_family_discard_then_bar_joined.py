"""Clause fields of a discard joined to a bar by "and may not" ("Target character must
discard all Placed cards and may not attack for remainder of battle"), also where the card
list prints "and" with its last letter slipped ("... all Placed cards any may not attack"):
the spelling step reads only a bare "any" before a modal, never "any" before its noun."""

from __future__ import annotations

from cards.grammar import parse_effect
from cards.grammar.normalise import normalise
from tests.grammar.clause_checks import (
    assert_full_and_round_trips,
    faithful_field_tests,
    family_tests,
)
from tests.grammar.ten_sets import card_text

BOTH = [
    {"kind": "discard", "who": "target", "count": "all", "from": "placed"},
    {"kind": "cannot_attack", "who": "target", "duration": "battle"},
]

OWN = [
    (
        "Target character must discard all Placed cards and may not attack for remainder of "
        "battle.",
        BOTH,
    ),
    (
        "Target character must discard all Placed cards and may not defend.",
        [
            {"kind": "discard", "who": "target", "count": "all", "from": "placed"},
            {"kind": "cannot_defend", "who": "target"},
        ],
    ),
]

test_sentences_keep_their_fields, _ = faithful_field_tests(OWN)

# The slipped "and" read as "and": the same trees (the faithfulness measure, which compares
# the printed words, counts the lost "any" against them, as it should for a misprint).
SLIPPED = [(text.replace(" and may", " any may"), clauses) for text, clauses in OWN]
test_slipped_and_keeps_the_fields, test_slipped_and_round_trips = family_tests(SLIPPED)


def test_the_real_card_reads_both_clauses() -> None:
    text = card_text("Cyborg - Interstellar Menace")
    tree = parse_effect(text)
    discard, bar = tree.clauses
    assert (discard.kind, discard.who, discard.count) == ("discard", "target", "all")
    assert (bar.kind, bar.who, bar.duration) == ("cannot_attack", "target", "battle")
    assert tree.one_per_deck
    assert_full_and_round_trips(text)


def test_any_before_its_noun_is_left_alone() -> None:
    assert "any Character may not" in normalise("Play on any Character may not").text
    assert "cards and may not" in normalise("discard all cards any may not attack").text
