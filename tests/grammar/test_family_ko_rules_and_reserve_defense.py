"""Clause fields of the hits-and-KO and defense families: how a character may (not) be KO'd
("May not be Spectrum or Cumulative KO'd with Power cards", "May only be Cumulative KO'd by
30 or more points", "Must have a MultiPower card Hit to be KO'd") and the Reserve defending a
Front Line character with Power cards.

Short sentences in the game's words. Each must parse in full, keep these fields, and render a
canonical text that parses back to the same tree.
"""

from __future__ import annotations

from typing import Any

from cards.grammar import parse_effect
from rules.engine import reach
from tests.grammar.clause_checks import faithful_field_tests

OWN: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "May not be Spectrum or Cumulative KO'd with Universe: Teamwork cards.",
        [
            {"kind": "ko_threshold", "who": "self", "spectrum": True, "forbids": ["teamwork"]},
            {"kind": "ko_threshold", "who": "self", "spectrum": False, "forbids": ["teamwork"]},
        ],
    ),
    (
        "May only be Cumulative KO'd by 30 or more points.",
        [{"kind": "ko_threshold", "who": "self", "set_to": 30, "spectrum": False}],
    ),
    (
        "Must have a MultiPower card Hit to be KO'd.",
        [{"kind": "ko_hit_required", "who": "self", "icons": ["multipower"]}],
    ),
    (
        "Reserve may defend Dazzler with Power Cards, without Universe.",
        [
            {
                "kind": "permission",
                "who": "reserve",
                "action": "defend",
                "owner": "Dazzler",
                "card_kinds": ["power"],
                "filters": ["excluding universe"],
            }
        ],
    ),
    (
        "May defend Front Line with Power cards from Reserve.",
        [
            {
                "kind": "permission",
                "action": "defend_from_reserve",
                "owner": "front_line",
                "source": "reserve",
            }
        ],
    ),
]


test_sentences_keep_their_fields, _ = faithful_field_tests(OWN)


def test_a_bar_on_one_way_of_being_kod_is_not_rendered_as_both():
    tree = parse_effect("May not be Spectrum KO'd with Power cards.")
    assert [c.spectrum for c in tree.clauses] == [True]
    assert "Cumulative" not in tree.canonical


def test_a_required_hit_is_not_read_as_hits_that_do_not_count():
    tree = parse_effect("Must have a MultiPower card Hit to be KO'd.")
    assert tree.kinds() == ["ko_hit_required"]
    # the KO check applies it (tests/engine/test_card_effects_ko_hit_required.py)
    assert reach.not_applied(tree.to_json()["clauses"]) == []
