"""Clause fields of the battle's Hits of the characters named that never reach a record,
the moment in the sentence's lead: "At the end of the battle, all Hits from The Current Battle
for all characters are discarded and not added to the Permanent Record." (a timing, then
``hits_not_recorded`` with ``whose_printed``)."""

from __future__ import annotations

from cards.grammar import parse_effect
from rules.engine import effects as fx
from tests.grammar.clause_checks import assert_full_and_round_trips, faithful_field_tests
from tests.grammar.ten_sets import card_text

OWN = [
    (
        "At the end of the battle, all Hits from the Current Battle for all characters are "
        "discarded and not added to the Permanent Record.",
        [
            {"kind": "timing", "when": "end_of_battle"},
            {
                "kind": "hits_not_recorded",
                "who": "all_characters",
                "discarded": True,
                "whose_printed": True,
            },
        ],
    ),
    (
        "At the end of the battle, all Hits from Current Battle for Target Character are "
        "discarded and not added to the Permanent Record.",
        [
            {"kind": "timing"},
            {"kind": "hits_not_recorded", "who": "target", "discarded": True},
        ],
    ),
]

test_sentences_keep_their_fields, _ = faithful_field_tests(OWN)


def test_the_real_card_keeps_its_moment_and_whose_hits() -> None:
    text = card_text("Parallax - Zero Hour")
    tree = parse_effect(text)
    played, moment, hits = tree.clauses
    assert played == fx.Timing(when="during_battle")
    assert moment.kind == "timing"
    assert (hits.who, hits.discarded, hits.whose_printed) == ("all_characters", True, True)
    assert tree.one_per_deck
    assert_full_and_round_trips(text)


def test_the_hits_discarded_at_the_end_printed_in_the_sentence_name_no_one() -> None:
    # Infinity Gauntlet: the same Hits, the moment printed in the sentence itself
    (hits,) = parse_effect(card_text("Infinity Gauntlet - Heroes Resurrected!")).clauses
    assert hits.whose_printed is None and hits.discarded is True
