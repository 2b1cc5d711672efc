"""Subjects that name a group of characters: every character ("Any hero", "All characters")
or those with a rating of their power grid ("Characters with Fighting 7 or 8", "Heroes on
Opponent's Team with Energy 7 or 8": the grammar's who keywords
``characters_with_<type>_<ratings>``, either side, and ``opponent_characters_with_...``, the
side opposing the effect's), narrowed by the code the subject may name (``who_code``,
OR.code-rule).

A character whose code the board does not give is never taken for one of a named code: the
bonus does not hold for it, and the answer warns (``who_codes.warn_uncoded``).
"""

from __future__ import annotations

from typing import Any

from rules.engine.cards import POWER_TYPES
from rules.engine.effects.picked_subjects import picked_text
from rules.engine.picked_characters import picked_holds, reads_picked
from rules.engine.who_codes import code_fits

#: The prefixes of a rated subject, and whether it names the opposing side only.
_PREFIXES = (("opponent_characters_with_", True), ("characters_with_", False))


def rated_subject(who: Any) -> tuple[bool, str, frozenset[int]] | None:
    """(opposing side only, power type, ratings) of a rated subject, or None for another."""
    if not isinstance(who, str):
        return None
    for prefix, opposing in _PREFIXES:
        if not who.startswith(prefix):
            continue
        icon, *rest = who.removeprefix(prefix).split("_")
        ratings = frozenset(int(r) for r in rest if r.isdigit())
        if icon in POWER_TYPES and ratings and set(rest) - {"or"} == {str(r) for r in ratings}:
            return opposing, icon, ratings
        return None
    return None


#: Subjects naming every character of both sides.
EVERY = frozenset({"any_character", "all_characters"})


def names_group(clause: dict[str, Any]) -> bool:
    """Whether ``clause``'s subject names a group of characters of both sides, or characters
    picked from the board (``picked_characters``)."""
    who = clause.get("who")
    return isinstance(who, str) and (
        who in EVERY or rated_subject(who) is not None or reads_picked(clause)
    )


def group_holds(
    clause: dict[str, Any], effect_player: str, char: Any, board: Any = None
) -> bool | None:
    """Whether the group of characters ``clause``'s subject names holds ``char`` (its side,
    rating and code), or None when the subject names no such group (the reader's own reading
    of "self", "target", a name ... applies); ``board``: to pick the one with the most."""
    if not names_group(clause):
        return None
    if reads_picked(clause):
        return picked_holds(clause, effect_player, char, board)  # OR.character.picked
    if clause.get("who") in EVERY:
        return char is not None and code_fits(clause.get("who_code"), char) is True
    return rated_fits(clause, effect_player, char)


def rated_fits(clause: dict[str, Any], effect_player: str, char: Any) -> bool:
    """Whether ``char`` is among the characters a rated subject of ``clause`` names: its
    side, its rating in the power type, and the code the subject names (if any)."""
    found = rated_subject(clause.get("who"))
    if found is None or char is None:
        return False
    opposing, icon, ratings = found
    if opposing and char.player == effect_player:
        return False
    if char.grid.get(icon) not in ratings:
        return False
    return code_fits(clause.get("who_code"), char) is True


#: How a bonus held by the code its subject names is said in a step ("+2 from X (for a hero)").
_CODED = " (for a {code})"


#: How a bonus held by characters picked from the board is said ("(picked: all teammates
#: with Strength Power Grid 6 or more)").
_PICKED = " (picked: {what})"


def coded_note(clause: dict[str, Any]) -> str:
    code = clause.get("who_code")
    picked = picked_text(clause.get("who")) if reads_picked(clause) else None
    return (_PICKED.format(what=picked) if picked else "") + (
        _CODED.format(code=code) if code else ""
    )


def code_rules(names: list[str]) -> list[str]:
    """The rules a step cites when a bonus it counts holds for the code its subject names
    (OR.code-rule), or for characters picked from the board (OR.character.picked)."""
    coded = {_CODED.format(code=code) for code in ("hero", "villain")}
    rules = ["OR.code-rule"] if any(n.endswith(tuple(coded)) for n in names) else []
    return rules + (["OR.character.picked"] if any(" (picked: " in n for n in names) else [])
