"""A special's attack that grows with something on the table: "Acts as a level 3 Strength
attack, +1 for each Mission card in Backlash's Defeated Missions Pile", "+1 for each Hit on
Witchblade's Permanent Record", "+1 for each Teammate with a Fighting Rating of 6 or greater",
"+1 for each Character K.O.'d this game" (an ``attack`` clause's ``scaling``, read from the
count the grammar typed: what, whose, where; never from its words).

The amount is counted when the card is played, and the card acts as an attack of the level
with it (MR.1: played as written), so the hit carries it too. What the engine cannot count
from the board is said, never guessed.
"""

from __future__ import annotations

from typing import Any

from rules.engine.state import Board, Character

#: The Missions piles a count may name, as the board keeps them.
_MISSION_PILES = {
    "defeated_missions": "defeated",
    "completed_missions": "completed",
    "reserve_missions": "reserve",
}


def _side(board: Board, by: Character, whose: str | None):
    """The side whose pile is counted: the attacker's, or the opponent's when the card says."""
    if whose != "opponent":
        return board.players.get(by.player)
    others = [p for pid, p in board.players.items() if pid != by.player]
    return others[0] if len(others) == 1 else None


def count_on_board(count: dict[str, Any], board: Board, by: Character) -> int | None:
    """How many of the things ``count`` (a typed ``Counted``) names the board holds for the
    attacker (or the character whose card counts them), or None when it cannot say."""
    what, where = count.get("what"), count.get("where")
    side = _side(board, by, count.get("whose"))
    if side is None:
        return None
    if what == "cards" and where in _MISSION_PILES and not count.get("played_by"):
        if side.missions is None or set(count.get("card_kinds") or ()) - {"mission"}:
            return None
        return int(side.missions.get(_MISSION_PILES[where], 0) or 0)
    if what == "hits" and where == "permanent_record" and count.get("whose") != "opponent":
        # the record of the card's own character (the card names it)
        return sum(1 for h in by.hits if h.record == "permanent")
    if what == "teammates":
        icon, floor = count.get("icon"), int(count.get("at_least") or 0)
        return sum(
            1
            for c in side.active()
            if c.id != by.id and (c.grid.get(icon) or 0) >= floor and not c.ko
        )
    if what == "kos" and count.get("when") == "game":
        return sum(1 for c in board.characters() if c.ko or c.removed)
    return None


def scaled_bonus(
    clauses: list[dict[str, Any]], board: Board, by: Character | None
) -> tuple[int, str | None]:
    """(the bonus, a note) of the card's attack scaling: the note says what it counted, or
    that the board does not say how many."""
    for c in clauses:
        scaling = c.get("scaling") if c.get("kind") == "attack" else None
        if not isinstance(scaling, dict) or by is None:
            continue
        per = str(scaling.get("per") or "")
        amount = int(scaling.get("amount") or 0)
        count = scaling.get("count")
        n = count_on_board(count, board, by) if isinstance(count, dict) else None
        if n is None:
            return 0, f"+{amount} for each {per} is not applied: the board does not say how many"
        return amount * n, f"+{amount} for each {per} ({n})"
    return 0, None


def uncounted(
    clauses: list[dict[str, Any]], board: Board, by: Character | None
) -> dict[str, Any] | None:
    """The attack clause whose scaling the board gives no count for (its missions, its
    record ...), for the resolution's warnings: said, never silently left at nothing."""
    for c in clauses:
        scaling = c.get("scaling") if c.get("kind") == "attack" else None
        if isinstance(scaling, dict) and by is not None:
            count = scaling.get("count")
            if not isinstance(count, dict) or count_on_board(count, board, by) is None:
                return c
    return None
