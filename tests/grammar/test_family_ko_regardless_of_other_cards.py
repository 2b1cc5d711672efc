"""A KO "regardless of Inherent Abilities and other <kind> cards": which other cards are
disregarded is a field (``regardless_kind``; the usual Special cards leave it unset), said back
in the canonical text, and reported "not applied" by the engine when it is not the usual kind.
The sentences are made up: no card prints them."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import effects as fx
from rules.engine.reach import is_applied
from rules.engine.reach_unread import unread_field


def _round_trips(tree) -> bool:
    again = parse_effect(tree.canonical)
    return again.status == "full" and again.clauses == tree.clauses


def _ko(tree) -> fx.Clause:
    found = [c for c in tree.clauses if isinstance(c, fx.KnockOut | fx.NormalKoRules)]
    for clause in tree.clauses:
        found += [c for c in getattr(clause, "then", ()) if isinstance(c, fx.KnockOut)]
    (clause,) = found
    return clause


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Opponent is KO'd regardless of Inherent Abilities and other Power cards.", "power"),
        ("Opponent is KO'd regardless of Inherent Abilities or other Universe cards.", "universe"),
        (
            "If successful, Opponent is KO'd by next level 4 Fighting Power card Hit, "
            "regardless of Inherent Abilities and other Universe cards.",
            "universe",
        ),
        (
            "Opponent may be KO'd using normal KO rules, regardless of Inherent Abilities and "
            "other Power cards, for remainder of game.",
            "power",
        ),
    ],
)
def test_the_other_cards_disregarded_are_kept_said_back_and_reported(text, kind) -> None:
    tree = parse_effect(text)
    assert tree.status == "full", tree.unconsumed
    clause = _ko(tree)
    assert clause.regardless_kind == kind
    assert f"other {kind.title()} cards" in tree.canonical
    assert _round_trips(tree)
    as_json = clause.to_json()
    assert unread_field(as_json) == "regardless_kind" and not is_applied(as_json)


def test_the_usual_special_cards_leave_the_field_unset() -> None:
    tree = parse_effect(
        "Opponent is KO'd regardless of Inherent Abilities and other Special cards."
    )
    clause = _ko(tree)
    assert clause.regardless_kind is None
    assert unread_field(clause.to_json()) is None
    assert "other Special cards" in tree.canonical
