"""Whom a play restriction binds when its subject names a group of characters by its side
("Characters on both teams", "Characters on your team", "Any opponent's character", "Target
opponent's character"): the sides the words name, never a character by name."""

from __future__ import annotations

import pytest

from rules.engine.state import Character, Effect
from rules.engine.who_names import restriction_concerns


def _effect() -> Effect:
    # played by player A's character a1, on B's character b1
    return Effect(
        card=None, player="A", by="a1", target="b1", duration="battle", clauses=[], order=0
    )


def _char(cid: str, player: str) -> Character:
    return Character(id=cid, name=cid.upper(), player=player, grid={})


@pytest.mark.parametrize(
    ("who", "a_bound", "b_bound"),
    [
        ("both_teams", True, True),
        ("characters", True, True),
        ("own_team_characters", True, False),
        ("opponent_team_characters", False, True),
        ("any_opponent_character", False, True),
    ],
)
def test_a_group_binds_the_sides_it_names(who: str, a_bound: bool, b_bound: bool) -> None:
    effect = _effect()
    assert restriction_concerns(who, effect, "A", _char("a2", "A")) is a_bound
    assert restriction_concerns(who, effect, "B", _char("b2", "B")) is b_bound


def test_target_opponents_character_is_the_target_only() -> None:
    effect = _effect()
    assert restriction_concerns("target_opponent_character", effect, "B", _char("b1", "B"))
    assert not restriction_concerns("target_opponent_character", effect, "B", _char("b2", "B"))
