"""The mission ladder at the end of a resolved battle (OR.venture, OR.mission-ladder), with
the limits effects in play set on it (MR.19): "Team may venture at most 2 Mission cards per
battle" (``venture_limit``) and "At end of battle, opponent may only move 1 Mission card.
Other Mission cards return to pile Ventured from." (``mission_move_limit``).

It runs when every player's side on the board gives its mission piles (``missions``) and the
cards it ventured (``ventured``); the venture totals are the resolution's own.
"""

from __future__ import annotations

from typing import Any

from rules.engine.ladder_inputs import one_sided_piles
from rules.engine.state import Board
from rules.engine.venture_bars import barred_players, barred_ventures, players_named
from rules.engine.venture_model import Missions, Note, Ventured
from rules.engine.venture_penalties import penalty_owed

#: The limits on the venture and on the ladder an effect in play may set.
LIMIT_KINDS = frozenset({"venture_limit", "mission_move_limit"})


def limits_in_force(board: Board, kind: str) -> dict[str, tuple[int, str]]:
    """Each player's limit of that kind (the lowest in force), with the card setting it. An
    effect waiting for the next battle is not in force yet."""
    out: dict[str, tuple[int, str]] = {}
    for e in board.all_effects():
        if e.duration == "next_battle":
            continue
        for c in e.clauses:
            if c.get("kind") != kind or not isinstance(c.get("max_count"), int):
                continue
            for pid in players_named(e, c):
                if pid not in out or c["max_count"] < out[pid][0]:
                    out[pid] = (int(c["max_count"]), e.card.name)
    return out


def locks_defeated(clause: dict[str, Any]) -> bool:
    """ "Opponent may not move any Mission cards from the Defeated Missions Pile": a bar on
    the ladder's lifts out of that pile."""
    return (
        clause.get("kind") == "mission_move"
        and clause.get("allowed") is False
        and clause.get("from") == "defeated_missions"
        and clause.get("count") in ("all", None)
    )


def defeated_locks(board: Board) -> dict[str, str]:
    """Each player barred from moving mission cards out of the Defeated pile, with the card
    in play saying so (not one waiting for the next battle)."""
    out: dict[str, str] = {}
    for e in board.all_effects():
        if e.duration == "next_battle":
            continue
        for c in e.clauses:
            if locks_defeated(c):
                for pid in players_named(e, c):
                    out.setdefault(pid, e.card.name)
    return out


def _no_venture(board: Board) -> str | None:
    """The card in play that says the battle is fought with no venture, if any."""
    for e in board.all_effects():
        if any(
            c.get("kind") == "discipline" and c.get("action") == "no_venturing_this_battle"
            for c in e.clauses
        ):
            return e.card.name
    return None


def _limited(ventured: Ventured, cap: int) -> Ventured:
    """The first ``cap`` cards ventured, those from the Reserve first."""
    from_reserve = min(ventured.reserve, cap)
    return Ventured(from_reserve, min(ventured.completed, cap - from_reserve))


def ladder_after_battle(
    board: Board, venture: dict[str, Any], conceder: str | None
) -> tuple[list[dict[str, Any]], list[Note]]:
    """The ladder's changes and notes, or nothing when the board lacks the piles or venture."""
    from rules.engine import venture as ven

    sides = board.players
    if any(p.missions is None or p.ventured is None for p in sides.values()):
        owed, said = penalty_owed(board)  # the draws need only the cards ventured
        return owed, [*said, *one_sided_piles(board)]
    without = _no_venture(board)
    if without is not None:
        for p in sides.values():
            p.ventured = {"reserve": 0, "completed": 0}
        text = (
            f"{without}: this battle is fought with no venture; no mission moves, and the cards"
            " ventured go back to the piles they were ventured from."
        )
        return [{"op": "no_venture", "card": without}], [Note(text, ("OR.events", "MR.19"))]
    notes: list[Note] = barred_ventures(board)  # "Opponent may not venture" (venture_bars)
    over = limits_in_force(board, "venture_limit")
    for pid, (cap, card) in sorted(over.items()):
        ventured = sum(sides[pid].ventured.values())  # type: ignore[union-attr]
        if ventured > cap:
            notes.append(
                Note(
                    f"Player {pid} ventured {ventured} mission cards, more than the {cap} that"
                    f" {card} allows: the venture must be corrected before any mission moves.",
                    ("OR.venture", "MR.19"),
                    pid,
                )
            )
    if notes:
        return [], notes
    moves = limits_in_force(board, "mission_move_limit")
    barred = barred_players(board)
    locks = defeated_locks(board)
    players = {}
    for pid, p in sides.items():
        ventured = Ventured(**p.ventured)  # type: ignore[arg-type]
        if pid in moves and ventured.count > moves[pid][0]:
            cap, card = moves[pid]
            notes.append(
                Note(
                    f"{card}: player {pid} may only move {cap} of the {ventured.count} mission"
                    " cards ventured (counted from the Reserve first); the others return to the"
                    " pile they were ventured from.",
                    ("OR.mission-ladder", "MR.19"),
                    pid,
                )
            )
            ventured = _limited(ventured, cap)
        players[pid] = ven.PlayerVenture(
            missions=Missions(**p.missions),  # type: ignore[arg-type]
            ventured=ventured,
            venture_total=int(venture[pid]["total"]),
            conceded=pid == conceder,
            barred=pid in barred,
            defeated_locked=locks.get(pid),
        )
    result = ven.settle_battle(players)
    changes: list[dict[str, Any]] = []
    for e in [e for e in board.in_play if e.card.name in {card for _, card in moves.values()}]:
        if all(c.get("kind") in ("mission_move_limit", "mission_move") for c in e.clauses):
            board.in_play.remove(e)  # it acts at this battle's end, once
            changes.append({"op": "effect_end", "card": e.card.name, "reason": "end of battle"})
    # the penalty draws were made as the cards were ventured: said with a card waiving them
    owed, penalties = penalty_owed(board)
    said = [n for n in result.notes if "OR.venture.penalty" not in n.rules]
    notes = [*notes, *penalties, *said] if result.legal else list(result.violations)
    changes.extend(owed if result.legal else ())
    if result.legal and result.winner is not None:
        for pid, m in result.missions.items():
            piles = {"reserve": m.reserve, "completed": m.completed, "defeated": m.defeated}
            sides[pid].missions = piles
            sides[pid].ventured = {"reserve": 0, "completed": 0}
            changes.append({"op": "missions", "player": pid, "missions": piles})
    return changes, notes
