"""The reviewed list of words that carry no meaning in OverPower card text.

Token accounting (``cards.grammar.accounting``) lets a word of a sentence go unread only if it
is on this list. Every entry says why the game's rules give it no meaning: a word is added
here only when no card could be ruled differently for having it or not. Anything else a
sentence says must reach a field of a clause, or the text is not ``full``.
"""

from __future__ import annotations

FILLER: dict[str, str] = {
    "s": "the possessive ending ('s): the owner and the thing owned are both fields",
    "a": "indefinite article: 'a level 4 attack' and 'level 4 attack' are the same card",
    "an": "indefinite article (before a vowel)",
    "the": "definite article: 'the Venture Total' is 'Venture Total'",
    "of": (
        "links a noun to what it belongs to; the noun and its owner are both accounted for "
        "('remainder of battle', 'any of your characters')"
    ),
    "is": "copula: the clause kind says what the subject is or has",
    "are": "copula (plural): the clause kind says what the subjects are or have",
    "be": "copula after a modal ('may be used'): the modal itself is accounted for",
    "been": "copula (perfect tense) with no bearing on timing in the rules",
    "being": "copula (progressive)",
    "it": (
        "pronoun for the card or character the clause already names; its referent is the "
        "clause's subject or object field"
    ),
    "its": "possessive pronoun for the clause's subject",
    "their": "possessive pronoun for the clause's subject",
    "his": "possessive pronoun for the clause's subject",
    "her": "possessive pronoun for the clause's subject",
    "your": (
        "possessive pronoun for the card's player ('your hand', 'your opponent'): the hand "
        "or the opponent is a field, and a card only acts for the player who plays it"
    ),
    "them": "pronoun for the clause's object",
    "him": (
        "pronoun for the character the clause already names ('Placed on him' is placed on "
        "the subject), as 'her' and 'them' are"
    ),
    "she": (
        "pronoun for a character the clause already names ('unless she attacks him first' is "
        "unless that character attacks first: the unless field), as 'him' and 'her' are"
    ),
    "he": "pronoun for a character the clause already names, as 'she' is",
    "they": (
        "pronoun for the players or characters the clause already names ('may not concede "
        "until they have each taken 1 turn'), as 'them' is"
    ),
    "that": "relative pronoun ('cards that are ...'): the relative clause's words count",
    "which": "relative pronoun",
    "who": "relative pronoun",
    "in": "locative preposition inside a duration or pile phrase ('in this battle')",
    "on": "locative preposition ('on Target Character'): the target is a field",
    "by": "agent preposition ('played by'): the agent is a field",
    "for": "introduces a duration ('for remainder of battle'): the duration is a field",
    "with": "introduces a card filter or qualifier whose words count on their own",
    "as": "'acts as': the clause kind says the card acts as another",
    "do": "auxiliary verb ('do not'): 'not' is what carries the negation",
    "does": "auxiliary verb ('does not'): 'not' is what carries the negation",
    "will": "future auxiliary: card effects apply when they resolve",
    "would": "conditional auxiliary ('if it would end the game'), as 'will' is",
    "then": "sequencing word between two clauses that are already in order",
    "also": "adds nothing to a clause that already applies",
    "just": "emphasis only: removing it changes no ruling",
    "this": (
        "demonstrative pointing at the card, attack, character or battle the clause already "
        "names ('this battle' is the duration field, 'this character' the subject)"
    ),
    "must": (
        "a card's verbs are already obligations: 'opponent must discard' and 'opponent "
        "discards' are ruled alike (a 'may' is not filler and must be kept)"
    ),
    "card": (
        "everything a clause counts, plays or moves is a card unless it says otherwise; the "
        "kind and power type that follow are what carry meaning"
    ),
    "icon": (
        "power types are printed as icons: 'a card with a Strength icon' is a Strength card, "
        "and the power type is a field"
    ),
    "immediately": "every card effect resolves at once unless a timing is printed",
    "currently": (
        "'cards currently in the Lost Missions Pile', 'currently usable': where a card is and "
        "what it can do are read when the effect resolves, with or without the word"
    ),
    "held": (
        "'cards held in hand' are the cards in the hand: a player's hand is what the player "
        "holds, and the hand is a field of the clause"
    ),
    "still": (
        "'duplicates must still be discarded', 'still in play': restates a rule or state that "
        "holds anyway; the clause says what it is"
    ),
}
