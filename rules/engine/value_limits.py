"""The value limit a clause prints on the cards it lets a character use, combine, play, place
or discard ("Energy Power cards of 4 or less", "level 6 through 8", "with a value of 5 or
greater"), read from the clause's fields (``max_value``, ``min_value``, ``levels``).

A Power card's value is its level, so the three fields bound one number. A card without a
value (a Special, a Universe card) is outside any limit: the clause speaks of valued cards.
Every engine place that reads such a clause asks here, so a permission is never ruled wider
than the card, nor a bar narrower.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any


def bounds(clause: dict[str, Any]) -> tuple[int | None, int | None]:
    """(lowest, highest) value a card may have under the clause; ``None``: no bound."""
    low, high = clause.get("min_value"), clause.get("max_value")
    levels = clause.get("levels")
    if isinstance(levels, list | tuple) and len(levels) == 2:
        low = levels[0] if low is None else max(int(low), int(levels[0]))
        high = levels[1] if high is None else min(int(high), int(levels[1]))
    return (
        int(low) if isinstance(low, int) else None,
        int(high) if isinstance(high, int) else None,
    )


def limited(clause: dict[str, Any]) -> bool:
    """Whether the clause prints a value limit at all."""
    return bounds(clause) != (None, None)


def admits(clause: dict[str, Any], value: int | None) -> bool:
    """Whether a card of ``value`` lies inside the clause's limit (any card, with none)."""
    low, high = bounds(clause)
    if low is None and high is None:
        return True
    if value is None:
        return False
    return (low is None or value >= low) and (high is None or value <= high)


def any_admitted(clause: dict[str, Any], values: Iterable[int | None]) -> bool:
    """Whether one of the cards of ``values`` lies inside the clause's limit."""
    return any(admits(clause, v) for v in values)


def limit_text(clause: dict[str, Any]) -> str:
    """The limit in the game's words, for the text of a step: "of 4 or less", "level 6
    through 8", "of 5 through 8"."""
    low, high = bounds(clause)
    if low is not None and high is not None:
        return f"level {low} through {high}" if low != high else f"level {low}"
    if high is not None:
        return f"of {high} or less"
    return f"of {low} or greater" if low is not None else ""


def discard_limit_words(clause: dict[str, Any]) -> str:
    """A discard's limit for the step's text: ", only cards of 5 or less"."""
    return f", only cards {limit_text(clause)}" if limited(clause) else ""
