"""A sentence led by "Then": it follows the sentence before, as every sentence of a card does,
so "Then" adds no field and the sentence reads as it would without it."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import effects as fx


@pytest.mark.parametrize(
    "text",
    [
        "Discard 1 card. Then draw 2 cards.",
        "Acts as a level 5 Strength attack. Then may not be defended with a Special card.",
        "Avoid 1 attack. Then Target Character -2 to defense for remainder of battle.",
    ],
)
def test_then_sentence_has_the_clauses_of_the_plain_sentence(text: str) -> None:
    tree = parse_effect(text)
    plain = parse_effect(
        text.replace(" Then ", " ").replace(". may", ". May").replace(". draw", ". Draw")
    )
    assert tree.status == "full", tree.unconsumed
    assert plain.status == "full", plain.unconsumed
    assert tree.kinds() == plain.kinds()
    assert [c.to_json() | {"span": None} for c in tree.clauses][0] == (
        plain.clauses[0].to_json() | {"span": None}
    )
    assert parse_effect(tree.canonical).clauses == tree.clauses


def test_then_draw_keeps_its_count() -> None:
    tree = parse_effect("Discard 1 card. Then draw 2 cards.")
    discard, draw = tree.clauses
    assert isinstance(discard, fx.Discard) and isinstance(draw, fx.Draw)
    assert draw.count == 2


def test_then_alone_is_not_a_sentence() -> None:
    assert parse_effect("Then.").status != "full"
