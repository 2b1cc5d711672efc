"""What an event in play decides before the battle's first play, read from its clauses and the
board: whether it is ignored ("Event is ignored if either player has only 1 Front Line
character", ``event_ignored``) and who goes first (``turn_order``).

An ignored event has no effect at all (OR.events.ignored): it leaves play before anything it
says is applied. The condition is read from the clause's fields: ``front_line`` (the most
active front-line characters a player may have for the event to be ignored) and ``unable``
(what the players cannot do: venture a number of mission cards, from their reserve pile).
"""

from __future__ import annotations

from typing import Any

from rules.engine.state import Board, Character, Effect, Hit

#: The forms of ``turn_order`` the engine decides from the board: the player with more hits
#: in the permanent records of his front-line characters goes first.
FIRST_BY_RECORDS = "player_most_front_line_hits"

#: Who an ``event_ignored`` clause names, and whether one of them (any) or all must fit.
_WHO: dict[str, bool] = {"either_player": True, "both_players": False, "each_player": False}


def can_decide_ignored(clause: dict[str, Any]) -> bool:
    """Whether the engine reads the condition: a number of front-line characters, or venturing
    a number of mission cards, of either or both players."""
    if clause.get("who") not in _WHO:
        return False
    if isinstance(clause.get("front_line"), int):
        return True
    unable = list(clause.get("unable") or ())
    return bool(unable) and all(
        isinstance(u, dict) and u.get("kind") == "venture_cards" and isinstance(u.get("count"), int)
        for u in unable
    )


def _ventures(board: Board, pid: str, count: int) -> bool | None:
    missions = board.players[pid].missions
    if missions is None or not isinstance(missions.get("reserve"), int):
        return None
    return missions["reserve"] >= count


def ignored(clause: dict[str, Any], board: Board) -> tuple[bool | None, str]:
    """(whether the event is ignored, why, in the game's words); None when the board does not
    say (no mission piles given)."""
    either = _WHO[str(clause.get("who"))]
    pids = sorted(board.players)
    if isinstance(clause.get("front_line"), int):
        most = int(clause["front_line"])
        counts = {pid: len(board.players[pid].active()) for pid in pids}
        few = [pid for pid in pids if counts[pid] <= most]
        hit = bool(few) if either else len(few) == len(pids)
        said = ", ".join(f"player {pid} has {counts[pid]}" for pid in pids)
        return hit, f"active front-line characters: {said}"
    count = max(int(u["count"]) for u in clause.get("unable") or ())
    able = {pid: _ventures(board, pid, count) for pid in pids}
    if any(v is None for v in able.values()):
        return None, "the board gives no reserve mission pile for a player"
    # the event asks both players to venture: it is ignored unless both of them can
    unable = [pid for pid in pids if not able[pid]]
    said = ", ".join(
        f"player {pid} {'can' if able[pid] else 'cannot'} venture {count}" for pid in pids
    )
    return bool(unable), said


def record_hits(board: Board, pid: str) -> list[Hit]:
    return [
        h
        for c in board.players[pid].front_line
        if not c.removed
        for h in c.hits
        if h.record == "permanent"
    ]


def first_player(board: Board) -> tuple[str | None, str]:
    """The player with more hits in the permanent records of his front-line characters, and
    the counts; None on a tie."""
    counts = {pid: len(record_hits(board, pid)) for pid in sorted(board.players)}
    said = ", ".join(f"player {pid} {n}" for pid, n in counts.items())
    best = max(counts.values())
    leaders = [pid for pid, n in counts.items() if n == best]
    return (leaders[0] if len(leaders) == 1 else None), said


def battle_begun(board: Board) -> bool:
    """Whether the battle's first play is already behind the board: a pass, a concession, or a
    hit of the current battle."""
    if any(p.passed or p.conceded for p in board.players.values()):
        return True
    return any(h.record != "permanent" for c in board.characters() for h in c.hits)


#: The handling note of an event that KOs a character: it is discarded, with no effect, when
#: the KO would end the game.
SPARES_THE_GAME = "discarded_if_it_would_end_game"


def kos_chosen(clause: dict[str, Any]) -> bool:
    """ "One Front Line character of your choice is KO'd": a KO of the front-line character the
    event's player chooses (the play's target)."""
    return (
        clause.get("kind") == "knock_out"
        and clause.get("who") == "front_line"
        and clause.get("chosen_by") == "player"
    )


def would_end_game(board: Board, char: Character) -> bool:
    """Whether KO'ing ``char`` leaves its side with no character in play (OR.objective)."""
    side = board.players[char.player]
    return not any(c is not char and not c.ko and not c.removed for c in side.characters())


def events_in_play(board: Board) -> list[Effect]:
    return [e for e in board.in_play if e.card.kind == "event"]


def any_special_exchange(effects: list[Effect]) -> Effect | None:
    """An effect in play by which "Activator cards may be exchanged for any Special card
    beneath a Battlesite" (``cards_exchanged``): an activator retrieves any special beneath
    the battlesite, not only its own character's."""
    for e in effects:
        if any(frees_activators(c) for c in e.clauses):
            return e
    return None


def frees_activators(clause: dict[str, Any]) -> bool:
    return (
        clause.get("kind") == "cards_exchanged"
        and "activator" in (clause.get("give_kinds") or ())
        and "special" in (clause.get("take_kinds") or ())
        and clause.get("take_from") == "beneath_battlesite"
    )
