"""The value limit of a special's ``combine`` clause, checked on each card combined with it
("May combine with 1 Power card of 4 or less for a single attack": a level 6 card may not be
combined). The special's own text decides what it combines with (MR.7)."""

from __future__ import annotations

from typing import Any

from rules.engine.attacks import Illegal
from rules.engine.state import CardUse
from rules.engine.value_limits import admits, limit_text, limited


def _limit_of_others(combo: dict[str, Any]) -> dict[str, Any]:
    """The limit on the cards combined with the special. A clause that also names the
    character's own cards ("combine Strength Power cards level 1-4 with any Doubleshot
    card") prints its ``levels`` on those, not on the cards combined with them."""
    if combo.get("base_kinds") or combo.get("base_icons"):
        return {"max_value": combo.get("max_value"), "min_value": combo.get("min_value")}
    return combo


def check_combined(primary: CardUse, combo: dict[str, Any], card: CardUse) -> None:
    """``card`` lies inside the limit of the special's ``combine`` clause, or the
    combination is illegal (MR.7)."""
    limit = _limit_of_others(combo)
    if limited(limit) and not admits(limit, card.defn.value):
        raise Illegal(
            "MR.7",
            f"{primary.name} combines only with cards {limit_text(limit)}, not {card.label()}",
        )
