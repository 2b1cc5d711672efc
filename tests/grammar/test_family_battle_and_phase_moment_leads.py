"""Clause fields of the moments of a battle or of a phase leading any clause (OR.battle-end and
the phases' rules): "At the end of each battle", "At the start of the battle", "At the end of
the Discard Phase", "At the beginning of each Draw Phase", "After the Venture Phase"."""

from __future__ import annotations

from cards.grammar import parse_effect
from rules.engine.timed_leads import moment_of
from tests.grammar.clause_checks import faithful_field_tests

OWN = [
    (
        "At the end of each battle, draw 1 card.",
        [{"kind": "timing", "when": "end_of_each_battle"}, {"kind": "draw", "count": 1}],
    ),
    (
        "At the start of the battle, discard 1 card from hand.",
        [{"kind": "timing", "when": "beginning_of_battle"}, {"kind": "discard", "count": 1}],
    ),
    (
        "At the end of the Discard Phase, draw 2 cards.",
        [{"kind": "timing", "when": "end_of_discard_phase"}, {"kind": "draw", "count": 2}],
    ),
    (
        "At the beginning of each Draw Phase, opponent must discard 1 card from hand.",
        [{"kind": "timing", "when": "beginning_of_each_draw_phase"}, {"kind": "discard"}],
    ),
    (
        "After the Venture Phase, draw 1 card.",
        [{"kind": "timing", "when": "after_venture_phase"}, {"kind": "draw"}],
    ),
    (
        "At the end of the Discard Phase of next battle, draw 1 card.",
        [{"kind": "timing", "when": "end_of_discard_phase_of_next_battle"}, {"kind": "draw"}],
    ),
    # the clause led keeps its own names (a location's team)
    (
        "At the end of the Discard Phase, Mojoworld Team may remove 1 Special Card Hit from any "
        "Character.",
        [
            {"kind": "timing", "when": "end_of_discard_phase"},
            {"kind": "remove_hits", "team_name": "Mojoworld", "by": "team", "count": 1},
        ],
    ),
]

test_moment_leads_keep_their_fields, _ = faithful_field_tests(OWN)


def test_a_phase_moment_renders_in_the_game_words() -> None:
    tree = parse_effect("At the end of the Discard Phase, draw 2 cards.")
    assert tree.canonical.startswith("At the end of the Discard Phase, ")


def test_the_engine_holds_a_phase_moment_outside_the_fight() -> None:
    # a clause led to a phase is never applied as if played in the fight (OR.discard)
    moment = moment_of("end_of_discard_phase")
    assert moment is not None and moment.rules == ("OR.discard",)
    assert moment_of("end_of_each_battle").rules == ("OR.battle-end",)
    assert moment_of("after_discard_phase_of_next_battle").when == "next"
