"""Whether the ``who`` of a clause in play names a given character: ``self`` is the character
the effect belongs to (who played it, or whose inherent ability it is), ``target`` the one it
was played on, and a printed name ("Leader", "Reavers") the character of that name."""

from __future__ import annotations

from typing import Any

from rules.engine.card_identity import same_name
from rules.engine.state import Character, Effect

#: Words for the characters of the effect's side, with the position they hold (any: None).
# "any Front Line character" is a Front Line character of the effect's side, like "Front Line
# character": the grammar keeps the "any" so the word is accounted for.
SIDE_WORDS = {
    "team": None,
    "reserve": "reserve",
    "front_line": "front_line",
    "any_front_line": "front_line",
}


def names_character(who: Any, char: Character, effect: Effect) -> bool:
    if who in (None, "self", "this_character"):
        return effect.by == char.id
    if who == "target":
        return effect.target == char.id
    if who in SIDE_WORDS:
        return char.player == effect.player and SIDE_WORDS[who] in (None, char.position)
    if not isinstance(who, str):
        return False
    return same_name(who, char.name) or char.name.lower().startswith(who.lower())
