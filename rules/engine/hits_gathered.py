"""Hits gathered onto one character ("All Hits with only Energy icons in the Permanent Record of
all Front Line teammates are moved to the Permanent Record of Parallax", "All hits on the
permanent record of all front line heroes are moved to the permanent record of one front line
hero"): every hit of that record (of the icons named) on the front-line characters named moves to
the character the card names, or to the one its play (or its event in play) names as target.
Nothing is picked hit by hit, so the engine moves them (OR.hits); the receiver's KO is checked.
"Heroes"/"hero" (the clause's ``who_code``) narrows both the givers and the receiver to the
characters of that code (OR.code-rule); one whose code the board does not give is never taken.
"""

from __future__ import annotations

from typing import Any

from rules.engine.board_model import Board, Character, Hit
from rules.engine.cards import POWER_TYPES
from rules.engine.who_codes import code_fits, code_refusal

#: Whose hits: every front-line character, or the player's front-line teammates.
_FROM_ALL = frozenset({"all_front_line", "all front line characters"})
_FROM_MATES = frozenset({"all front line teammates", "all_front_line_teammates"})


def _only_icon(clause: dict[str, Any]) -> str | None | bool:
    """The power type a hit must only show ("with only Energy icons"), None for every hit,
    False for a filter not read."""
    if not clause.get("filter"):
        return None
    typed = clause.get("hit_filter")
    if not isinstance(typed, dict) or set(typed) != {"icons", "only_icons"}:
        return False
    icons = typed["icons"]
    return icons[0] if len(icons) == 1 and icons[0] in POWER_TYPES else False


def gathers(clause: dict[str, Any]) -> bool:
    """A ``move_hits`` clause this module applies."""
    who = str(clause.get("who") or "").lower()
    return (
        clause.get("kind") == "move_hits"
        and clause.get("count") == "all"
        and clause.get("record") in ("permanent", "current")
        and clause.get("to_record") == clause.get("record")
        and (who in _FROM_ALL or who in _FROM_MATES)
        and _only_icon(clause) is not False
        and bool(clause.get("to"))
    )


def _shows_only(hit: Hit, icon: str | None) -> bool:
    if icon is None:
        return True
    return hit.icon == icon and all(i == icon for i in hit.icons)


def receiver(
    board: Board, clause: dict[str, Any], player: str, by: Character | None, target: str | None
) -> tuple[Character | None, str]:
    """The character the hits go to: the card's own character when the clause names it, else
    the target the play names (a teammate when the clause says so); None with the reason."""
    to = str(clause.get("to") or "").lower()
    if by is not None and to and to.split("'")[0] in by.name.lower() and "teammate" not in to:
        return by, ""
    char = board.character(target)
    if char is None or not char.active:
        return None, "the play names no front-line character to move the hits to (the target)"
    if "teammate" in to and (char.player != player or (by is not None and char.id == by.id)):
        return None, f"{char.name} is not a teammate of the card's character"
    refused = code_refusal(clause.get("who_code"), char, "the hits moved")
    if refused:
        return None, refused  # "to one front line hero": a villain target takes none
    return char, ""


def gather(
    board: Board, clause: dict[str, Any], player: str, onto: Character
) -> tuple[list[dict[str, Any]], str]:
    """Move the hits; the changes and the step's words."""
    who = str(clause.get("who") or "").lower()
    icon = _only_icon(clause)
    record = str(clause.get("record"))
    givers = [
        c
        for p in board.players.values()
        for c in p.active()
        if c is not onto
        and (who in _FROM_ALL or c.player == player)
        and code_fits(clause.get("who_code"), c) is True
    ]
    changes: list[dict[str, Any]] = []
    count = 0
    for char in givers:
        moved = [h for h in char.hits if h.record == record and _shows_only(h, icon or None)]
        for h in moved:
            char.hits.remove(h)
            onto.hits.append(h)
            count += 1
        if moved:
            changes.append(
                {
                    "op": "move_hits",
                    "from": char.id,
                    "to": onto.id,
                    "hits": [h.to_json() for h in moved],
                }
            )
    if changes:
        changes.append({"op": "gather_hits", "characters": [onto.id]})
    kinds = f"{icon.title()} " if icon else ""
    place = "permanent record" if record == "permanent" else "hits from the current battle"
    words = (
        f"{count} {kinds}hit(s) of the {place} of the front line move to {onto.name}"
        if count
        else f"no {kinds}hit on the {place} of the front line to move to {onto.name}"
    )
    return changes, words
