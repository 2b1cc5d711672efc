"""Reach entries for the cards that bring a KO'd character back (``character_returns``,
``resolve_returns``)."""

from __future__ import annotations

from rules.engine.reach_places import Reach

RETURN_REACH: dict[str, Reach] = {
    "resurrect": Reach(
        ("resolve",),
        "the KO'd character the play (or the event or effect in play) names, or its side's only"
        " one (for an event, each player's: both do what it says), leaves the Defeated Characters pile for the front line (the reserve when the card"
        " says so), with no hits and no placed cards; one resurrected in the next battle is an"
        " effect in play until then (with no KO'd teammate named when played, the one KO'd when"
        " that battle begins), carried out before the first play of the board where its"
        ' battle has come; one resurrected in the next battle after its own KO ("After being'
        " K.O.'d, <X> is resurrected at beginning of next battle\") waits in play with no target"
        " until the battle's end, which holds it for the next battle (its target that"
        " character) if the character is KO'd then, and ends it otherwise (own_ko_returns)",
    ),
    "character_return": Reach(
        ("resolve",),
        "the KO'd character the card names (the play's maker) moves from the Defeated"
        " Characters pile where the card says (the reserve) and plays as normal",
    ),
    "character_removal": Reach(
        ("resolve",),
        "the character brought back goes back to the Defeated Characters pile when the battle"
        " it came back for ends",
    ),
    "exchange_character": Reach(
        ("resolve",),
        "the front-line character the play names (its target) goes to the Defeated Characters"
        " pile, and the KO'd teammate it names (its to, or the side's only one) takes its place"
        " with no hits and no placed cards",
    ),
    "discard_character": Reach(
        ("resolve",),
        "the character brought back for the battle (the effect in play's target) goes back to"
        " the Defeated Characters pile when the battle ends",
    ),
}
