"""Clause fields of a draw whose cards the player picks: "sort through Power Pack and draw any
1 card". The count stays a plain number; the pick is kept in ``any_chosen`` and rendered back
as "any N", so the word "any" is not lost and the canonical text reads the same.
"""

from __future__ import annotations

from typing import Any

from cards.grammar import parse_effect
from rules.engine import effects as fx
from tests.grammar.clause_checks import assert_full_and_round_trips, faithful_field_tests
from tests.grammar.ten_sets import card_text

OWN: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "Sort through Power Pack and draw any 1 card.",
        [
            {"kind": "search", "pile": "power_pack"},
            {"kind": "draw", "count": 1, "from": "power_pack", "any_chosen": True},
        ],
    ),
    (
        "Sort through Draw Pile and draw any 2 cards.",
        [
            {"kind": "search", "pile": "draw_pile"},
            {"kind": "draw", "count": 2, "from": "draw_pile", "any_chosen": True},
        ],
    ),
    (
        "Draw any 1 card from Power Pack.",
        [{"kind": "draw", "count": 1, "from": "power_pack", "any_chosen": True}],
    ),
]

test_sentences_keep_their_fields, _ = faithful_field_tests(OWN)


def test_picked_draw_round_trips() -> None:
    assert_full_and_round_trips("Sort through Power Pack and draw any 1 card.")


def test_plain_count_has_no_pick_and_omits_the_field() -> None:
    tree = parse_effect("Sort through Power Pack and draw 1 card.")
    draw = tree.clauses[-1]
    assert isinstance(draw, fx.Draw) and draw.count == 1 and type(draw.count) is int
    assert draw.any_chosen is None and "any_chosen" not in draw.to_json()
    assert "any" not in tree.canonical.lower().split()


def test_a_locations_picked_draw_keeps_the_pick() -> None:
    # Cape Citadel: after the discard phase's discards, the player picks 1 card of the Power Pack
    tree = parse_effect(card_text("Cape Citadel"))
    draws = [c for c in tree.clauses if isinstance(c, fx.Draw)]
    assert [(d.count, d.from_, d.any_chosen) for d in draws] == [(1, "power_pack", True)]
    assert "any" not in {u.word.lower() for u in tree.unconsumed}
