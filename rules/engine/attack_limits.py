"""Limits an effect in play puts on the attacks of the character it is on (MR.19, MR.1):
"Target character may not attack <Character> for remainder of battle" (``targeted_attack``
not allowed) and "Target Character may not make any follow up attacks from Teamwork or
Special cards" (``follow_up_attack`` not allowed).
"""

from __future__ import annotations

from typing import Any

from rules.engine.clauses import tuple_of
from rules.engine.state import Board, Character, Effect


def _on(effect: Effect, clause: dict[str, Any], by: Character | None) -> bool:
    """The clause concerns the attacker: it is on the character the effect targets."""
    who = clause.get("who") or "target"
    if by is None:
        return False
    if who == "target":
        return effect.target == by.id
    if who == "self":
        return (effect.target or effect.by) == by.id
    return str(who).lower() in by.name.lower()


def _names(board: Board, effect: Effect, name: str, cid: str | None) -> bool:
    """The attack's target is the character a clause names (the card's own character is its
    player's character that played it)."""
    char = board.character(cid)
    if char is None:
        return False
    if name == "self" or any(name.lower() == n.lower() for n in effect.card.defn.characters):
        return cid == effect.by
    return name.lower() in char.name.lower()


def attack_limit(
    board: Board, effects: list[Effect], by: Character | None, target: str | None, grant: Any
) -> tuple[Effect, str] | None:
    """The effect in play that forbids this attack, with why; ``grant`` is the follow-up
    grant the attack is made under, if any."""
    for e in effects:
        for c in e.clauses:
            if c.get("allowed") is not False or not _on(e, c, by):
                continue
            kind = c.get("kind")
            if kind == "targeted_attack" and _names(board, e, str(c.get("target")), target):
                return e, f"{e.card.name} keeps {by.name} from attacking that character"
            if kind == "follow_up_attack" and grant is not None:
                kinds = set(tuple_of(c.get("card_kinds")))
                if not kinds or grant.source in kinds:
                    return e, f"{e.card.name} keeps {by.name} from making {grant.source} follow-ups"
    return None


#: The ``unless`` of a bar lifted once the protected character attacks the barred one.
ATTACKED_FIRST = "attacked_first_by_them"


def lift_answered_bars(board: Board, effects: list[Effect], action: Any) -> list[Effect]:
    """ "Target opponent may not attack Violator ... unless Violator attacks him first": once
    the character the bar protects attacks the barred character, the bar is lifted for the
    rest of its duration. The effects whose bar ``action`` lifts (their clause is removed)."""
    lifted = []
    if not action.is_attack or action.by is None or action.target in (None, "battlesite"):
        return lifted
    for e in effects:
        keep = [
            c
            for c in e.clauses
            if not (
                c.get("kind") == "targeted_attack"
                and c.get("allowed") is False
                and c.get("unless") == ATTACKED_FIRST
                and e.target == action.target
                and _names(board, e, str(c.get("target")), action.by)
            )
        ]
        if len(keep) != len(e.clauses):
            e.clauses = keep
            lifted.append(e)
    return lifted
