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
    "attack_modifier": ("attacks_from",),  # only attacks made from a Battlesite
    "defense_modifier": ("attacks_from",),
    "remove_cards": ("first_found",),  # the first card met, not the player's pick
    "reveal": ("usable_by",),  # only the cards a character can play
    "attack": ("level_unnumbered",),  # a level printed without its number
    "targeted_attack": ("unless_named",),  # unless the named character attacks first
    "permission": ("placed_on", "name_owners"),  # placed on whom; whose named cards
    "discard": ("icon_chosen_by",),  # only cards with the icon someone picks
    "acts_as_power": ("alternative",),  # one Power card to attack, another to defend
    "play_restriction": ("affecting",),  # only cards that affect so long
}


def unread_field(clause: dict[str, Any]) -> str | None:
    """The narrowing field of ``clause`` (JSON form) the engine does not read, if any."""
    kind = clause.get("kind")
    for name in UNREAD_NARROWING.get(str(kind), ()):
        if clause.get(name):
            return name
    if kind == "permission" and "revealed" in (clause.get("filters") or ()):
        return "filters"  # only the cards revealed are played open-handed
    if (
        kind == "attack_modifier"
        and clause.get("when_used")
        and clause.get("against") == "target_battlesite"
    ):
        return "when_used"  # this card's own attack on a Battlesite, not every attack
    return None
