"""Modifiers that hold while a side's mission pile holds so many cards ("This character gains
+1 to all attacks if opponent has 4, 5 or 6 Mission cards in Completed Missions Pile"): read
against the board's mission piles (``missions``: reserve, completed, defeated; OR.mission).
When the board does not give that side's piles, the modifier is not counted, and the
resolution says so (``unchecked_counts``)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from rules.engine.board_model import Board, Effect

#: The modifiers read through such a condition.
READ_THROUGH = frozenset({"attack_modifier", "defense_modifier"})

#: The sides a count names (the typed ``missions.whose``): the opponent's, or the effect's own.
_WHOSE = {"opponent": "opponent", "team": "own", "player": "own"}
#: The Missions piles, as the board keeps them.
_PILES = {
    "completed_missions": "completed",
    "reserve_missions": "reserve",
    "defeated_missions": "defeated",
}


def count_named(clause: dict[str, Any]) -> tuple[str, set[int], str] | None:
    """(whose: "opponent" or "own", the counts, the pile) of a condition this module reads,
    from its typed ``missions``."""
    if clause.get("kind") != "condition" or clause.get("when") != "has_mission_count":
        return None
    check = clause.get("missions")
    if not isinstance(check, dict) or not check.get("counts"):
        return None
    whose, pile = _WHOSE.get(str(check.get("whose"))), _PILES.get(str(check.get("pile")))
    if whose is None or pile is None:
        return None
    return whose, {int(n) for n in check["counts"]}, pile


def reads_count(clause: dict[str, Any]) -> bool:
    """A mission-count condition whose every clause is a modifier read through it."""
    then = clause.get("then") or ()
    return (
        count_named(clause) is not None
        and bool(then)
        and all(isinstance(c, dict) and c.get("kind") in READ_THROUGH for c in then)
    )


def _holds(board: Board, effect: Effect, clause: dict[str, Any]) -> bool | None:
    named = count_named(clause)
    if named is None:
        return None
    whose, counts, pile = named
    player = effect.player if whose == "own" else ("B" if effect.player == "A" else "A")
    side = board.players.get(player)
    if side is None or side.missions is None:
        return None
    return side.missions.get(pile, 0) in counts


def held_by_count(board: Board, effect: Effect) -> Iterator[dict[str, Any]]:
    """The modifiers of ``effect`` whose mission-count condition holds on the board."""
    for c in effect.clauses:
        if reads_count(c) and _holds(board, effect, c):
            yield from c.get("then") or ()


def unchecked_counts(board: Board) -> Iterator[tuple[Effect, dict[str, Any]]]:
    """The mission-count conditions in play the board cannot check: no mission piles given."""
    for e in board.all_effects():
        for c in e.clauses:
            if reads_count(c) and _holds(board, e, c) is None:
                yield e, c
