"""The reserve entering the battle when a front-line teammate is KO'd, as a card allows it
("Latveria Team's Reserve character may enter battle immediately upon KO of Front Line
character", a home base's rule; "If in Reserve, may move to Front Line during same battle
teammate is KO'd", a reserve's own ability, MR.14): the player's play ``{"type": "enter"}``
moves the reserve into the front line; without such a card the reserve waits for the next
battle (OR.reserve). Read from the ``reserve_entry`` clauses, never from their words.

A card may also hold the reserve back ("Reserve must skip a battle before entering", a
``skip_battle`` clause): while it is in play the reserve may not enter, even where another card
would let it in, unless that card ranks above it (MR.17: an event, or the reserve's own
inherent ability, outranks a special)."""

from __future__ import annotations

from typing import Any

from rules.engine.priority import PRIORITY
from rules.engine.state import Board, Character, Effect

#: Who a ``reserve_entry`` clause lets in: the team's reserve, or the character itself.
_TEAM_RESERVE = ("team_reserve", "reserve")
_KO_OF = ("front_line", "teammate")
#: Who a ``skip_battle`` clause holds back: the reserve (the card's target or its own).
_HELD_BACK = ("reserve", "self", "target")


def lets_reserve_in(clause: dict[str, Any], own: bool) -> bool:
    """A ``reserve_entry`` the engine applies: the team's reserve (a team rule, an effect) or
    the reserve itself (its own ability), upon a front-line teammate's KO."""
    return (
        clause.get("kind") == "reserve_entry"
        and clause.get("on_ko_of") in _KO_OF
        and clause.get("who") in (("self",) if own else _TEAM_RESERVE)
    )


def in_reserve_entry(clause: dict[str, Any]) -> bool:
    """ "If in Reserve, may move to Front Line ...": an ``in_reserve`` condition carrying only
    the reserve's own entry."""
    then = clause.get("then") or []
    return (
        clause.get("kind") == "condition"
        and clause.get("when") == "in_reserve"
        and bool(then)
        and all(isinstance(c, dict) and lets_reserve_in(c, own=True) for c in then)
    )


def entry_allowed_by(board: Board, pid: str, reserve: Character) -> tuple[str, str, str] | None:
    """(the card that lets ``reserve`` enter now, the rule it applies, its MR.17 kind), or
    None."""
    player = board.players[pid]
    home = player.home_base
    if home is not None and any(lets_reserve_in(c, own=False) for c in home.clauses):
        return home.name, "OR.setup.home-base.rules", "location"
    for c in reserve.inherent_clauses:
        if lets_reserve_in(c, own=True) or in_reserve_entry(c):
            return reserve.name, "MR.14", "inherent"
    for eff in board.in_play:
        if eff.player == pid and any(lets_reserve_in(c, own=False) for c in eff.clauses):
            return eff.card.name, "MR.19", eff.card.kind
    return None


def skips_battle(clause: dict[str, Any]) -> bool:
    """ "Reserve must skip a battle before entering" (or "before moving to Front Line")."""
    return clause.get("kind") == "skip_battle" and clause.get("who") in _HELD_BACK


def entry_barred_by(effects: list[Effect], reserve: Character) -> Effect | None:
    """The effect in play by which ``reserve`` must skip a battle before entering: a card of
    the opposing player (played on its teammate's KO, or on the reserve it hit), one set on
    the reserve itself, or the reserve's own inherent ability (MR.14)."""
    for eff in effects:
        if not any(skips_battle(c) for c in eff.clauses):
            continue
        if eff.card.kind == "inherent":
            if eff.by == reserve.id:
                return eff
        elif eff.target == reserve.id or eff.player != reserve.player:
            return eff
    return None


def outranks(kind: str, bar: Effect) -> bool:
    """Whether a card of ``kind`` letting the reserve in wins over the card holding it back
    (MR.17: the higher kind wins; a home base's rule is not ranked, and the bar holds)."""
    rank = {k: i for i, k in enumerate(PRIORITY)}
    return kind in rank and rank[kind] < rank.get(bar.card.kind, len(PRIORITY))


def kod_front_line(board: Board, pid: str) -> list[Character]:
    """The front-line characters of ``pid`` KO'd (this battle: a board keeps KO'd characters
    only until the battle ends)."""
    return [c for c in board.players[pid].front_line if c.ko]
