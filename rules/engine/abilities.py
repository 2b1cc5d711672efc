"""Inherent abilities an effect in play takes away ("Target Character loses Inherent Ability
and is considered to have no Inherent Ability for remainder of battle").

A ``lose_ability`` clause of an effect in play on a character removes that character's
inherent ability while the effect lasts (OR.inherent, MR.19): its lasting part leaves the
effects in play and its KO modifiers no longer count. Works on effects in play as the board
holds them (anything with ``target`` and ``clauses``), so that the board and the KO rules can
both ask without importing each other.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from rules.engine.clauses import walk


def takes_ability(effect: Any) -> bool:
    """The effect takes away the inherent ability of the character it is on (an effect in
    play whose card's success condition carries the clause counts: it is in play because the
    attack succeeded)."""
    return any(c.get("kind") == "lose_ability" for c in walk(getattr(effect, "clauses", ())))


def ability_lost(char_id: str | None, effects: Iterable[Any]) -> Any:
    """The effect in play that took ``char_id``'s inherent ability away, if any."""
    if char_id is None:
        return None
    return next(
        (e for e in effects if getattr(e, "target", None) == char_id and takes_ability(e)), None
    )
