"""Clause fields of the "any N" quantifier: "discard any 1 Special card", "discard any two
cards". The player picks which cards; the count stays a plain number, the pick is kept in
``any_chosen`` and rendered back as "any N" so the canonical text reads the same.
"""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import effects as fx


def _discard(text: str) -> fx.Discard:
    tree = parse_effect(text)
    assert tree.status == "full", tree.unconsumed
    (clause,) = tree.clauses
    assert isinstance(clause, fx.Discard)
    return clause


@pytest.mark.parametrize(
    ("text", "count", "kinds"),
    [
        ("Opponent must discard any 1 Special card from Hand.", 1, "Special"),
        ("Opponent must discard any two cards from Hand.", 2, None),
    ],
)
def test_any_count_is_the_players_pick(text: str, count: int, kinds: str | None) -> None:
    clause = _discard(text)
    assert clause.count == count and type(clause.count) is int
    assert clause.any_chosen is True
    assert clause.who == "opponent"
    assert (clause.filter or None) == kinds
    again = parse_effect(parse_effect(text).canonical)
    assert again.status == "full" and again.clauses[0].any_chosen is True
    assert "any " in parse_effect(text).canonical


def test_plain_count_has_no_pick_and_omits_the_field() -> None:
    clause = _discard("Opponent must discard 1 Special card from Hand.")
    assert clause.any_chosen is None
    assert "any_chosen" not in clause.to_json()


def test_resurrect_any_one_kod_teammate() -> None:
    tree = parse_effect("Resurrect any 1 KO'd teammate for remainder of battle.")
    assert tree.status == "full", tree.unconsumed
    (clause,) = tree.clauses
    assert isinstance(clause, fx.Resurrect)
    assert (clause.who, clause.count, clause.any_chosen) == ("teammate", 1, True)
    assert parse_effect(tree.canonical).clauses[0].any_chosen is True
    plain = parse_effect("Resurrect 1 KO'd teammate.").clauses[0]
    assert plain.any_chosen is None and "any_chosen" not in plain.to_json()


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("May combine with any 1 Universe card for a single attack.", "any 1 Universe card"),
        ("May combine with any 1 Special card for a single attack.", "any 1 Special card"),
        (
            "Teammate may combine with any 1 Ally card for a single attack.",
            "any 1 Universe: Ally card",
        ),
    ],
)
def test_any_in_a_combine_permission_is_kept_and_said_back(text: str, said: str) -> None:
    tree = parse_effect(text)
    assert tree.status == "full", tree.unconsumed
    (clause,) = tree.clauses
    assert isinstance(clause, fx.Combine) and (clause.count, clause.any_chosen) == (1, True)
    assert said in tree.canonical
    assert parse_effect(tree.canonical).clauses == tree.clauses


def test_a_plain_count_in_a_combine_permission_is_not_a_pick() -> None:
    (clause,) = parse_effect("May combine with 1 Universe card for a single attack.").clauses
    assert isinstance(clause, fx.Combine) and clause.any_chosen is None
