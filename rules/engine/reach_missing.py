"""Why the engine does not apply some clause kinds of the effect tree yet: shown with "NOT APPLIED" by the reach report and in the warnings of a resolution."""

from __future__ import annotations

#: Why the engine does not apply these kinds yet (the board lacks what they need, or the
#: grammar gives words where the engine needs fields): shown with "NOT APPLIED".
NOT_APPLIED_BECAUSE: dict[str, str] = {
    "hits_placed": "the card does not say what each hit placed is: a hit is the card that"
    " scored it (OR.hits), and its value and power type decide the KO (20 points, 3 power"
    " types: OR.ko.cumulative, OR.ko.spectrum) and the venture total, so the engine cannot"
    " put it on a record; no card of the ten sets prints this effect",
    "disrupt": "the rules give no meaning to disrupting a card the engine could apply: neither"
    " rulebook nor any erratum says what 'Disrupt all MultiPower cards' (Annihilation Affair -"
    " Sabotage) does to them",
    "character_exchange": "the rulebooks never exchange a KO'd character with an active one,"
    " and the tournament erratum (MR.20: Morph - Substitute Death) reprints the same words: which"
    " of the two leaves play, and which keeps the hits that KO'd the teammate (\"All Hits"
    ' remain"), is not settled, so the engine does not rule it',
    "modal_action": 'the card prints a modal its action\'s clause cannot hold ("must avoid",'
    ' "may not discard 2 cards"); the engine applies that action only under the modal the'
    " clause itself carries, so it is not carried out rather than ruled under another modal",
    "repeat": "the move it repeats takes any 1 hit of a teammate, chosen at the table (a play"
    " names no hit moved), and when it stops is printed in words the tree keeps as text"
    ' ("until <character> is KO\'d or all Hits are on <character>"), not as fields',
    "played_in_battle": 'the battle a card may (not) be played on ("May not be played on the'
    ' first battle") is not checked: the engine resolves one play on a board and holds no'
    " count of the game's battles to compare with",
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
