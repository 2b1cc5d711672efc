"""Which hits a removal names: "Remove all hits with a Fighting icon", "Remove 1 Hit of 5 or
less", "Remove 1 Special card Hit", "Remove 1 Power Card Hit, level 1-2" (a ``remove_hits``
clause's typed ``hit_filter``). A removal takes only the hits its words name (MR.1); a filter
the grammar could not type ("of equal or lesser value", "with icon of X's choice") leaves the
choice to the table, said so, never every hit."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.engine.cards import POWER_TYPES
from rules.engine.state import Hit


def hit_types(hit: Hit) -> set[str]:
    """The power types a hit shows."""
    return set(hit.types()) | ({hit.icon} if hit.icon in POWER_TYPES else set())


def _passes(hit: Hit, f: dict[str, Any]) -> bool:
    types = hit_types(hit)
    kinds = f.get("card_kinds") or ()
    icons = set(f.get("icons") or ())
    level = f.get("level")
    if kinds and hit.source not in kinds:
        return False
    if icons and f.get("only_icons"):
        # the hit's own icon and every icon it prints are of the types named
        if hit.icon not in icons or not set(hit.icons or ()) <= icons:
            return False
    elif icons and not icons & types:
        return False
    if f.get("many_icons") and not (len(types) > 1 or hit.icon == "multipower"):
        return False
    if level and not int(level[0]) <= hit.value <= int(level[1]):
        return False
    if f.get("value") is not None and hit.value != int(f["value"]):
        return False
    return f.get("max_value") is None or hit.value <= int(f["max_value"])


def hit_matcher(clause: dict[str, Any]) -> Callable[[Hit], bool] | None:
    """The test a hit passes to be one the clause names; None when its filter is not typed."""
    if not clause.get("filter"):
        return lambda h: True
    typed = clause.get("hit_filter")
    if not isinstance(typed, dict):
        return None
    return lambda h: _passes(h, typed)
