"""What an inherent ability says happens when the character (or a teammate) is KO'd: "When
KO'd, draw 2 cards", "When a teammate of Xaos is KO'd, draw 1 card" (a ``trigger`` on
``when_kod``). The KO check that KOs the character states the draws and discards for the
table, with the ability's owner (OR.inherent, OR.ko.effects); the engine does not hold the
piles drawn from.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from rules.engine.abilities import ability_lost
from rules.engine.state import Board, Character

#: Whom a KO trigger waits for: the ability's own character, or one of its teammates.
KO_TRIGGER_SUBJECTS = frozenset({"self", "teammate"})

#: The actions a KO trigger may carry that the step states for the table.
TABLE_KINDS = frozenset({"draw", "discard"})


def is_ko_trigger(clause: dict[str, Any]) -> bool:
    """A ``when_kod`` trigger the KO check states: on the character or a teammate, carrying
    only draws and discards."""
    then = clause.get("then") or []
    return (
        clause.get("kind") == "trigger"
        and clause.get("event") == "when_kod"
        and clause.get("detail") in KO_TRIGGER_SUBJECTS
        and bool(then)
        and all(isinstance(c, dict) and c.get("kind") in TABLE_KINDS for c in then)
    )


def fired_by(
    board: Board, kod: Character, effects: Iterable[Any] = ()
) -> list[tuple[Character, dict[str, Any]]]:
    """(the ability's owner, the action) for each KO trigger of ``kod``'s side that its KO
    fires: its own, and its active teammates' (not those whose ability an effect in play took
    away)."""
    out = []
    effects = list(effects)
    for owner in board.players[kod.player].characters():
        if (owner is not kod and owner.removed) or ability_lost(owner.id, effects) is not None:
            continue
        for c in owner.inherent_clauses:
            if not is_ko_trigger(c):
                continue
            if (c["detail"] == "self") == (owner is kod):
                out += [(owner, x) for x in c["then"]]
    return out


def trigger_words(owner: Character, action: dict[str, Any]) -> str:
    who = str(action.get("who") or "player").replace("_", " ")
    if who in ("player", "team"):
        who = f"player {owner.player}"
    count = action.get("count", 1)
    may = " may" if action.get("may") else " must"
    whose = owner.name + ("'" if owner.name.endswith("s") else "'s")
    kept = any(
        c.get("kind") == "discipline" and c.get("action") == "keep_duplicates"
        for c in owner.inherent_clauses
    )
    keep = ", duplicates drawn may be kept" if kept and action["kind"] == "draw" else ""
    return f"{whose} ability: {who}{may} {action['kind']} {count} card(s){keep}"
