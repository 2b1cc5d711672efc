"""Clause fields of a modifier aimed at characters named by a Power Grid rating ("+1 to all
attacks vs. Characters with Energy Power Grid 7 or 8"): the power type and the ratings are
typed in ``against_grid``, and the who-word ``against`` keeps is written from them, so the
canonical text parses back to the same aim.

Real cards of the ten sets, read from ``../shared/data/``."""

from __future__ import annotations

from tests.grammar.clause_checks import assert_full_and_round_trips
from tests.grammar.ten_sets import card_clause, card_text


def test_characters_named_by_a_grid_rating_are_typed() -> None:
    clause = card_clause("Havok", "attack_modifier")
    assert clause["against"] == "characters_with_energy_7_or_8"
    assert clause["against_grid"] == {"icons": ["energy"], "values": [7, 8]}
    assert_full_and_round_trips(card_text("Havok"))


def test_a_modifier_against_a_named_character_has_no_grid_aim() -> None:
    clause = card_clause("Psycho-Man - Fear", "attack_modifier")
    assert clause["against"] and "against_grid" not in clause
