""" "Opponent's Venture Total is doubled this battle" (``venture_doubled``): the venture total
of the player it names, every counted hit and modifier in force added up, is doubled
(OR.venture-total; the card is played as written, MR.1). It is counted as one more modifier
of the card, worth the total before it; two such cards double it twice.
"""

from __future__ import annotations

from typing import Any

from rules.engine.state import Board
from rules.engine.venture_bars import players_named


def doubling_cards(board: Board, pid: str) -> list[Any]:
    """The effects in force that double ``pid``'s venture total."""
    return [
        e
        for e in board.all_effects()
        if e.duration != "next_battle"
        for c in e.clauses
        if c.get("kind") == "venture_doubled" and pid in players_named(e, c)
    ]


def doubling_modifiers(board: Board, pid: str, total: int) -> list[Any]:
    """The modifiers that double ``pid``'s ``total``, one per card doubling it."""
    from rules.engine import venture

    out = []
    for e in doubling_cards(board, pid):
        source = "inherent" if e.kind == "inherent" else "special"
        out.append(venture.Modifier(value=total, source=source, card=f"{e.card.name} (doubled)"))
        total *= 2
    return out
