"""Rendering of an event's rule on placing for every player: "All cards that can be placed to
a character, excluding Reserve, must be placed in this battle.", '"Any Hero" Specials,
excluding BQ, may be placed this battle.' (a ``Permission`` whose action is ``place`` or
``must_place`` and whose ``who`` is every character)."""

from __future__ import annotations

from typing import Any

from rules.engine.effects.base import duration_text
from rules.engine.effects.game_words import kinds_text

# The card filters of a placing rule, in the game's words.
_PLACEABLE = "placeable:on a character"


def placed_by_all_phrase(permission: Any) -> str | None:
    """The sentence of a placing rule on every player, or ``None`` when one of its filters
    has no wording here."""
    kinds = list(permission.card_kinds)
    head = ""
    if kinds[:1] == ["any_hero"]:
        head, kinds = '"Any Hero" ', kinds[1:]
    what = kinds_text(tuple(kinds))
    text = f"{head}{what + ' ' if what else ''}cards" if (head or what) else "all cards"
    for f in permission.filters:
        if f == _PLACEABLE:
            text += " that can be placed to a character"
        elif f.startswith("excluding "):
            text += f", {f},"
        else:
            return None
    verb = "must" if permission.action == "must_place" else "may"
    return f"{text} {verb} be placed{duration_text(permission.duration)}"
