"""Clause fields of the Draw Phase's rules and of what a tactic's cost buys: a lead on each
Draw (or every Discard) Phase, a draw of one of several counts, whose choice that is and
when it is made, "new" cards drawn in place of those discarded, and "Normal discard rules
apply".
"""

from __future__ import annotations

from cards.grammar import parse_effect
from cards.grammar.faithful import is_faithful
from tests.grammar.clause_checks import assert_tree, faithful_field_tests
from tests.grammar.test_family_events_and_locations import real_sentence

OWN = [
    (
        "During each Draw Phase, both players draw either 7 cards or 9 cards.",
        [
            {"kind": "timing", "when": "during_each_draw_phase"},
            {"kind": "draw", "who": "both_players", "count": "7 or 9"},
        ],
    ),
    ("Play during each Draw Phase.", [{"kind": "timing", "when": "during_each_draw_phase"}]),
    (
        "Play before every Discard Phase.",
        [{"kind": "timing", "when": "before_every_discard_phase"}],
    ),
    ("Play before Discard Phase.", [{"kind": "timing", "when": "before_discard_phase"}]),
    (
        "Opponent's choice before Draw Phase.",
        [{"kind": "discipline", "action": "choice_of:opponent_before_draw_phase"}],
    ),
    (
        "Draw 4 new cards from top of Draw Pile.",
        [{"kind": "draw", "count": 4, "filter": "new", "from": "top_of_draw_pile"}],
    ),
    ("Normal discard rules apply.", [{"kind": "discipline", "action": "normal_discard_rules"}]),
]

test_own_sentences, _unused = faithful_field_tests(OWN)


def test_pym_particles_reads_every_sentence() -> None:
    text = real_sentence("Pym Particles", "During each Draw Phase")
    full = parse_effect(
        "During each Draw Phase, teammate and opponent draw either 6 cards, 8 cards, or 10 "
        "cards. Teammate's choice before Draw Phase. May change each battle."
    )
    assert full.status == "full" and is_faithful(full.canonical, full)
    tree = assert_tree(
        text,
        [
            {"kind": "timing", "when": "during_each_draw_phase"},
            {"kind": "draw", "who": "teammate and opponent", "count": "6, 8 or 10"},
        ],
    )
    assert "either 6 cards, 8 cards or 10 cards" in tree["canonical"]


def test_the_cosmic_control_rods_new_cards_and_discard_rules() -> None:
    draw = real_sentence("The Cosmic Control Rod", "Draw 6 new cards")
    rules = real_sentence("The Cosmic Control Rod", "Normal discard rules")
    assert_tree(draw, [{"kind": "draw", "count": 6, "filter": "new"}])
    assert_tree(rules, [{"kind": "discipline", "action": "normal_discard_rules"}])
    for text in (draw, rules):
        assert is_faithful(text, parse_effect(text))
