"""A discard of cards "with icon of <someone>'s choice" (Power Leech), or a bar on using them
("Target hero may not use cards with icon of Omega Red's choice"): the icon picked at the
table is named by the play, with the card's ``as`` (``{"card": ..., "as": "energy"}``), and the
step says which cards must go, or the bar holds for that icon (MR.1, MR.19). A play that names
no icon leaves the clause marked ``icon_unnamed``: the resolution then says it is not applied,
never a discard of any cards nor a bar on every card.
"""

from __future__ import annotations

from typing import Any


def fill_chosen_icon(clauses: list[dict[str, Any]], icon: str | None) -> list[dict[str, Any]]:
    """The clauses, each discard narrowed to an icon someone picks given the icon named."""
    out = []
    for c in clauses:
        if c.get("kind") == "discard" and c.get("icon_chosen_by"):
            c = {**c, "icon_chosen": icon} if icon else {**c, "icon_unnamed": True}
        elif bars_chosen_icon(c):
            # the bar holds for the icon named in place of its "chosen" reference
            named = [icon if i == "chosen" else i for i in c.get("icons") or ()]
            c = {**c, "icons": named, "icon_chosen": icon} if icon else {**c, "icon_unnamed": True}
        out.append(c)
    return out


def bars_chosen_icon(clause: dict[str, Any]) -> bool:
    """Whether ``clause`` bars using cards with an icon someone picks."""
    return (
        clause.get("kind") == "play_restriction"
        and bool(clause.get("icon_chosen_by"))
        and "chosen" in (clause.get("icons") or ())
    )


def icon_words(clause: dict[str, Any]) -> str:
    """ "with the Energy icon (Leech's choice)", for the step's text."""
    icon = clause.get("icon_chosen")
    if not icon:
        return ""
    return f", each with the {str(icon).title()} icon ({clause.get('icon_chosen_by')}'s choice)"
