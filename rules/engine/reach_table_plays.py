"""Reach entries for a card's own conditions to be played (``play_conditions``), for how long
the card itself stays in play (``card_stays``) and for the cards it puts back in their pile."""

from __future__ import annotations

from rules.engine.reach_places import Reach

PLAY_REACH: dict[str, Reach] = {
    # a pile action stated for the table (pile_actions), as the other pile actions are
    "put_back": Reach(
        ("resolve",),
        "the step says the cards looked at or taken go back to their pile (in the order the"
        " player picks, if it says so), carried out at the table",
    ),
    "stays_in_play": Reach(
        ("resolve",),
        "the card's effects in play last as long as it says the card stays in play (MR.19)",
        "a card that puts no effect in play is not followed on the table",
    ),
    "played_on": Reach(
        ("resolve",),
        '"May only be played on a character (teammate) with <type> N or less (greater)": a'
        " play naming a target without that rating is refused (MR.1, OR.character)",
        '"May be played on a teammate", "may not be played on target character": on whom a card'
        " may be played otherwise is not checked against the character a play names",
    ),
    "played_only_by": Reach(
        ("resolve", "defense"),
        '"Heroes only." / "Villains only.": a card played (or defending) by a character of the'
        " other code is refused (OR.code-rule); with no code given for the character, it is"
        " played and the answer warns",
    ),
    "play_only_if": Reach(
        ("resolve", "defense"),
        "a card whose own condition on the hits of the character playing it (or of its"
        " target) is unmet may not be played, in an action or a defense (MR.1)",
        "other conditions (a state of the board other than hits) are not checked",
    ),
}
