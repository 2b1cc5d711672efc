"""Follow-ups joined by "and/or": "Joker may make 1 additional Fighting and/or 1 additional
Intellect Power card attack" reads as two ``additional_attack`` clauses, the second marked
``and_or``. Together they grant one follow-up of each type named, in any order, either or
both (MR.5.string): one grant of the summed count, whose types are each used once."""

from __future__ import annotations

from typing import Any

from rules.engine.clauses import tuple_of


def joined_grant(grants: list[dict[str, Any]]) -> dict[str, Any]:
    """The grant the last follow-up text of the action gives, its and/or partners joined."""
    last = grants[-1]
    parts = [last]
    while parts[0].get("and_or") and len(parts) < len(grants):
        parts.insert(0, grants[-len(parts) - 1])
    if len(parts) == 1:
        return last
    counts = [p.get("count") for p in parts]
    return {
        **last,
        "count": sum(c if isinstance(c, int) else 1 for c in counts),
        "icons": list(dict.fromkeys(i for p in parts for i in tuple_of(p.get("icons")))),
        "card_kinds": list(dict.fromkeys(k for p in parts for k in tuple_of(p.get("card_kinds")))),
        "once_each": all(tuple_of(p.get("icons")) for p in parts),
    }
