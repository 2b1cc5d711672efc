"""Clause fields of a lead naming a phase of the next battle ("During Discard Phase of next
battle, ...") and of Hits chosen by their printed value ("remove all Hits with a Value of
4"), with the character named as the one who removes its own Hits ("Velocity may remove
... from Velocity's Permanent Record")."""

from __future__ import annotations

from cards.grammar import parse_effect
from rules.engine import effects as fx
from tests.grammar.clause_checks import assert_full_and_round_trips, faithful_field_tests
from tests.grammar.ten_sets import card_text

NEXT_DISCARD = "during_discard_phase_of_next_battle"

OWN = [
    (
        "Remove all Hits with a Value of 2 from Cyclops's Permanent Record.",
        [
            {
                "kind": "remove_hits",
                "who": "Cyclops",
                "count": "all",
                "record": "permanent",
                "filter": "with a Value of 2",
            }
        ],
    ),
    (
        "During Draw Phase of next battle, draw 2 cards.",
        [
            {"kind": "timing", "when": "during_draw_phase_of_next_battle"},
            {"kind": "draw", "count": 2},
        ],
    ),
    (
        "Play during Discard Phase of next battle.",
        [{"kind": "timing", "when": NEXT_DISCARD}],
    ),
    (
        "Storm may remove 1 Hit with a Value of 5 from Storm's Permanent Record.",
        [
            {
                "kind": "remove_hits",
                "who": "Storm",
                "by": "Storm",
                "count": 1,
                "filter": "with a Value of 5",
            }
        ],
    ),
]

test_sentences_keep_their_fields, _ = faithful_field_tests(OWN)


def test_the_real_card_keeps_the_phase_the_value_and_who_removes() -> None:
    # Velocity - Internal Hardware
    text = card_text("Velocity - Internal Hardware")
    tree = parse_effect(text)
    played, when, removal = tree.clauses
    assert played == fx.Timing(when="during_battle")
    assert when == fx.Timing(when=NEXT_DISCARD)
    assert (removal.who, removal.by, removal.count) == ("Velocity", "Velocity", "all")
    assert removal.filter == "with a Value of 4"
    assert_full_and_round_trips(text)


def test_a_phase_of_this_battle_is_not_the_next_battles() -> None:
    (when, _draw) = parse_effect("During Draw Phase, draw 2 cards.").clauses
    assert when.when == "during_draw_phase"
