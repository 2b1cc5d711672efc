"""The value limit printed on the cards a clause lets a character use, combine, play, place or
discard ("Energy Power cards of 4 or less", "a Power card with a value of 5 or greater").

Every such clause keeps the limit as the same two fields the card-filter phrase reads:
``max_value`` ("of N or less") and ``min_value`` ("of N or greater"), beside the ``levels``
range some of them hold ("level 6 through 8"). A Power card's value is its level, so both
forms limit the same number; the engine reads them together (``rules.engine.value_limits``).
This module renders the value limit, in one place, for every clause that holds one.
"""

from __future__ import annotations

from dataclasses import field
from typing import Any


def limit_field() -> Any:
    """A clause field that keeps "of N or less" / "of N or greater"; left out of the JSON form
    when the card prints no such limit (trees without one are unchanged)."""
    return field(default=None, metadata={"omit_none": True})


def value_limit_text(max_value: int | None, min_value: int | None) -> str:
    """The limit after the card noun, in the game's words, with its leading space:
    " with a value of 4 or less", " with a value of 5 or greater", or both; "" with none."""
    parts = []
    if min_value is not None:
        parts.append(f"{min_value} or greater")
    if max_value is not None:
        parts.append(f"{max_value} or less")
    if not parts:
        return ""
    return " with a value of " + " of ".join(parts)  # "of 3 or greater of 6 or less"


def clause_limit_text(clause: Any) -> str:
    """The value limit of a clause that holds ``max_value`` / ``min_value`` fields."""
    return value_limit_text(getattr(clause, "max_value", None), getattr(clause, "min_value", None))
