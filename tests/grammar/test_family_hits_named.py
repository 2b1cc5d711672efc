"""Clause fields of the Hits a removal or a move names: the Hit noun's kind and power type and
the phrases after it are typed in ``hit_filter`` (card kinds, icons, only those icons, more than
one icon, a level range, a value or a value at most), and the clause's ``filter`` words are
printed from it, so the canonical text parses back to the same filter. Words the grammar does
not type ("of equal or lesser value") keep their words and no ``hit_filter``.

Real cards of the ten sets, read from ``../shared/data/``."""

from __future__ import annotations

from typing import Any

import pytest

from cards.grammar import parse_effect
from tests.grammar.clause_checks import assert_full_and_round_trips
from tests.grammar.ten_sets import card_clause, card_text

NAMED: list[tuple[str, str, dict[str, Any]]] = [
    ("Velocity - Internal Hardware", "remove_hits", {"value": 4}),
    (
        "Thunderbird - Cellular Density",
        "remove_hits",
        {"card_kinds": ["power"], "icons": ["strength"]},
    ),
    ("Colossus™ - Organic Steel", "remove_hits", {"many_icons": True}),
    ("Reyes - Medical Background", "remove_hits", {"max_value": 5}),
    ("Killrazor - Will Power", "remove_hits", {"card_kinds": ["special"]}),
    ("Muir Island", "remove_hits", {"card_kinds": ["power"], "level": [1, 2]}),
    (
        "Parallax - Heroic Redemption",
        "move_hits",
        {"icons": ["energy"], "only_icons": True},
    ),
]


@pytest.mark.parametrize(("name", "kind", "typed"), NAMED, ids=[n for n, _, _ in NAMED])
def test_the_hits_named_are_typed(name: str, kind: str, typed: dict[str, Any]) -> None:
    assert card_clause(name, kind)["hit_filter"] == typed


@pytest.mark.parametrize(("name", "kind", "typed"), NAMED, ids=[n for n, _, _ in NAMED])
def test_the_typed_filter_round_trips(name: str, kind: str, typed: dict[str, Any]) -> None:
    assert_full_and_round_trips(card_text(name))


def test_a_filter_the_grammar_cannot_type_keeps_its_words_only() -> None:
    clause = card_clause("Dracula - Lifeblood", "remove_hits")
    assert clause["filter"] == "of equal or lesser value"
    assert "hit_filter" not in clause


def test_every_hit_has_no_filter_at_all() -> None:
    clause = parse_effect("Remove 1 Hit from Havok's Battlesite.").to_json()["clauses"][0]
    assert clause["filter"] is None and "hit_filter" not in clause
