"""What a player may do instead of taking a turn, as an effect in play says ("For remainder of
battle, each player may either take his turn or place 1 card"): read from the ``turn_instead``
clause and the placing it offers, never from its words. The resolver lets such a player's
``{"type": "place"}`` play of at most that many cards stand for a turn once the battle has
begun (OR.fight, OR.placing, MR.19)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.engine.state import Effect

#: Who a ``turn_instead`` clause offers the choice to, whoever played the card.
_EVERY_PLAYER = ("each_player", "both_players", "all_players")
#: Who it offers it to among the card's own side.
_OWN_SIDE = ("player", "self", "team")


@dataclass(frozen=True)
class PlacingTurn:
    """An effect in play letting a player place cards instead of taking a turn."""

    effect: Effect
    count: int | None  # at most this many cards (None: as many as the card says nothing of)


def placings(clause: dict[str, Any]) -> list[dict[str, Any]]:
    """The placing options of a ``turn_instead`` clause ("or place 1 card")."""
    return [
        o
        for o in clause.get("options") or []
        if isinstance(o, dict) and o.get("kind") == "permission" and o.get("action") == "place"
    ]


def is_read(clause: dict[str, Any]) -> bool:
    """A ``turn_instead`` clause the resolver applies: every option is a placing it reads."""
    options = clause.get("options") or []
    return bool(options) and len(placings(clause)) == len(options)


def placing_turn(effects: list[Effect], player: str) -> PlacingTurn | None:
    """The effect in play that lets ``player`` place cards as his turn, if any."""
    for eff in effects:
        for c in eff.clauses:
            if c.get("kind") != "turn_instead" or not is_read(c):
                continue
            who = c.get("who")
            if who in _EVERY_PLAYER or (who in _OWN_SIDE and eff.player == player):
                counts = [o.get("count") for o in placings(c)]
                count = max((n for n in counts if isinstance(n, int)), default=None)
                return PlacingTurn(eff, count)
    return None
