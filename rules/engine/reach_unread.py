"""Fields the grammar writes that narrow a clause, which the engine does not read yet.

A clause holding one is reported "not applied": applied without it, the ruling would be wider
than the card ("only the cards revealed are played open-handed", "only Specials that affect the
remainder of the game are barred"), and a judge must not get that silently.
"""

from __future__ import annotations

from typing import Any

#: For each clause kind, the narrowing fields the engine does not read yet.
UNREAD_NARROWING: dict[str, tuple[str, ...]] = {
    "defense_restriction": ("defenders_of", "in_play"),  # whose cards, only those in play
    "attack": ("level_unnumbered",),  # a level printed without its number
    "permission": ("placed_on", "name_owners"),  # placed on whom; whose named cards
    "discard": ("icon_chosen_by",),  # only cards with the icon someone picks
    "play_restriction": ("affecting",),  # only cards that affect so long
}


def unread_field(clause: dict[str, Any]) -> str | None:
    """The narrowing field of ``clause`` (JSON form) the engine does not read, if any."""
    kind = clause.get("kind")
    for name in UNREAD_NARROWING.get(str(kind), ()):
        if clause.get(name):
            return name
    return None
