"""Switching Permanent Records and the cards on them: "may switch (his) entire permanent
record with any front line teammate" (a record switch with one Front Line teammate of the
player's choice), "may switch any two cards with an Intellect icon on the Permanent Record of
any two Front Line heroes on his team", "... any two Power cards of equal value on any two of
opponent's heroes" (two cards moved between two characters of one side)."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from cards.grammar.faithful import is_faithful
from tests.engine.real_texts import texts
from tests.grammar.clause_checks import assert_faithful

RECORDS = texts(r"switch (his |her )?entire permanent record with any front line teammate")


def _one(text: str, kind: str):
    (clause,) = [c for c in parse_effect(text).clauses if c.kind == kind]
    return clause


def test_the_real_texts_of_the_wording_are_found():
    assert len(RECORDS) >= 2


@pytest.mark.parametrize("text", RECORDS)
def test_a_record_switched_with_any_front_line_teammate(text):
    assert_faithful(text)
    clause = _one(text, "switch_record")
    assert clause.partner == "any Front Line teammate"
    assert clause.who not in (None, "self") or text.startswith("May")


def test_a_record_switched_with_a_teammate_is_not_narrowed_to_the_front_line():
    clause = _one("Mystique may switch entire Permanent Record with teammate.", "switch_record")
    assert clause.partner == "teammate"


def test_two_cards_with_an_icon_between_two_front_line_teammates():
    text = (
        "Hulk may switch any two cards with an Intellect icon on the Permanent Record of any "
        "two Front Line heroes on his team."
    )
    tree = parse_effect(text)
    assert is_faithful(text, tree), tree.canonical
    clause = _one(text, "switch_cards")
    assert (clause.who, clause.count, clause.filter, clause.between) == (
        "Hulk",
        2,
        "Intellect",
        "front_line_teammates",
    )


def test_two_power_cards_of_equal_value_between_two_of_the_opponent_s_characters():
    text = "Hero may switch any two Power cards of equal value on any two of opponent's heroes."
    tree = parse_effect(text)
    assert is_faithful(text, tree), tree.canonical
    clause = _one(text, "switch_cards")
    assert clause.count == 2 and clause.between == "opponent_team"
    assert "equal value" in clause.filter and "Power" in clause.filter
