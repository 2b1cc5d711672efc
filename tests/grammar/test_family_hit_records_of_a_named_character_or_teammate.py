"""Hits removed from "<Name>'s or teammate's Permanent Record": the name printed beside
"teammate" is kept (``self_name``) and said back, so a name that is not the card's own is never
dropped into a plain "this character or teammate". The sentences are made up."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import effects as fx


def _round_trips(tree) -> bool:
    again = parse_effect(tree.canonical)
    return again.status == "full" and again.clauses == tree.clauses


@pytest.mark.parametrize(
    ("text", "name", "record"),
    [
        ("Remove 2 Hits from Storm's or teammate's Permanent Record.", "Storm", "permanent"),
        (
            "Remove 1 Hit from Doctor Doom's or teammate's Permanent Record or Hits from "
            "Current Battle.",
            "Doctor Doom",
            "permanent_or_current",
        ),
        (
            "Remove all Hits from Spider-Man's or teammate's Permanent Record and Hits from "
            "Current Battle.",
            "Spider-Man",
            "permanent_and_current",
        ),
        (
            "Remove 1 Hit from the Permanent Record of Captain America or teammate.",
            "Captain America",
            "permanent",
        ),
    ],
)
def test_the_name_beside_teammate_is_kept_and_said_back(text, name, record) -> None:
    tree = parse_effect(text)
    assert tree.status == "full", tree.unconsumed
    (clause,) = tree.clauses
    assert isinstance(clause, fx.RemoveHits)
    assert (clause.who, clause.self_name, clause.record) == ("self_or_teammate", name, record)
    assert name in tree.canonical
    assert _round_trips(tree)


def test_two_names_give_two_different_trees() -> None:
    one = parse_effect("Remove 1 Hit from Storm's or teammate's Permanent Record.")
    other = parse_effect("Remove 1 Hit from Doctor Doom's or teammate's Permanent Record.")
    assert one.clauses != other.clauses


@pytest.mark.parametrize(
    ("text", "subjects"),
    [
        (
            "Remove all Strength Power card Hits from Storm and teammate's Permanent Record.",
            ("Storm", "teammate"),
        ),
        (
            "Remove all Hits from Doctor Doom and Target Character's Permanent Record and Hits "
            "from Current Battle.",
            ("Doctor Doom", "target"),
        ),
    ],
)
def test_a_name_and_another_owner_of_one_record_are_two_subjects(text, subjects) -> None:
    # "from X and teammate's Permanent Record": the record of each, read as two subjects (a
    # list a reader asks one by one), never as the words of one subject
    tree = parse_effect(text)
    assert tree.status == "full", tree.unconsumed
    (clause,) = tree.clauses
    assert isinstance(clause, fx.RemoveHits) and clause.subjects == subjects
    assert _round_trips(tree)
