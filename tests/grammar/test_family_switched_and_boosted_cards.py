"""Clause fields of the cards a switch or a universe bonus names, typed so the engine reads no
words: the hits a switch takes ("any two cards with an Intellect icon", "any two Power cards
of equal value", "a hit from his "hits from current battle" with a hit from his "permanent
record"") are a ``hit_filter`` (their cards' kind and power type) and ``equal_value``; a
bonus "to any Special cards that contain an icon" keeps ``any_icon``. The words stay the
clause's ``filter``, and the canonical text parses back to the same fields.

Real cards of the ten sets, read from ``../shared/data/``."""

from __future__ import annotations

from typing import Any

import pytest

from tests.grammar.clause_checks import assert_full_and_round_trips
from tests.grammar.ten_sets import card_clause, card_text

SWITCHES: list[tuple[str, dict[str, Any], bool | None]] = [
    ("Hulk™ - Gamma Transfusion", {"icons": ["intellect"]}, None),
    ("Namor™ - Watery Grave", {"card_kinds": ["power"]}, True),
    ("Carnage™ - Alien Healing", {}, None),
]


@pytest.mark.parametrize(("name", "hits", "equal"), SWITCHES, ids=[n for n, _, _ in SWITCHES])
def test_the_hits_a_switch_names_are_typed(
    name: str, hits: dict[str, Any], equal: bool | None
) -> None:
    clause = card_clause(name, "switch_cards")
    assert clause["hit_filter"] == hits and clause.get("equal_value") is equal
    assert_full_and_round_trips(card_text(name))


def test_a_bonus_to_cards_that_contain_an_icon_is_typed() -> None:
    clause = card_clause("Captain Universe", "bonus")
    assert clause["any_icon"] is True and clause["card_kinds"] == ["special"]
    assert_full_and_round_trips(card_text("Captain Universe"))
