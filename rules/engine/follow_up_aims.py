"""Whom a granted follow-up may be aimed at (MR.5.string, MR.1): "may make 1 additional Fighting
attack against same Character" keeps the follow-ups on the granting attack's target; "... against
a different opponent" keeps them off it. Read from the ``against`` field of the grant.

"... additional Fighting attacks against the same hero" names the aim's code (``who_code``
of a grant to the card's own character): with the code rule in use the follow-ups are not
given when the granting attack's target is not a hero (OR.code-rule), nor when the board
gives no code for it (OR.code-rule.not-given)."""

from __future__ import annotations

from typing import Any

from rules.engine.who_codes import code_fits, not_given

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


def reads_aim_code(grant: dict[str, Any]) -> bool:
    """Whether the grant's code is its aim's ("against the same hero"), read here."""
    return (
        bool(grant.get("who_code"))
        and grant.get("against") == SAME
        and (grant.get("who") or "self") == "self"
    )


def aim_code_refused(grant: dict[str, Any], target: Any) -> tuple[bool | None, str] | None:
    """(whether the target's code is given, why) the follow-ups a grant "against the same
    hero" allows are not given for the granting attack's ``target``; None when they are."""
    if not reads_aim_code(grant) or target is None:
        return None
    code = grant["who_code"]
    fits = code_fits(code, target)
    if fits is True:
        return None
    said = f"{target.name} is not a {code}" if fits is False else not_given(target.name)
    return fits, f"the additional attacks are made against the same {code}, and {said}"
