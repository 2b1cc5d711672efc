"""A shift whose attacks are those made on a team's front line named in words ("Attack made on
any of Krakoa's Front Line Characters is now made on Krakoa": the grammar's ``from`` ``any of
<X>'s Front Line characters``, Subjects.w_any_of_owner), which the shift reader does not check
(it reads ``self``, ``teammate``, ``front_line``): reported not applied (``reach_unread``).

Moved onto <X> itself, the team's owner (an aspect's or location's home base), the attack would
be made on no character of the board: the board holds a home base as a card, never as a
character attacks are made on (OR.setup, MR.9): a shift play of it is not made, the attack
stays where it was, and the step and the warning say it is not applied and why."""

from __future__ import annotations

from typing import Any

from rules.engine.effects.game_words import WHO_KEYWORDS, possessive
from rules.engine.ko_immunity import HOME_BASE_KINDS

#: The grammar's ``from`` naming one of a team's front line characters by the team's owner,
#: as ``Subjects.w_any_of_owner`` builds it: "any of <owner's> Front Line characters".
_OPENS, _CLOSES = "any of ", " Front Line characters"

#: Why such a shift is not applied, in a judge's words.
NOT_READ = (
    "the attacks it moves are those made on a team's front line named in words (\"any of"
    " {x}'s Front Line characters\"), which the shift reader does not check (MR.9)"
)
ONTO_HOME_BASE = (
    "it moves the attack onto {x} itself, a home base: the board holds a home base as a card,"
    " never as a character an attack is made on (OR.setup, MR.9), so the attack, the hits it"
    " would leave and the venture total they count toward are not ruled"
)


def team_front_line(clause: dict[str, Any]) -> str | None:
    """The owner's possessive ("Krakoa's") of the front line a shift's ``from`` names in
    words, or None."""
    frm = clause.get("from")
    if not isinstance(frm, str) or not (frm.startswith(_OPENS) and frm.endswith(_CLOSES)):
        return None
    return frm[len(_OPENS) : -len(_CLOSES)] or None


def unread_source(clause: dict[str, Any]) -> bool:
    """Whether ``clause`` is a shift whose ``from`` the shift reader does not check."""
    return clause.get("kind") == "shift" and team_front_line(clause) is not None


def onto_home_base(clause: dict[str, Any]) -> bool:
    """Whether the shift moves attacks made on <X>'s front line onto <X> itself."""
    to = clause.get("to")
    return isinstance(to, str) and team_front_line(clause) == possessive(to)


def why_unread(clause: dict[str, Any]) -> str:
    """Why the shift is not applied: its source in words, and onto a home base if so."""
    words = NOT_READ + ("; " + ONTO_HOME_BASE if onto_home_base(clause) else "")
    owner = clause.get("to") if onto_home_base(clause) else None
    return words.format(x=owner or "<X>")


def unread_refusal(card: str, clause: dict[str, Any], attacked: str) -> tuple[list[str], str]:
    """(rules, why) a shift play of such a ``card`` is not made: the attack stays on
    ``attacked``, and the step says the shift is not applied and why."""
    rules = ["MR.9", *(["OR.setup"] if onto_home_base(clause) else [])]
    why = f"{card}'s shift is not applied, so the attack stays on {attacked} ({why_unread(clause)})"
    return rules, why


def names_home_base(clause: dict[str, Any], card: tuple[str, str] | None) -> bool:
    """Whether ``clause`` of an aspect or a location names its home base by name ("Krakoa may
    not defend"): a home base card names no character of its own, and the board holds no
    home base an attack is made on (OR.setup), so there is none for the clause to reach."""
    who = clause.get("who")
    kind = (card or ("",))[0]
    return kind in HOME_BASE_KINDS and isinstance(who, str) and who not in WHO_KEYWORDS
