"""Ratings set by a card already in play when the resolution starts: "Captain Marvel's
Fighting Rating increases to 7 for remainder of game" (a ``grid_change`` setting a rating) on
a special the judge names as in play changes the grid the character plays with (MR.19: the
effect in play changes the rule of which cards it may use, OR.power-card).

Only a rating set to a value is applied here: it holds however often the board is given back
with the effect in play. A change "in the next battle" holds once its effect is no longer
waiting for that battle (the judge gives it in play for this battle). A change by an amount and
a change for one use only (``uses``: defense, read by ``defense_grid``) are left to their own
places.

A character's inherent "Power Grid is equal to highest value of all active teammates"
(``grid_equal``) takes, per power type, the best rating of its active teammates when the
resolution starts (OR.inherent, OR.power-card).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from rules.engine.state import Board, Effect
from rules.engine.who_names import names_character

#: The rules a rating set by an effect in play cites.
GRID_RULES = ("MR.19", "OR.power-card")


def _sets_rating(clause: dict[str, Any], eff: Effect) -> bool:
    return (
        clause.get("kind") == "grid_change"
        and isinstance(clause.get("set_to"), int)
        and not clause.get("uses")
        and (clause.get("duration") != "next_battle" or eff.duration not in ("next_battle", None))
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
        for c in (c for c in eff.clauses if _sets_rating(c, eff)):
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


def grids_of_teammates(board: Board) -> list[tuple[str, list[dict[str, Any]]]]:
    """Set the grid of each character whose inherent ability makes it "equal to highest value
    of all active teammates" (``grid_equal``): per power type, the best rating among the other
    active front-line characters of its side; (text, changes) of each such character."""
    out = []
    for char in board.characters():
        if not any(
            c.get("kind") == "grid_equal" and c.get("pick") == "highest"
            for c in char.inherent_clauses
        ):
            continue
        mates = [m for m in board.players[char.player].active() if m is not char]
        changes: list[dict[str, Any]] = []
        for icon in list(char.grid):
            values = [v for m in mates if (v := m.grid.get(icon)) is not None]
            new = max(values) if values else None
            if new is None or char.grid.get(icon) == new:
                continue
            changes.append(
                {
                    "op": "grid",
                    "character": char.id,
                    "icon": icon,
                    "from": char.grid[icon],
                    "to": new,
                }
            )
            char.grid[icon] = new
        if changes:
            said = ", ".join(f"{x['icon'].title()} {x['to']}" for x in changes)
            out.append(
                (
                    f"{char.name}'s grid equals the highest ratings of its active teammates ({said}).",
                    changes,
                )
            )
    return out
