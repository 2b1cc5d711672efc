"""Why the engine does not apply some clause kinds of the effect tree yet: shown with "NOT APPLIED" by the reach report and in the warnings of a resolution."""

from __future__ import annotations

#: Why the engine does not apply these kinds yet (the board lacks what they need, or the
#: grammar gives words where the engine needs fields): shown with "NOT APPLIED".
NOT_APPLIED_BECAUSE: dict[str, str] = {
    "disrupt": "the rules give no meaning to disrupting a card the engine could apply",
    "character_exchange": "which of the two characters keeps the hits that KO'd the teammate"
    ' ("All Hits remain") when it comes back in the character\'s place is not settled by the'
    " rulebooks the engine cites",
    "cannot_be_kod": "the cards printing it are aspects that take the hits of their team's"
    ' front line ("<aspect> may not be KO\'d"): the aspect is not a character the board holds,'
    " so no KO check of the engine's is there for it to stop",
    "not_removed": "the engine takes a placed artifact out of play only with its character's KO"
    " (OR.ko.effects), which the card does not stop; the cards that remove artifacts otherwise"
    " are carried out at the table, so there is nothing in a resolution for it to keep",
    "modal_action": 'the card prints a modal its action\'s clause cannot hold ("must avoid",'
    ' "may not discard 2 cards"); the engine applies that action only under the modal the'
    " clause itself carries, so it is not carried out rather than ruled under another modal",
    "repeat": "the move it repeats takes any 1 hit of a teammate, chosen at the table (a play"
    " names no hit moved), and when it stops is printed in words the tree keeps as text"
    ' ("until <character> is KO\'d or all Hits are on <character>"), not as fields',
    "play_only_if": 'the condition a card is played under ("May only be played if this character'
    ' has 3 or more Hits") is a state of the board no check of the engine reads yet',
    "played_on": 'on whom a card may be played ("May be played on a teammate", "... with Intellect'
    ' 6 or greater") is not checked against the character a play names',
    "played_only_by": 'the code of the character that plays the card ("Heroes only.") is not'
    " checked against the character a play names",
    "stays_in_play": "how long the card itself stays in play is not followed: the engine keeps a"
    " card's effects for the duration each clause carries",
}
