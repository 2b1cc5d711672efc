"""A second hit a successful special scores, and the riders printed after it (OR.hits,
OR.venture-total, MR.5.conditional): "Acts as a level 7 Fighting attack. If successful, acts
as a level 3 Strength Hit. Hit goes on Target Character's Permanent Record. Does not count
toward Venture Total." The "Hit" of the two riders is the second hit the sentence before
names: it goes onto the permanent record (so it never counts toward the venture total), while
the attack's own hit lands and counts as any hit does.

Read from the tree's order only: a ``hit_placement`` (and a ``no_venture`` naming no cards)
right after a successful-attack condition that scores a ``hit``."""

from __future__ import annotations

from typing import Any


def _scores_hit(clause: dict[str, Any]) -> bool:
    return clause.get("kind") == "condition" and any(
        c.get("kind") == "hit" for c in clause.get("then") or ()
    )


def _plain_no_venture(clause: dict[str, Any]) -> bool:
    return (
        clause.get("kind") == "no_venture"
        and not clause.get("card_kinds")
        and not clause.get("icons")
        and not clause.get("pile")
    )


def placed_riders(clauses: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """``clauses`` with a placement printed after a second hit moved onto that hit (and the
    "does not count toward Venture Total" that follows it folded in: a hit on the permanent
    record is not a hit of the current battle)."""
    out: list[dict[str, Any]] = []
    i = 0
    while i < len(clauses):
        c = clauses[i]
        nxt = clauses[i + 1] if i + 1 < len(clauses) else None
        if _scores_hit(c) and nxt is not None and nxt.get("kind") == "hit_placement":
            record = nxt.get("record") or "permanent"
            then = [
                {**x, "record": record} if x.get("kind") == "hit" else x
                for x in c.get("then") or ()
            ]
            out.append({**c, "then": then})
            i += 2
            if i < len(clauses) and _plain_no_venture(clauses[i]) and record == "permanent":
                i += 1
            continue
        out.append(c)
        i += 1
    return out
