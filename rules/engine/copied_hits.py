"""A special that "acts identical to any Hit in <X>'s Hits from the Current Battle or Permanent
Record" (MR.5.copied-hit): the play names the hit copied, with the card's ``copies``
(``{"card": ..., "copies": {"icon": "energy", "value": 5}}``), and the special acts as an attack
of that level and power type. The hit must be on the character's records (the current battle's
or the permanent one, as the card says). A play naming no hit is refused, saying so (the
clause is marked ``copy_unnamed``: not applied).
"""

from __future__ import annotations

from typing import Any

from rules.engine.clauses import clauses_of
from rules.engine.state_limits import HIT_ICONS

_RECORDS = {"permanent_or_current": ("current", "permanent")}


def read_copied(reader: Any, data: dict[str, Any], path: str) -> None:
    """Validate a card's ``copies`` (the hit it copies), naming the bad field."""
    copies = data.get("copies")
    if copies is None:
        return
    at = f"{path}.copies"
    if not isinstance(copies, dict):
        reader.bad(at, "must be the hit copied: {icon, value}")
        return
    reader.icon(copies.get("icon"), f"{at}.icon", HIT_ICONS)
    reader.int_in(copies.get("value"), f"{at}.value", 0, 99)


def _copied(raw: Any) -> dict[str, Any] | None:
    copies = raw.get("copies") if isinstance(raw, dict) else None
    if not isinstance(copies, dict) or not isinstance(copies.get("value"), int):
        return None
    icon = copies.get("icon")
    return {"icon": str(icon).lower().replace("-", "_"), "value": copies["value"]}


def fill_copied_hit(clauses: list[dict[str, Any]], raw: Any) -> list[dict[str, Any]]:
    """The clauses, a ``copy_hit`` read as the attack of the hit the play names."""
    copied = _copied(raw)
    out = []
    for c in clauses:
        if c.get("kind") == "copy_hit":
            if copied is None:
                c = {**c, "copy_unnamed": True}
            else:
                c = {"kind": "attack", "level": copied["value"], "icons": [copied["icon"]]}
        out.append(c)
    return out


def check_copied_hit(card: Any, by: Any) -> None:
    """Raise ``Illegal`` when the hit a play names for ``card`` is not on the records of the
    character playing it."""
    from rules.engine.action_model import Illegal  # the board model imports this module

    copied = _copied(getattr(card, "raw", None))
    printed = [c for c in clauses_of(card.defn.effect) if c.get("kind") == "copy_hit"]
    if not printed:
        return
    if copied is None:
        raise Illegal(
            "MR.5.copied-hit",
            f"{card.name} acts identical to a hit the player picks, and the play names none"
            " (give the card's copies: the hit's icon and value)",
        )
    records = _RECORDS.get(str(printed[0].get("record")), (str(printed[0].get("record")),))
    hits = list(getattr(by, "hits", ()) or ()) if by is not None else []
    if not any(
        h.icon == copied["icon"] and h.value == copied["value"] and h.record in records
        for h in hits
    ):
        who = by.name if by is not None else "the character"
        raise Illegal(
            ["MR.5.copied-hit", "OR.hits"],
            f"{card.name} acts identical to a hit on {who}'s records, and {who} has no level"
            f" {copied['value']} {copied['icon'].replace('_', '-').title()} hit there",
        )
