"""A Front Line teammate as one character: "a Front Line teammate", "1 Front Line teammate".

The teammate is one of the player's characters in the Front Line (not the Reserve); the
subject or holder keeps "Front Line" and re-reads the same from the canonical text.
"""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import effects as fx
from tests.grammar.ten_sets import card_text


def _full(text: str):
    tree = parse_effect(text)
    assert tree.status == "full", tree.unconsumed
    assert parse_effect(tree.canonical).clauses == tree.clauses
    return tree


@pytest.mark.parametrize("phrase", ["1 Front Line teammate", "a Front Line teammate"])
def test_front_line_teammate_as_subject(phrase: str) -> None:
    tree = _full(f"{phrase.capitalize()} may make 1 additional attack.")
    (clause,) = tree.clauses
    assert isinstance(clause, fx.AdditionalAttack)
    assert clause.who == "front_line_teammate"
    assert "Front Line teammate" in tree.canonical


def test_front_line_teammate_gets_a_defense_bonus() -> None:
    tree = _full("1 Front Line teammate is +2 to defense this battle.")
    (clause,) = tree.clauses
    assert clause.who == "front_line_teammate"


def test_cards_placed_on_a_front_line_teammate_are_discarded() -> None:
    tree = _full("Discard all cards Placed on 1 Front Line teammate.")
    (clause,) = tree.clauses
    assert isinstance(clause, fx.Discard)
    assert clause.count == "all" and clause.from_ == "placed"
    assert "front line teammate" in (clause.filter or "").lower()


def test_any_front_line_teammate_is_unchanged() -> None:
    tree = _full("Mystique may switch entire permanent record with any front line teammate.")
    assert "any Front Line teammate" in tree.canonical


def test_a_front_line_character_is_not_a_teammate() -> None:
    tree = _full("A Front Line character is +2 to defense this battle.")
    assert tree.clauses[0].who == "front_line"


def test_reavers_gateway_discards_the_cards_of_one_front_line_teammate() -> None:
    tree = _full(card_text("Reavers - Gateway"))
    discard = tree.clauses[0]
    assert isinstance(discard, fx.Discard)
    assert "front line teammate" in (discard.filter or "").lower()
    assert tree.one_per_deck
