"""Clause fields of the moment a card is played at: "Play as Orion concedes battle." (the
moment its side concedes) and the moments that lead an event's sentence ("After placing,
...", "After playing, ...", "Before discarding, ..."), rendered back as the lead."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import effects as fx
from tests.grammar.ten_sets import card_text


def test_a_card_played_as_its_character_concedes() -> None:
    tree = parse_effect(card_text("Orion - Boom Tube"))
    assert tree.status == "full", tree.unconsumed
    timing, discard = tree.clauses
    assert isinstance(timing, fx.Timing) and timing.when == "as_concedes:Orion"
    assert isinstance(discard, fx.Discard)
    assert (discard.who, discard.count, discard.to, discard.may) == (
        "team",
        3,
        "top_of_draw_pile",
        True,
    )
    assert tree.canonical.startswith("Play as Orion concedes battle.")


def test_the_side_that_concedes_is_a_who() -> None:
    (timing,) = parse_effect("Play as opponent concedes battle.").clauses
    assert timing.when == "as_concedes:opponent"


@pytest.mark.parametrize(
    ("lead", "when"),
    [
        ("After placing", "after_placing"),
        ("After playing", "after_playing"),
        ("Before discarding", "before_discarding"),
    ],
)
def test_a_moment_leads_the_sentence_and_is_rendered_as_its_lead(lead: str, when: str) -> None:
    tree = parse_effect(f"{lead}, reveal any 2 cards in your hand to your opponent.")
    assert tree.status == "full", tree.unconsumed
    timing, reveal = tree.clauses
    assert timing.when == when and isinstance(reveal, fx.Reveal)
    assert tree.canonical == f"{lead}, reveal any 2 cards from Hand to opponent."
    assert [c.shape() for c in parse_effect(tree.canonical).clauses] == [
        c.shape() for c in tree.clauses
    ]
