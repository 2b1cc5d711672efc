"""An attack whose text says "level" with no number ("Acts as a level Any-Power attack"):
its level is the one printed in the card's corner for those icons (the catalogue's
``Numbers``: "Any-Power 11"), as for every special's printed level (OR.attack.special, MR.1).

A card whose corner prints no level for the attack's icons leaves the clause's level unset:
the reach matrix then reports it "not applied" (``unnumbered_without_level``), never an attack
of a level the card does not give.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def _printed(levels: Any, icons: tuple[str, ...]) -> int | None:
    """The value of the printed level whose icons are ``icons`` (or, with no icons asked,
    the only level printed)."""
    if not isinstance(levels, list | tuple):
        return None
    found = [
        lv.get("value")
        for lv in levels
        if isinstance(lv, Mapping)
        and isinstance(lv.get("value"), int)
        and (not icons or set(icons) <= set(lv.get("icons") or ()))
    ]
    return found[0] if len(found) == 1 else None


def printed_level(defn: Any, icons: tuple[str, ...]) -> int | None:
    """The card's printed level for an attack of ``icons``: one of its several printed levels
    (``extra["levels"]``), or its one printed level when its icons cover the attack's."""
    extra = getattr(defn, "extra", None) or {}
    several = _printed(extra.get("levels"), icons)
    if several is not None:
        return several
    value, printed = getattr(defn, "value", None), tuple(getattr(defn, "icons", ()) or ())
    if isinstance(value, int) and (not icons or not printed or set(icons) <= set(printed)):
        return value
    return None


def fill_printed_levels(clauses: list[dict[str, Any]], defn: Any) -> list[dict[str, Any]]:
    """The clauses, each unnumbered attack given the level printed on the card (if any)."""
    out = []
    for c in clauses:
        if c.get("kind") == "attack" and c.get("level_unnumbered") and c.get("level") is None:
            level = printed_level(defn, tuple(c.get("icons") or ()))
            if level is not None:
                c = {**c, "level": level}
        out.append(c)
    return out


def unnumbered_without_level(clause: dict[str, Any]) -> bool:
    """An unnumbered attack the card's printed levels did not number: not applied. Another
    way the card may attack ("or a level Any-Power attack against Target Battlesite") is the
    attack the special makes on a battlesite (``special_parts.attack_level``), once numbered."""
    return bool(clause.get("level_unnumbered")) and clause.get("level") is None
