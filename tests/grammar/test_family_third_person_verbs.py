"""Clause fields of a verb phrase printed with its third-person verb after a subject: "Opponent
draws 1 card.", "Each player discards 1 card.", "Teammate removes 1 Hit from ...". The verb
phrase is the one the imperative and modal forms read; the third-person verb says what happens,
as "must" does (never a permission), and the canonical text says so in the game's words."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import effects as fx
from tests.grammar.clause_checks import assert_faithful


def _one(text: str) -> fx.Clause:
    tree = assert_faithful(text)
    assert len(tree.clauses) == 1, tree.clauses
    return tree.clauses[0]


@pytest.mark.parametrize(
    ("text", "who", "count"),
    [
        ("Opponent draws 1 card.", "opponent", 1),
        ("Each player draws 2 cards.", "each_player", 2),
        ("Teammate draws 3 cards from Draw Pile.", "teammate", 3),
    ],
)
def test_a_draw_keeps_its_subject_and_count(text, who, count):
    clause = _one(text)
    assert isinstance(clause, fx.Draw)
    assert (clause.who, clause.count, clause.may) == (who, count, False)


@pytest.mark.parametrize(
    ("text", "who", "count"),
    [
        ("Opponent discards 3 cards.", "opponent", 3),
        ("Each player discards 1 card.", "each_player", 1),
    ],
)
def test_a_discard_keeps_its_subject_and_count(text, who, count):
    clause = _one(text)
    assert isinstance(clause, fx.Discard) and not clause.may
    assert [clause.who, clause.count, clause.from_] == [who, count, "hand"]
    assert " must discard " in parse_effect(text).canonical


def test_third_person_and_must_read_alike():
    assert _one("Opponent draws 2 cards.") == _one("Opponent must draw 2 cards.")
    assert _one("Opponent discards 2 cards.") == _one("Opponent must discard 2 cards.")


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("Opponent plays 1 Special card.", "Opponent must play 1 Special card."),
        ("Teammate makes 1 additional attack.", "Teammate must make 1 additional attack."),
        (
            "Teammate removes 1 Hit from his Permanent Record.",
            "Teammate must remove 1 Hit from their Permanent Record.",
        ),
        ("Opponent reveals his hand.", "Opponent must reveal Hand."),
    ],
)
def test_a_third_person_verb_is_never_read_as_a_permission(text, canonical):
    tree = assert_faithful(text)
    assert tree.canonical == canonical
    assert " may " not in tree.canonical


def test_the_removed_hits_keep_who_removes_them():
    clause = _one("Target character removes 1 Hit from his Permanent Record.")
    assert isinstance(clause, fx.ModalAction) and clause.modal == "must"
    (act,) = clause.act
    assert isinstance(act, fx.RemoveHits)
    assert (act.count, act.record) == (1, "permanent")


def test_a_placer_not_read_is_named_as_unconsumed():
    # the Hits placed are read; who places them is not a field of the clause yet
    tree = parse_effect("Opponent places 1 Hit on this character's Permanent Record.")
    assert tree.status == "partial"
    assert [u.word.lower() for u in tree.unconsumed] == ["opponent"]
