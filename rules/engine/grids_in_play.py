"""Ratings set by a card already in play when the resolution starts: "Captain Marvel's
Fighting Rating increases to 7 for remainder of game" (a ``grid_change`` setting a rating) on
a special the judge names as in play changes the grid the character plays with (MR.19: the
effect in play changes the rule of which cards it may use, OR.power-card).

Only a rating set to a value is applied here: it holds however often the board is given back
with the effect in play. A change by an amount, a change for a later battle and a change for
one use only (``uses``: defense, read by ``defense_grid``) are left to their own places.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from rules.engine.state import Board, Effect
from rules.engine.who_names import names_character

#: The rules a rating set by an effect in play cites.
GRID_RULES = ("MR.19", "OR.power-card")


def _sets_rating(clause: dict[str, Any]) -> bool:
    return (
        clause.get("kind") == "grid_change"
        and isinstance(clause.get("set_to"), int)
        and not clause.get("uses")
        and clause.get("duration") != "next_battle"
    )


def grids_in_play(
    board: Board, effects: Iterable[Effect] | None = None
) -> list[tuple[str, list[dict[str, Any]]]]:
    """Set the ratings the effects in play set (only ``effects`` when given: those an answer
    just put in play); (text, changes) of each effect that did."""
    out = []
    for eff in board.all_effects() if effects is None else effects:
        if eff.card.kind == "inherent":
            continue
        changes: list[dict[str, Any]] = []
        texts: list[str] = []
        for c in (c for c in eff.clauses if _sets_rating(c)):
            for char in board.characters():
                if not names_character(c.get("who") or "self", char, eff):
                    continue
                for icon in c.get("icons") or ():
                    old, new = char.grid.get(icon), int(c["set_to"])
                    if icon not in char.grid or old == new:
                        continue
                    char.grid[icon] = new
                    changes.append(
                        {"op": "grid", "character": char.id, "icon": icon, "from": old, "to": new}
                    )
                    texts.append(f"{char.name}'s {icon.title()} rating is {new}")
        if changes:
            out.append((f"{eff.card.name} is in play: " + "; ".join(texts) + ".", changes))
    return out
