""" "Opponent may not venture this battle" (``no_venturing``): a side barred from venturing
by an effect in play (MR.19). At the battle's end, a barred player who ventured mission cards
is told the venture must be corrected before any mission moves (OR.venture), as for a venture
over a limit (``battle_missions``); one who ventured none owes no venture (the rule that every
player ventures at least one card gives way to the card, MR.1).
"""

from __future__ import annotations

from typing import Any

from rules.engine.state import Board, Effect, other
from rules.engine.venture_model import Note

RULES = ("OR.venture", "MR.19", "MR.1")


def players_named(effect: Effect, clause: dict[str, Any]) -> tuple[str, ...]:
    """The players a venture clause of ``effect`` names (by its ``who``)."""
    who = clause.get("who") or "team"
    if who in ("opponent", "opponent_team"):
        return (other(effect.player),)
    if who in ("both_players", "each_player", "all_players"):
        return ("A", "B")
    return (effect.player,)  # the team, this character, a teammate: the card's own side


def barred_players(board: Board) -> set[str]:
    """The players an effect in play bars from venturing."""
    return {
        pid
        for e in board.all_effects()
        if e.duration != "next_battle"
        for c in e.clauses
        if c.get("kind") == "no_venturing"
        for pid in players_named(e, c)
    }


def barred_ventures(board: Board) -> list[Note]:
    """A note for each player an effect in play bars from venturing who ventured cards."""
    notes: list[Note] = []
    named: set[str] = set()
    for e in board.all_effects():
        if e.duration == "next_battle":
            continue  # not in force yet
        for c in e.clauses:
            if c.get("kind") != "no_venturing":
                continue
            for pid in players_named(e, c):
                ventured = board.players[pid].ventured or {}
                count = sum(int(v) for v in ventured.values())
                if count and pid not in named:
                    named.add(pid)
                    text = (
                        f"{e.card.name}: player {pid} may not venture, and ventured {count}"
                        " mission cards: the venture must be corrected before any mission moves."
                    )
                    notes.append(Note(text, RULES, pid))
    return notes
