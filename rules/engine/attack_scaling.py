"""A special's attack that grows with something on the table: "Acts as a level 3 Strength
attack, +1 for each Mission card in Backlash's Defeated Missions Pile", "+1 for each Hit on
Witchblade's Permanent Record", "+1 for each Teammate with a Fighting Rating of 6 or greater",
"+1 for each Character K.O.'d this game" (an ``attack`` clause's ``scaling``).

The amount is counted when the card is played, and the card acts as an attack of the level
with it (MR.1: played as written), so the hit carries it too. What the engine cannot count
from the board is said, never guessed.
"""

from __future__ import annotations

import re
from typing import Any

from rules.engine.state import Board, Character

_PILE = re.compile(r"mission cards? in .*(defeated|completed|reserve) missions? pile", re.I)
_RECORD = re.compile(r"hits? (?:on|in) .*permanent record", re.I)
_MATES = re.compile(
    r"teammates? with an? (energy|fighting|strength|intellect) rating of (\d) or greater", re.I
)
_KOS = re.compile(r"characters? k\.?o\.?'?d this game", re.I)


def _count(per: str, board: Board, by: Character) -> int | None:
    """How many of ``per`` the board holds for the attacker, or None when it cannot say."""
    side = board.players.get(by.player)
    if side is None:
        return None
    pile = _PILE.search(per)
    if pile:
        if side.missions is None:
            return None
        return int(side.missions.get(pile.group(1).lower(), 0) or 0)
    if _RECORD.search(per):
        return sum(1 for h in by.hits if h.record == "permanent")
    mates = _MATES.search(per)
    if mates:
        icon, floor = mates.group(1).lower(), int(mates.group(2))
        return sum(
            1
            for c in side.active()
            if c.id != by.id and (c.grid.get(icon) or 0) >= floor and not c.ko
        )
    if _KOS.search(per):
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
        n = _count(per, board, by)
        if n is None:
            return 0, f"+{amount} for each {per} is not applied: the board does not say how many"
        return amount * n, f"+{amount} for each {per} ({n})"
    return 0, None
