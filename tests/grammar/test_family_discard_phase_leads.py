"""Clause fields of a discard-phase lead: "During discard phase, after discarding 1 or more
duplicate or unusable cards, ...". The moment keeps how many such cards the player must have
discarded in that phase, and renders back as the lead of the effect's sentence.
"""

from __future__ import annotations

from typing import Any

from cards.grammar import parse_effect
from rules.engine import effects as fx
from tests.grammar.clause_checks import assert_full_and_round_trips, faithful_field_tests
from tests.grammar.ten_sets import card_text

WHEN_ONE = "during_discard_phase_after_discarding_1_or_more_duplicate_or_unusable_cards"

OWN: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "During discard phase, after discarding 1 or more duplicate or unusable cards, "
        "sort through Power Pack.",
        [{"kind": "timing", "when": WHEN_ONE}, {"kind": "search", "pile": "power_pack"}],
    ),
    (
        "During discard phase, after discarding 2 or more duplicate or unusable cards, "
        "draw 1 card.",
        [
            {
                "kind": "timing",
                "when": WHEN_ONE.replace("_1_", "_2_"),
            },
            {"kind": "draw", "count": 1, "from": "draw_pile"},
        ],
    ),
]

test_sentences_keep_their_fields, _ = faithful_field_tests(OWN)


def test_the_count_is_rendered_in_the_lead() -> None:
    text = (
        "During discard phase, after discarding 3 or more duplicate or unusable cards, draw 1 card."
    )
    tree = parse_effect(text)
    assert tree.canonical.startswith(
        "During discard phase, after discarding 3 or more duplicate or unusable cards, draw 1"
    )
    assert_full_and_round_trips(text)


def test_a_locations_discard_phase_lead_reads_in_full() -> None:
    # Cape Citadel: the lead, the search of the Power Pack, the picked card, no duplicate
    text = card_text("Cape Citadel")
    tree = parse_effect(text)
    assert [c.kind for c in tree.clauses] == ["timing", "search", "draw", "discipline"]
    assert tree.clauses[0] == fx.Timing(when=WHEN_ONE)
    assert_full_and_round_trips(text)
