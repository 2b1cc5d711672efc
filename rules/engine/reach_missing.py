"""Why the engine does not apply some clause kinds of the effect tree yet: shown with "NOT APPLIED" by the reach report and in the warnings of a resolution."""

from __future__ import annotations

#: Why the engine does not apply these kinds yet (the board lacks what they need, or the
#: grammar gives words where the engine needs fields): shown with "NOT APPLIED".
NOT_APPLIED_BECAUSE: dict[str, str] = {
    "put_back": "the board holds no order of a pile's cards for the engine to change: cards"
    " looked at and put back are handled at the table",
    "venture_doubled": "the engine adds bonuses to a Venture Total (OR.venture) but holds no"
    " rule of its own for multiplying one, and no card of the ten sets prints it to check against",
    "no_venturing": "the engine has no step at which a side chooses to venture that a bar could"
    " stop; the players venture at the table, so it is shown for the judge to apply",
    "hits_placed": "a hit a card's effect puts on a record is no attack's hit: the board's hit"
    " changes come from attacks and the removals and moves of hits, and no card of the ten"
    " sets prints this effect for the engine to be checked against",
    "disrupt": "the rules give no meaning to disrupting a card the engine could apply: neither"
    " rulebook nor any erratum says what 'Disrupt all MultiPower cards' (Annihilation Affair -"
    " Sabotage) does to them",
    "character_exchange": "the rulebooks never exchange a KO'd character with an active one,"
    " and the tournament erratum (MR.20: Morph - Substitute Death) reprints the same words: which"
    " of the two leaves play, and which keeps the hits that KO'd the teammate (\"All Hits"
    ' remain"), is not settled, so the engine does not rule it',
    "not_removed": "nothing in a resolution takes a played artifact out of play for it to"
    " keep: an artifact's effect lasts the game or until the artifact is removed from play"
    " (OR.tactic-artifact), no rule the engine applies removes it, and the one card of the ten"
    " sets that does (The Ultimate Nullifier: 'discard all Placed Artifact cards in play')"
    " names the cards it takes in words the tree keeps as a filter, which the engine states"
    " for the table without reading; applied there, MR.17 would keep the special's artifacts"
    " (specials outrank tactics)",
    "modal_action": 'the card prints a modal its action\'s clause cannot hold ("must avoid",'
    ' "may not discard 2 cards"); the engine applies that action only under the modal the'
    " clause itself carries, so it is not carried out rather than ruled under another modal",
    "repeat": "the move it repeats takes any 1 hit of a teammate, chosen at the table (a play"
    " names no hit moved), and when it stops is printed in words the tree keeps as text"
    ' ("until <character> is KO\'d or all Hits are on <character>"), not as fields',
    "play_only_if": 'the condition a card is played under ("May only be played if this character'
    ' has 3 or more Hits") is a state of the board no check of the engine reads yet',
    "played_in_battle": 'the battle a card may (not) be played on ("May not be played on the'
    ' first battle") is not checked: the engine resolves one play on a board and holds no'
    " count of the game's battles to compare with",
    "played_on": 'on whom a card may be played ("May be played on a teammate", "... with Intellect'
    ' 6 or greater") is not checked against the character a play names',
    "played_only_by": 'the code of the character that plays the card ("Heroes only.") is not'
    " checked against the character a play names",
    "stays_in_play": "how long the card itself stays in play is not followed: the engine keeps a"
    " card's effects for the duration each clause carries",
    "cards_used_as": 'cards used as cards of another kind or power type ("Any Power cards may be'
    ' used as Energy cards this battle") are not lent that kind: the engine checks a card against'
    " a Power Grid by the kind and power type it prints",
    "hits_kept": 'Hits that may not leave a record ("Hits on this character may not be removed'
    ' this battle") are not kept: a removal or move of Hits the engine applies does not look for'
    " such a bar",
    "attack_bonus_if": "an attack's bonus while a state of the board holds (\"at +2 if opponent has"
    ' no cards in hand") is not added: the engine reads no hand size or count of Hits for it; the'
    " attack itself is applied",
    "hand_kept": 'a hand kept larger in the Discard Phase ("may keep 2 additional cards") is not'
    " followed: the engine's discard phase (OR.discard) holds no count of cards kept",
}
