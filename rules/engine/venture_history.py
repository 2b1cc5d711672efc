"""Conditions on the venture of the battle before ("If Witchblade's team won Venture Total last
battle, add 2 to Venture Total this battle"; "... lost ..., add 4"): a ``condition`` whose
``when`` is ``won_venture_last_battle`` or ``lost_venture_last_battle``.

A player's side on the board says how its venture went in the last battle (``last_venture``:
"won" or "lost", OR.venture-total); the condition names the side by its ``detail`` ("team":
the effect's own side, "opponent": the other). When the board does not say, the modifier is
shown and not counted, and the answer warns (as for a mission the board does not name).
"""

from __future__ import annotations

from typing import Any

#: The outcome each condition asks of the last battle's venture.
LAST_VENTURE = {"won_venture_last_battle": "won", "lost_venture_last_battle": "lost"}
#: The outcomes a board may give.
OUTCOMES = ("won", "lost")
_OWN = frozenset({None, "", "team", "player", "self"})
_OPPONENT = frozenset({"opponent", "opponent_team"})


def is_history(clause: dict[str, Any]) -> bool:
    """A condition on the last battle's venture the engine checks."""
    return (
        clause.get("kind") == "condition"
        and clause.get("when") in LAST_VENTURE
        and (clause.get("detail") in _OWN or clause.get("detail") in _OPPONENT)
    )


def history_holds(
    clause: dict[str, Any], owner: str, results: dict[str, str | None]
) -> bool | None:
    """Whether the side the condition names had the venture it asks last battle: None when
    the board does not say. ``owner`` is the effect's player; ``results`` each player's
    ``last_venture``."""
    if not is_history(clause):
        return None
    player = owner if clause.get("detail") in _OWN else ("B" if owner == "A" else "A")
    result = results.get(player)
    return None if result is None else result == LAST_VENTURE[str(clause["when"])]


def history_words(clause: dict[str, Any]) -> str:
    """The condition in words, for the venture total's reasons: "team won the venture last
    battle"."""
    whose = "opponent" if clause.get("detail") in _OPPONENT else "team"
    return f"{whose} {LAST_VENTURE[str(clause['when'])]} the venture last battle"
