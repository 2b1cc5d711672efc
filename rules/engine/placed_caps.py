"""A cap on the cards placed on each character of a team ("Spawn's Alley Team Characters may
only have up to three cards Placed to each Character", a home base's): the one card of each kind
(OR.placing) still holds, and a character of that team holds no more than that many placed cards
in all, whatever their kinds (OR.placing.team-cap). "May only have up to" lowers what the
placing rule allows; it never adds places."""

from __future__ import annotations

from typing import Any

from rules.engine.board_model import Board, Character

#: Who the cap names: the characters of the home base's team.
_TEAM = frozenset({"team_characters", "team", "each_character"})


def is_team_cap(clause: dict[str, Any]) -> bool:
    """A ``placed_limit`` this module applies: a number of cards, of any kind, for each
    character of the team."""
    return (
        clause.get("kind") == "placed_limit"
        and isinstance(clause.get("max_cards"), int)
        and not clause.get("card_kinds")
        and clause.get("who") in _TEAM
    )


def team_cap(board: Board, char: Character) -> tuple[int, str] | None:
    """The cap on the cards placed on ``char`` (the lowest its team's home base sets), with
    the card setting it."""
    side = board.players.get(char.player)
    home = side.home_base if side is not None else None
    caps = [int(c["max_cards"]) for c in (home.clauses if home else ()) if is_team_cap(c)]
    return (min(caps), home.name) if caps and home is not None else None
