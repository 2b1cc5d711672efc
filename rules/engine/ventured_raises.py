"""A card that raises the mission cards a side ventured ("Grey King may increase either his
team's or Opponent's Ventured Mission cards by 1"): the play's option names the side (1: the
player's own team, 2: the opponent's), and when the board gives that side's ventured cards
the count rises there, so the mission ladder at the battle's end moves that many
(OR.venture, OR.mission-ladder). Without an option, or a board that gives no ventured cards,
the step states it for the table as before."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rules.engine.state import Board

#: The options of a raise of "either" side's ventured cards: the player's team, the opponent's.
SIDES = ("own team", "opponent")


def side_options(clauses: list[dict[str, Any]]) -> int:
    """How many sides a play may choose between for such a raise (0: the card offers none)."""
    either = any(c.get("kind") == "venture_count" and c.get("who") == "either" for c in clauses)
    return len(SIDES) if either else 0


def raise_ventured(
    clause: dict[str, Any],
    board: Board,
    player: str,
    option: int | None,
    changes: list[dict[str, Any]],
) -> str | None:
    """Raise the ventured cards of the side the option names; the step's words, or None when
    the clause is not such a raise, no side is chosen or the board gives no ventured cards."""
    if clause.get("kind") != "venture_count" or clause.get("who") != "either":
        return None
    if option not in (1, 2):
        return None
    side = player if option == 1 else ("B" if player == "A" else "A")
    ventured = board.players[side].ventured
    amount = int(clause.get("amount") or 0)
    if ventured is None or amount <= 0:
        return None
    pile = "reserve" if "reserve" in ventured or not ventured else next(iter(ventured))
    before = ventured.get(pile, 0)
    ventured[pile] = before + amount
    changes.append(
        {"op": "ventured", "player": side, "pile": pile, "from": before, "to": before + amount}
    )
    return (
        f"player {side}'s ventured mission cards from the {pile} rise by {amount}"
        f" ({SIDES[option - 1]}, chosen): {before} -> {before + amount}"
    )
