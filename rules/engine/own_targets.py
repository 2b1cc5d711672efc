"""A "Target Character" special played on one's own character ("Target Character is +2 to
defense", "Remove 1 Hit from Target Character's Permanent Record" played on a teammate): the
target may be any character, and an effect that stays on the player's own side is no attack
(MR.5, MR.6), so the play is a utility on that character (MR.5.own-target). A card that acts as
an attack, leaves a hit or names the opponent is still aimed at the opponent's side.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from rules.engine.clauses import tuple_of, walk

#: Subjects that put a clause on the opponent's side whatever the target.
_OPPONENT = {"opponent", "opponent_team"}


def on_own_side(board: Any, play: Any, player: str, clauses: Iterable[dict[str, Any]]) -> bool:
    """The play (not an attack) names one of the player's own characters as the target of
    clauses that all stay on that side."""
    if getattr(play, "type", None) != "play" or play.target in (None, "battlesite"):
        return False
    char = board.character(play.target)
    if char is None or char.player != player or char.removed:
        return False
    found = list(walk(list(clauses)))
    if not any("target" in tuple_of(c.get("who") or c.get("owner")) for c in found):
        return False
    for c in found:
        if c.get("kind") in ("attack", "hit", "acts_as_power"):
            return False
        if set(tuple_of(c.get("who") or c.get("owner"))) & _OPPONENT:
            return False
    return True
