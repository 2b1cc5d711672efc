"""Reach entries for the artifacts kept in play against a card that negates them all
(``artifact_negation``), for a card's own condition to be played (``play_conditions``) and for
how long it stays in play (``card_stays``)."""

from __future__ import annotations

from rules.engine.reach_places import Reach

ARTIFACT_REACH: dict[str, Reach] = {
    "not_removed": Reach(
        ("resolve",),
        "when a card in play negates the effect of all artifacts, the artifacts of the character"
        " it names stay in play if the card keeping them wins by MR.17 (a special outranks a"
        " tactic; between equals the last played wins)",
        "no other rule the engine applies takes an artifact out of play; the placed artifacts a"
        " card discards are stated for the table",
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
    "play_only_if": Reach(
        ("resolve", "defense"),
        "a card whose own condition on the hits of the character playing it (or of its"
        " target) is unmet may not be played, in an action or a defense (MR.1)",
        "other conditions (a state of the board other than hits) are not checked",
    ),
}
