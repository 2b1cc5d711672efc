"""A bar on defending with a power type someone picks ("Target hero may not defend with power
type of Dr. Strange's choice for remainder of battle"): the type picked at the table is named
by the play with the card's ``as`` (``{"card": ..., "as": "energy"}``), as for an icon of
someone's choice (``chosen_icons``); the defense check reads it (``chosen_type_bars``). A
play that names no type leaves the clause ``type_unnamed``: the resolution then says it is not
applied, never a bar on every defense.
"""

from __future__ import annotations

from typing import Any


def reads_chosen_type(clause: dict[str, Any]) -> bool:
    """Whether ``clause`` bars defending with a power type someone picks (the filter's
    ``chosen`` reference is read through the type the play names)."""
    return clause.get("kind") == "cannot_defend" and bool(clause.get("power_type_chosen_by"))


def fill_chosen_type(clauses: list[dict[str, Any]], icon: str | None) -> list[dict[str, Any]]:
    """The clauses, each bar on a chosen power type given the type the play names."""
    out = []
    for c in clauses:
        if reads_chosen_type(c):
            c = {**c, "type_chosen": icon} if icon else {**c, "type_unnamed": True}
        out.append(c)
    return out
