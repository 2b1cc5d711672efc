"""Reach entries for the clause kinds the deck and discard checks apply (a character's points
and grid, a home base's bar on battlesites, cards held as duplicates)."""

from __future__ import annotations

from rules.engine.reach_places import Reach

CHECK_REACH: dict[str, Reach] = {
    "battlesite_bar": Reach(
        ("deck",),
        "a deck whose home base says its team may not have a battlesite, and that lists one,"
        " is refused by the deck check",
    ),
    "deck_points": Reach(
        ("deck",), "the character counts as the points it states for the sum deck rule (MR.20)"
    ),
    "grid_equal": Reach(
        ("deck", "discard"),
        "a character whose grid equals the highest ratings of its active teammates uses their"
        " best rating of each power type when the deck and discard checks ask what it may use",
    ),
    "duplicate_of": Reach(
        ("discard",),
        "in the discard check, the card and the Any Hero or Any Character specials of the code it"
        " names held with it are duplicates: the player keeps the card or the others",
    ),
    "replace_cards": Reach(
        ("discard",),
        "in the discard check, each unusable card of the kinds it names is still discarded, its"
        " reason says it is replaced, and a note tells how many cards the team draws from the"
        " Draw Pile in their place",
        "the cards drawn are the table's: the check does not hold the Draw Pile, and the judge"
        " checks them in turn",
    ),
}
