"""Whom a granted follow-up may be aimed at (MR.5.string, MR.1): "may make 1 additional Fighting
attack against same Character" keeps the follow-ups on the granting attack's target; "... against
a different opponent" keeps them off it. Read from the ``against`` field of the grant."""

from __future__ import annotations

#: The aims of ``additional_attack`` the engine reads.
SAME, DIFFERENT = "target", "different_opponent"
FOLLOW_UP_AIMS = frozenset({SAME, DIFFERENT})


def aim_refused(against: str | None, aimed_at: str | None, target: str | None) -> str | None:
    """Why a follow-up at ``target`` is refused by its grant's aim (the granting attack was at
    ``aimed_at``), or ``None``."""
    if against == SAME and aimed_at is not None and target != aimed_at:
        return "the follow-up the card allows is made against the same character"
    if against == DIFFERENT and target is not None and target == aimed_at:
        return "the follow-up the card allows is made against a different opponent"
    return None
