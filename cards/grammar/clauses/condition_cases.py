"""A condition and its opposite in one sentence: "If drawn card is an attack, Alpha Flight may
use it, if drawn card is not an attack, discard it to the Dead Pile". The clauses after a
leading condition are its own ("If successful, X and Y"), except a condition on the opposite
case, which is the other branch and stands beside it."""

from __future__ import annotations

from rules.engine import effects as fx


def opposite_cases(first: str, second: str) -> bool:
    """Whether two conditions' ``when`` are one state and its negation
    ("drawn_card_is_attack" and "drawn_card_is_not_attack")."""

    def negations(when: str) -> set[str]:
        return {when.replace("_is_", "_is_not_", 1), f"not_{when}"} - {when}

    return second in negations(first) or first in negations(second)


def other_case(cond: fx.Condition, following: list[fx.Clause]) -> list[fx.Clause]:
    """The last of ``following`` when it is the condition on the opposite case of ``cond``
    (it then stands beside ``cond``), else nothing."""
    last = following[-1] if following else None
    if isinstance(last, fx.Condition) and opposite_cases(cond.when or "", last.when or ""):
        return [last]
    return []
