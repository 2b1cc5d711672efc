"""The grid a character defends with: "Fighting Power Grid Rating is 8 for Defense" (a
``grid_change`` for defense, from its inherent ability or an effect in play on it) lets it
use power cards of that type up to the new rating when it defends, never when it attacks
(OR.power-card, OR.inherent)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.engine.cards import POWER_TYPES
from rules.engine.clauses import tuple_of
from rules.engine.defense_outcome import concerns_target

if TYPE_CHECKING:
    from collections.abc import Iterable

    from rules.engine.state import Character, Effect


def defense_grid(char: Character, effects: Iterable[Effect]) -> dict[str, int | None]:
    """``char``'s ratings when it defends, with the grid changes for defense that touch it."""
    grid = dict(char.grid)
    for e in effects:
        for c in e.clauses:
            if c.get("kind") != "grid_change" or "defense" not in tuple_of(c.get("uses")):
                continue
            if not concerns_target(e, c.get("who") or "self", char):
                continue
            for icon in tuple_of(c.get("icons")):
                if icon not in POWER_TYPES:
                    continue
                if isinstance(c.get("set_to"), int):
                    grid[icon] = max(int(c["set_to"]), grid.get(icon) or 0)
                elif isinstance(c.get("delta"), int):
                    grid[icon] = (grid.get(icon) or 0) + int(c["delta"])
    return grid
