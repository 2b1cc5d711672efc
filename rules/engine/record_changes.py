"""Cards that change the hits already on a character's record: "All Any-Power cards on
target character's Permanent Record become Strength cards for remainder of game"
(``cards_become`` on a record). The hits change type; their values stay (OR.hits, MR.5).
"""

from __future__ import annotations

from typing import Any

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
