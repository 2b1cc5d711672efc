"""An event's move of mission cards between a player's piles ("Move all mission cards currently
in the completed missions pile into the reserve missions pile": a ``mission_move``), made once
as the battle begins on the mission piles the board gives (OR.events, OR.mission). A board that
leaves out the piles of a player it moves is said, never guessed."""

from __future__ import annotations

from typing import Any

from rules.engine.state import Board, Effect, other

RULES = ["OR.events", "OR.mission"]
#: The clause's subjects and the players whose piles they move, from the event's player's side.
MINE = frozenset({None, "team", "player", "self", "you", "your_team"})
BOTH = frozenset({"both_players", "each_player", "both_teams"})


def moves_event_missions(clause: dict[str, Any]) -> bool:
    """``clause`` moves mission cards from one of a player's piles to another."""
    return (
        clause.get("kind") == "mission_move"
        and clause.get("allowed", True)
        and _pile(clause.get("from")) is not None
        and _pile(clause.get("to")) is not None
        and not clause.get("scaling")
        and (clause.get("count") == "all" or isinstance(clause.get("count"), int))
    )


#: The piles' names as printed, and the board's (the lost missions are the defeated ones).
PILES = {"reserve": "reserve", "completed": "completed", "defeated": "defeated", "lost": "defeated"}


def _pile(name: Any) -> str | None:
    return PILES.get(str(name or "").removesuffix("_missions"))


def _players(clause: dict[str, Any], eff: Effect) -> list[str] | None:
    who = clause.get("who")
    if who in MINE:
        return [eff.player]
    if who == "opponent":
        return [other(eff.player)]
    if who in BOTH:
        return sorted({eff.player, other(eff.player)})
    return None


def move_event_missions(
    board: Board, eff: Effect, clause: dict[str, Any]
) -> tuple[list[str], list[dict[str, Any]], str | None]:
    """(texts, changes, why not) of the event's move: the cards moved on each pile the board
    gives, or why the move is not made (the subject not read, a pile left out)."""
    players = _players(clause, eff)
    if players is None:
        return [], [], f"mission cards moved for {clause.get('who')}, not read as a player"
    src, dst = _pile(clause["from"]), _pile(clause["to"])
    assert src is not None and dst is not None
    texts: list[str] = []
    changes: list[dict[str, Any]] = []
    for pid in players:
        piles = board.players[pid].missions
        if piles is None:
            return texts, changes, f"give player {pid}'s mission piles"
        count = clause["count"]
        n = piles.get(src, 0) if count == "all" else min(int(count), piles.get(src, 0))
        piles[src] = piles.get(src, 0) - n
        piles[dst] = piles.get(dst, 0) + n
        changes.append({"op": "mission_move", "player": pid, "count": n, "from": src, "to": dst})
        texts.append(f"player {pid} moves {n} mission card(s) from {src} to {dst}")
    return texts, changes, None
