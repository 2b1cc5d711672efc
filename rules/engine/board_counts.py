"""Counts on the board a card changes where nobody is left a choice (or the play made it):
placed cards a side or battlesite must discard (``side_placed_discards``) and the mission
cards a side ventured (``ventured_raises``). One entry for the resolver's effect step."""

from __future__ import annotations

from typing import Any

from rules.engine.side_placed_discards import side_counted_discard
from rules.engine.state import Board, CardUse, Effect
from rules.engine.ventured_raises import raise_ventured


def board_counts(
    clause: dict[str, Any],
    board: Board,
    action: Any,
    card: CardUse,
    effects: list[Effect],
    changes: list[dict[str, Any]],
) -> tuple[str, list[str]] | None:
    """(the step's words, the rules cited) when the clause changed a count on the board."""
    gone = side_counted_discard(clause, board, action.player, effects, changes)
    if gone is not None:
        return gone, ["OR.discard-piles"]
    up = raise_ventured(clause, board, action.player, card.option, changes)
    if up is not None:
        return up, ["OR.venture", "OR.mission-ladder"]
    return None
