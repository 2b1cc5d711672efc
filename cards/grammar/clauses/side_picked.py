"""One character of a side, picked by the player: "any of opponent's characters", "any of your
Front Line characters" (as "each of <side's> characters" names every one of them). Read wherever
a character phrase is: the object of a Hit placed, of an attack, a subject."""

from __future__ import annotations

from .group_subjects import _SIDES, _code, _side
from .shared import Who, words_of

#: "any of opponent's characters" is the pick a reader already knows ("any opponent's
#: character"); the others are codes of their own (``SIDE_PICKS``, reported not applied).
_KNOWN = {("opponent", "characters"): "any_opponent_character"}


def any_of_side(owner: Who | None, children) -> Who | None:
    """The Who of "any of <owner's> [Front Line] characters" when the owner is a side (yours or
    the opponent's), else None (a named team's characters are read by the caller)."""
    if owner is None or (not owner.yours and str(owner) not in ("opponent", "opponent_team")):
        return None
    side = _SIDES[_side(owner)]
    group = "front_line" if "front_line" in children else "characters"
    if (side, group) == ("opponent", "front_line"):
        return None  # "on any of opponent's Front Line characters" stays the opponent's team
    who = Who(_KNOWN.get((side, group), f"any_{side}_{group}"))
    who.code = _code(words_of(children))
    return who
