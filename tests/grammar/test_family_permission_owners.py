"""Clause fields of a permission to play the cards of several characters it lists ("May play
any None-One-Per-Deck Wolverine, Sabretooth, or Maverick Special Cards", "may Place and play
Robin "Loyal Partner" and Batman "The Dark Knight" Special cards"): the characters are typed
in ``owners``, and the ``owner`` words are written from them, so the canonical text parses
back to the same list. One character named keeps ``owner`` alone.

Real cards of the ten sets, read from ``../shared/data/``."""

from __future__ import annotations

from tests.grammar.clause_checks import assert_full_and_round_trips
from tests.grammar.ten_sets import card_clause, card_text


def test_the_characters_a_permission_lists_are_typed() -> None:
    clause = card_clause("Team X™", "permission")
    assert clause["owners"] == ["Wolverine", "Sabretooth", "Maverick"]
    assert clause["owner"] == "Wolverine or Sabretooth or Maverick"
    assert_full_and_round_trips(card_text("Team X™"))


def test_one_character_named_keeps_its_owner_alone() -> None:
    clause = card_clause("Taskmaster - Replica Shield", "permission")
    assert clause["owner"] and "owners" not in clause
