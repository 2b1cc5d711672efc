"""Characters a subject picks by a property, typed: by a Power Grid rating ("All teammates with
Strength 6 or more", "Heroes with an Energy grid of 5 or greater") or by the most or least of a
value ("The character with the highest Fighting on your team", "Opponent's character with the
fewest Hits").

A clause keeps such a subject in its ``who`` as a token (``token``: the one place it is
written, ``picked_from_token`` the one place it is read) and ``picked_text`` says it in the
game's words. The engine picks them from the board for the clause kinds of
``picked_characters.PICKED_KINDS``; any other clause naming one is reported "not applied"
(``reach_unread``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

#: The groups a rating picks from, and how each is said ("all characters" takes a hero or
#: villain code: "all heroes with ...").
GRID_GROUPS: dict[str, str] = {
    "all_teammates": "all teammates",
    "all_characters": "all characters",
    "opponents_characters": "opponent's characters",  # not GridAim's token
    "your_characters": "your characters",
    "teammate": "teammate",
    "character": "character",
    "any_teammate": "any teammate",
    "any_character": "any character",
}

#: The side the character picked by a most or least is on, and how it is said.
SIDES: dict[str, str] = {"own": " on your team", "opponent": " on opponent's team", "": ""}

_POWER_TYPES = ("energy", "fighting", "strength", "intellect", "multipower")
_GRID = re.compile(
    rf"({'|'.join(GRID_GROUPS)})_with_({'|'.join(_POWER_TYPES)})_(\d+)(?:_or_(more|less|\d+))?"
)
_MOST = re.compile(
    rf"(character|teammate)_with_(highest|lowest|most|fewest)_(hits|{'|'.join(_POWER_TYPES)})"
    r"(?:_on_(own|opponent)_team)?"
)


@dataclass(frozen=True)
class GridPick:
    """``group`` (a key of ``GRID_GROUPS``) with a rating of ``value`` in ``icon``, or that much
    ``bound`` ("more" / "less") when printed "or more" / "or less", or either rating when
    ``bound`` is a second one ("7 or 8": ``bound`` "8")."""

    group: str
    icon: str
    value: int
    bound: str | None = None

    def token(self) -> str:
        tail = f"_or_{self.bound}" if self.bound else ""
        return f"{self.group}_with_{self.icon}_{self.value}{tail}"


@dataclass(frozen=True)
class MostPick:
    """The ``noun`` ("character" / "teammate") with the ``most`` ("highest", "fewest" ...) of
    ``what`` ("hits" or a power type), on ``side`` ("own", "opponent" or any: "")."""

    noun: str
    most: str
    what: str
    side: str = ""

    def token(self) -> str:
        side = f"_on_{self.side}_team" if self.side else ""
        return f"{self.noun}_with_{self.most}_{self.what}{side}"


def picked_from_token(who: object) -> GridPick | MostPick | None:
    """The picked subject a clause's ``who`` holds, or None for any other who."""
    if not isinstance(who, str):
        return None
    m = _GRID.fullmatch(who)
    if m:
        return GridPick(m.group(1), m.group(2), int(m.group(3)), m.group(4))
    m = _MOST.fullmatch(who)
    if m:
        return MostPick(m.group(1), m.group(2), m.group(3), m.group(4) or "")
    return None


def _power(icon: str) -> str:
    return "MultiPower" if icon == "multipower" else icon.title()


def picked_text(who: object) -> str | None:
    """The picked subject ``who`` holds in the game's words, or None for any other who."""
    pick = picked_from_token(who)
    if isinstance(pick, GridPick):
        bound = f" or {pick.bound}" if pick.bound else ""
        return f"{GRID_GROUPS[pick.group]} with {_power(pick.icon)} Power Grid {pick.value}{bound}"
    if isinstance(pick, MostPick):
        what = "Hits" if pick.what == "hits" else _power(pick.what)
        return f"the {pick.noun} with the {pick.most} {what}{SIDES[pick.side]}"
    return None
