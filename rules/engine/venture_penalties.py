"""The penalty draws for venturing more than two mission cards (OR.venture.penalty), said at
the battle's end beside the ladder they belong to.

"If you Venture three Mission cards, your opponent may draw one card from his Draw Pile ...
all seven, five cards" (OR.venture): the opponent draws as the cards are ventured, before the
fight, so the board the resolver gets is already after them. The battle's end says, for each
player who ventured more than two, how many the opponent was entitled to draw, so a judge can
check the table; a card in play that lets that player venture so many "with no penalty"
(``venture_cards`` with ``penalty`` false) waives them, and one whose waiver a cost paid at the
table buys (``paid_effect``) is named as the condition.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from rules.engine.state import Board, Effect
from rules.engine.venture_bars import players_named
from rules.engine.venture_model import Note, other, penalty_draws, plural

PENALTY_RULES = ("OR.venture", "OR.venture.penalty")


def _no_penalty(clause: Any) -> bool:
    return (
        isinstance(clause, dict)
        and clause.get("kind") == "venture_cards"
        and clause.get("penalty") is False
    )


def _waivers(effect: Effect) -> Iterator[tuple[dict[str, Any], bool]]:
    """(``venture_cards`` with no penalty, whether a cost paid at the table buys it)."""
    for c in effect.clauses:
        if _no_penalty(c):
            yield c, False
        if c.get("kind") == "paid_effect":
            yield from ((x, True) for x in c.get("then") or () if _no_penalty(x))


def _covers(clause: dict[str, Any], count: int) -> bool:
    """Whether the waiver covers ``count`` cards ventured ("Venture 3", "up to 4")."""
    most = clause.get("count")
    if not isinstance(most, int) or isinstance(most, bool):
        return False
    return count <= most if clause.get("up_to") else count == most


def waiver(board: Board, player: str, count: int) -> tuple[str | None, bool]:
    """(the card in play waiving ``player``'s penalty for venturing ``count``, whether its
    cost is paid at the table), or (None, False). An effect waiting for the next battle is not
    in force yet."""
    paid: str | None = None
    for e in board.all_effects():
        if e.duration == "next_battle":
            continue
        for c, bought in _waivers(e):
            if player not in players_named(e, c) or not _covers(c, count):
                continue
            if not bought:
                return e.card.name, False
            paid = paid or e.card.name
    return (paid, True) if paid else (None, False)


def penalty_owed(board: Board) -> tuple[list[dict[str, Any]], list[Note]]:
    """The penalty draws each player's venture gave the opponent: changes (for the record)
    and notes (for the step). Players whose ventured cards the board does not give owe none
    said."""
    changes: list[dict[str, Any]] = []
    notes: list[Note] = []
    for pid in sorted(board.players):
        ventured = board.players[pid].ventured
        if ventured is None:
            continue
        count = sum(int(n) for n in ventured.values())
        draws = penalty_draws(count)
        if not draws:
            continue
        drawer = other(pid)
        card, paid = waiver(board, pid, count)
        head = f"Player {pid} ventured {count} mission cards"
        if card is not None and not paid:
            notes.append(
                Note(f"{head} with no penalty ({card}): player {drawer} draws none.", PENALTY_RULES)
            )
            changes.append({"op": "penalty_draws", "player": drawer, "count": 0, "card": card})
            continue
        unless = f", unless {card}'s cost was paid at the table (then none)" if paid else ""
        notes.append(
            Note(
                f"{head}, so player {drawer} may draw {plural(draws)} from the Draw Pile as they"
                f" were ventured{unless}; duplicates and unusable cards drawn this way are"
                " discarded, and none may be placed.",
                PENALTY_RULES,
                drawer,
            )
        )
        changes.append({"op": "penalty_draws", "player": drawer, "count": draws})
    return changes, notes
