"""Hits removed from the records of "X or teammate": "Remove all Hits from Ripclaw's or
teammate's Permanent Record and Hits from Current Battle", "Remove 1 Hit from Morlock's or
teammate's Permanent Record or Hits from Current Battle": whose records (the card's character or
a teammate), which records (both, or either), and a canonical text that reads back the same."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from cards.grammar.faithful import is_faithful


def _remove(text: str):
    (clause,) = [c for c in parse_effect(text).clauses if c.kind == "remove_hits"]
    return clause


@pytest.mark.parametrize(
    ("text", "count", "record"),
    [
        (
            "Remove all Hits from Ripclaw's or teammate's Permanent Record and Hits from "
            "Current Battle.",
            "all",
            "permanent_and_current",
        ),
        (
            "Remove 1 Hit from Morlock's or teammate's Permanent Record or Hits from Current "
            "Battle.",
            1,
            "permanent_or_current",
        ),
    ],
)
def test_both_or_either_record_of_the_character_or_a_teammate(text, count, record):
    tree = parse_effect(text)
    assert is_faithful(text, tree), tree.canonical
    clause = _remove(text)
    assert (clause.who, clause.count, clause.record) == ("self_or_teammate", count, record)


def test_the_canonical_text_names_both_records_after_the_owners():
    tree = parse_effect(
        "Remove all Hits from Ripclaw's or teammate's Permanent Record and Hits from Current "
        "Battle."
    )
    # the name printed beside "teammate" is said back, never dropped
    assert "the Permanent Record and Hits from Current Battle of Ripclaw or teammate" in (
        tree.canonical
    )
    assert parse_effect(tree.canonical).clauses == tree.clauses
