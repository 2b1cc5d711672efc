"""Cards that change the hits already on a character's record: "All Any-Power cards on
target character's Permanent Record become Strength cards for remainder of game"
(``cards_become`` on a record). The hits change type; their values stay (OR.hits, MR.5).
"""

from __future__ import annotations

from typing import Any

from rules.engine.board_model import other
from rules.engine.clauses import tuple_of
from rules.engine.state import Character


def is_record_change(clause: dict[str, Any]) -> bool:
    return (
        clause.get("kind") == "cards_become"
        and bool(clause.get("on_record"))
        and bool(tuple_of(clause.get("becomes_icons")))
    )


def change_record(
    clause: dict[str, Any], target: Character | None, changes: list[dict], texts: list[str]
) -> bool:
    """Turn the target's permanent-record hits of the named types into the new type; whether
    the clause was one of these."""
    if not is_record_change(clause):
        return False
    if target is None:
        return True
    icons = set(tuple_of(clause.get("icons")))
    new = tuple_of(clause.get("becomes_icons"))[0]
    turned = 0
    for hit in target.hits:
        if hit.record == "permanent" and hit.icon in icons:
            changes.append(
                {
                    "op": "hit_icon",
                    "target": target.id,
                    "card": hit.card,
                    "from": hit.icon,
                    "to": new,
                }
            )
            hit.icon = new
            turned += 1
    texts.append(
        f"{turned} hit(s) on {target.name}'s permanent record become {new.replace('_', '-').title()}"
    )
    return True


def is_own_record_move(clause: dict[str, Any]) -> bool:
    """ "Move all Hits from X's Hits from Current Battle into Permanent Record": a character's
    own hits change record (the engine's form of ``move_hits``; moving hits between
    characters, hit by hit, is chosen at the table)."""
    return (
        clause.get("kind") == "move_hits"
        and clause.get("who") in ("self", clause.get("to"))
        and clause.get("count") == "all"
        and {clause.get("record"), clause.get("to_record")} == {"current", "permanent"}
    )


def move_record(
    clause: dict[str, Any],
    by: Character | None,
    changes: list[dict],
    texts: list[str],
    target: Character | None = None,
) -> bool:
    """Move the hits of the character the clause names (the one playing the card, or the
    play's target: "Move all of target opponent's Hits ...") from one record to the other
    (current battle's hits count toward the venture total, permanent ones do not:
    OR.venture-total); whether the clause was one of these."""
    if not is_own_record_move(clause):
        return False
    by = target if clause.get("who") == "target" else by
    if by is None or by.removed:
        return True
    moved = [h for h in by.hits if h.record == clause["record"]]
    for h in moved:
        h.record = clause["to_record"]
        # a hit on a record was scored by the character's opponent (OR.hits), whose venture
        # total it joins in the current battle
        h.player = h.player or other(by.player)
        changes.append({"op": "move_hit", "target": by.id, "hit": h.to_json()})
    where = "the current battle" if clause["record"] == "current" else "the permanent record"
    to = "the permanent record" if clause["to_record"] == "permanent" else "the current battle"
    texts.append(f"{len(moved)} hit(s) of {by.name} move from {where} to {to}")
    return True
