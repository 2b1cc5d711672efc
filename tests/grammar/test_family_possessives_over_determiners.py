"""Clause fields of possessives over a determiner, in any character phrase: "each of opponent's
characters", "all of your Front Line characters", "any opponent's Reserve character", "target
teammate's Permanent Record", "Special cards of this character" (the owner after "of")."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from tests.grammar.clause_checks import faithful_field_tests

OWN = [
    (
        "Acts as a level 6 Energy attack against all of opponent's front line characters.",
        [{"kind": "attack", "level": 6, "against": "all_opponent_front_line"}],
    ),
    (
        "Acts as a level 8 Fighting attack against any opponent's reserve character.",
        [{"kind": "attack", "level": 8, "against": "opponent_reserve"}],
    ),
    (
        "Each of opponent's characters may not defend this battle.",
        [{"kind": "cannot_defend", "who": "each_opponent_characters", "duration": "battle"}],
    ),
    (
        "All of your front line characters may not be attacked this battle.",
        [{"kind": "cannot_be_attacked", "who": "all_own_front_line"}],
    ),
    (
        "Remove 3 Hits from target teammate's Permanent Record.",
        [{"kind": "remove_hits", "count": 3}],
    ),
    (
        "Remove 1 Hit from target teammate's Permanent Record.",
        [{"kind": "remove_hits", "count": 1}],
    ),
    (
        "Any teammate may play Special cards of this character.",
        [{"kind": "permission", "who": "teammate", "owner": "self"}],
    ),
    (
        "This character is +1 to all attacks vs. all of opponent's characters.",
        [{"kind": "attack_modifier", "against": "all_opponent_characters"}],
    ),
]

test_possessives_keep_their_fields, _ = faithful_field_tests(OWN)


@pytest.mark.parametrize(
    ("text", "field"),
    [
        ("Each of opponent's characters may not defend this battle.", "who"),
        ("All of your front line characters may not be attacked this battle.", "who"),
        ("Acts as a level 8 Fighting attack against any opponent's reserve character.", "against"),
    ],
)
def test_a_group_no_reader_picks_is_reported_not_applied(text: str, field: str) -> None:
    (clause,) = parse_effect(text).clauses
    assert reach.unread_field(clause.to_json()) == field
