"""Conditions on the mission a player is using (OR.mission): "If opponent has "The Secret
Wars" Mission, opponent -6 to Venture Total", "... if opponent is using "Annihilation
Affair" Mission".

A player's side on the board names the mission set that player uses (``mission``). The
grammar types such a condition's side and mission name in its ``missions``; a condition that also counts cards of the deck
("with at least 1 Event card") needs the deck, which the board does not hold, and is not
applied.
"""

from __future__ import annotations

from typing import Any

from rules.engine.card_identity import same_name
from rules.engine.venture_history import is_history

#: The condition kinds that name a mission set.
MISSION_CONDITIONS = frozenset({"has_missions", "using_mission"})

#: Whose mission a condition's subject names (the typed ``missions.whose``), from the effect
#: owner's side.
_OPPONENT = frozenset({"opponent", "opponent_team"})
_OWN = frozenset({"team", "self", "player"})


def mission_named(clause: dict[str, Any]) -> tuple[str, str] | None:
    """(whose: "opponent" or "own", mission name) of a mission condition the engine checks,
    from its typed ``missions`` (none when it also counts cards of the deck)."""
    if clause.get("kind") != "condition" or clause.get("when") not in MISSION_CONDITIONS:
        return None
    check = clause.get("missions")
    if not isinstance(check, dict) or not check.get("mission"):
        return None
    who = str(check.get("whose"))
    if who in _OPPONENT:
        return "opponent", str(check["mission"])
    if who in _OWN:
        return "own", str(check["mission"])
    return None


def is_checked(clause: dict[str, Any]) -> bool:
    """Whether the engine checks this condition (a mission set named, nothing more)."""
    return mission_named(clause) is not None


def mission_holds(
    clause: dict[str, Any], owner: str, missions: dict[str, str | None]
) -> bool | None:
    """Whether the side the condition names uses the mission it names: None when the board
    does not say which mission that side uses. ``owner`` is the effect's player, ``missions``
    each player's mission set from the board."""
    named = mission_named(clause)
    if named is None:
        return None
    whose, mission = named
    player = owner if whose == "own" else ("B" if owner == "A" else "A")
    used = missions.get(player)
    if not used:
        return None
    return same_name(mission, used)


def checked_with_venture(clause: dict[str, Any]) -> bool:
    """A condition the venture checks at the battle's end (the mission a side uses, or the
    venture of the battle before), not an effect of the attack's outcome (MR.5.conditional):
    it stays with the card's effect in play, beside the modifier it replaces."""
    return is_checked(clause) or is_history(clause)


def venture_subject(clause: dict[str, Any]) -> dict[str, Any]:
    """The clause whose side decides where a venture-checked condition goes with the card's
    other clauses: the modifier it gives (so the two stay in one effect)."""
    if checked_with_venture(clause):
        then = [c for c in clause.get("then") or () if isinstance(c, dict)]
        return then[0] if then else clause
    return clause
