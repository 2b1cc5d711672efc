"""Clause fields of Hits removed with their filter printed after the record they are taken
from ("remove all Hits from X's Permanent Record of equal or lesser value"): the filter is the
Hits', not the record's, and reads as when it comes before "from".

Real texts of the three new sets are read from ``../shared/data/``; the others are short
sentences in the game's words.
"""

from __future__ import annotations

from typing import Any

from cards.grammar import parse_effect
from tests.grammar.clause_checks import assert_full_and_round_trips, faithful_field_tests

REAL: list[tuple[str, str, list[dict[str, Any]]]] = [
    (
        "Orion - Mother Box",
        "Discard 1 Power card",
        [
            {
                "kind": "paid_effect",
                "cost": [{"kind": "discard", "count": 1, "filter": "Power usable by:Orion"}],
                "then": [
                    {
                        "kind": "remove_hits",
                        "who": "Orion",
                        "count": "all",
                        "record": "permanent",
                        "filter": "of equal or lesser value",
                    }
                ],
            }
        ],
    ),
    (
        "Mister Miracle - Mother Box",
        "Discard 1 Power card",
        [
            {
                "kind": "paid_effect",
                "then": [
                    {
                        "kind": "remove_hits",
                        "who": "Mister Miracle",
                        "filter": "of equal or lesser value",
                    }
                ],
            }
        ],
    ),
]

OWN: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "Remove 2 Hits from Thor's Permanent Record with an Energy icon.",
        [
            {
                "kind": "remove_hits",
                "who": "Thor",
                "count": 2,
                "record": "permanent",
                "filter": "with energy icon",
            }
        ],
    ),
    (
        "Remove all Hits from Thor's Permanent Record of 4 or less.",
        [{"kind": "remove_hits", "who": "Thor", "count": "all", "filter": "of 4 or less"}],
    ),
]


test_sentences_keep_their_fields, test_real_texts_keep_their_fields = faithful_field_tests(
    OWN, REAL
)


def test_filter_before_or_after_the_record_is_one_reading() -> None:
    after = parse_effect("Remove all Hits from Thor's Permanent Record of equal or lesser value.")
    before = parse_effect("Remove all Hits of equal or lesser value from Thor's Permanent Record.")
    assert after.status == "full"
    assert after.clauses[0].filter == "of equal or lesser value"
    assert [c.render() for c in after.clauses] == [c.render() for c in before.clauses]
    assert_full_and_round_trips(after.canonical)


def test_a_record_owned_by_someone_is_not_a_filter() -> None:
    tree = parse_effect("Remove 1 Hit from the Permanent Record of any teammate.")
    assert tree.clauses[0].filter is None


def test_same_icon_reads_with_or_without_the_article() -> None:
    # "with same icon" as one card prints it; "with the same icon" as the canonical text says
    bare = parse_effect("Remove all Hits with same icon from Thor's Permanent Record.")
    with_the = parse_effect("Remove all Hits with the same icon from Thor's Permanent Record.")
    assert with_the.status == "full"
    assert bare.clauses == with_the.clauses
    assert bare.clauses[0].filter == "with the same icon"
