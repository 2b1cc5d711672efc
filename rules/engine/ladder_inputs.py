"""The mission ladder's inputs (OR.mission-ladder): the ladder is settled with both players'
mission piles and ventured cards; a board that gives them for one side only is said, never a
silent battle end with the ventured cards left where they were."""

from __future__ import annotations

from rules.engine.state import Board
from rules.engine.venture_model import Note


def one_sided_piles(board: Board) -> list[Note]:
    """A note when one side's piles and venture are given and the other's are not."""
    given = {
        pid: p.missions is not None and p.ventured is not None for pid, p in board.players.items()
    }
    if all(given.values()) or not any(given.values()):
        return []
    have = ", ".join(sorted(pid for pid, g in given.items() if g))
    lack = ", ".join(sorted(pid for pid, g in given.items() if not g))
    text = (
        f"Not applied: the mission ladder (player {have}'s ventured mission cards are not moved;"
        f" give player {lack}'s mission piles and ventured cards too)."
    )
    return [Note(text, ("OR.mission-ladder",), None)]
