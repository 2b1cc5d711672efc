"""Clauses the grammar narrows by an object's qualifier the engine does not read yet are "not
applied", never applied wider than the card: the attacks avoided named by who makes them, the
missions ventured beyond the rules' number, the cards looked at at the bottom of a pile or
sorted through; and Hits a card places on a character are a kind the engine does not apply."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.reach_unread import unread_field

NARROWED = [
    ("Avoid 1 attack made by target character.", "avoid", "made_by"),
    ("Opponent may venture 1 additional mission this battle.", "venture_cards", "additional"),
    ("Look at the bottom 2 cards of your Power Pack.", "search", "from_bottom"),
    ("Sort through the top 5 cards of your Power Pack.", "search", "sorted_through"),
]


def _clauses(text: str) -> list[dict]:
    return list(reach.walk(c.to_json() for c in parse_effect(text).clauses))


@pytest.mark.parametrize(("text", "kind", "field"), NARROWED)
def test_a_clause_narrowed_by_an_unread_qualifier_is_not_applied(text, kind, field):
    (clause,) = [c for c in _clauses(text) if c["kind"] == kind]
    assert unread_field(clause) == field
    assert not reach.is_applied(clause)


@pytest.mark.parametrize(
    "text",
    [
        "Avoid 1 attack made against this character.",
        "Look at the top 3 cards of your Power Pack.",
        "Venture 2 Mission cards with no penalty this battle.",
    ],
)
def test_the_same_clauses_without_the_qualifier_are_applied(text):
    (clause,) = _clauses(text)
    assert unread_field(clause) is None
    assert reach.is_applied(clause)


@pytest.mark.parametrize(
    "text", ["Place 1 Hit on each of opponent's characters.", "Place 1 additional Hit."]
)
def test_hits_placed_on_characters_are_not_applied(text):
    (clause,) = _clauses(text)
    assert clause["kind"] == "hits_placed"
    assert not reach.is_applied(clause)
