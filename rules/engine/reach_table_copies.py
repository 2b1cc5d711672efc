"""Reach entries for the cards that act identical to something the play names: a hit on the
character's records (``copied_hits``), a special on the table (``copied_specials``)."""

from __future__ import annotations

from rules.engine.reach_places import Reach

COPY_REACH: dict[str, Reach] = {
    "copy_hit": Reach(
        ("resolve", "defense"),
        "the special acts as an attack of the level and power type of the hit the play names"
        " (the card's copies), which must be on the character's records (copied_hits)",
        "a play naming no hit copied is not applied",
    ),
    "copy_special": Reach(
        ("resolve", "defense"),
        "the special is played with the text of the special the play names (the card's"
        " copies_special), as its own character's; that special must be on the table: in play,"
        " placed on a character or beneath a battlesite (copied_specials)",
        "a play naming no special copied is refused, and the clause is not applied",
    ),
}
