"""The reviewed list of lexer terminals of ``effect.lark`` that may match more than one word.

The grammar is built from single-word terminals: a phrase is a rule over words, so that its
words combine with the rest of the language and LALR settles where one phrase ends. A terminal
that swallows a whole phrase (and a space with it) hides that phrase from the grammar, and is
the usual way to dodge an LALR conflict instead of shaping the rules. A terminal may match a
space only if it is listed here with its reason; ``tests/grammar/test_lexer_terminals.py``
fails on any other (read from the built parser's terminals), and on an entry here that no
terminal of the grammar still has.

Keys are a named terminal's name, or the text of an anonymous string literal.
"""

from __future__ import annotations

from re import _constants as sre
from re import _parser as sre_parse
from typing import Any

#: Names of a character, team or location printed in several words, told apart from the
#: keywords around them only by their capitals: a name is one lexeme, not a phrase.
NAMES: dict[str, str] = {
    "AMP_NAME": (
        "a name joined by '&' ('Landau, Luckman & Lake'): one name, whose parts are not "
        "names of their own"
    ),
    "THE_NAME": (
        "a name printed with its article ('The Sewer'): the lower-cased 'the' is a keyword "
        "everywhere else, so only the capital that follows tells the name"
    ),
    "NEW_NAME": "a name whose first word is a keyword ('New York City'), told by the capital",
    "OF_NAME": "a name with 'of' inside ('Age of Apocalypse'), told by the capitals around it",
    "QUOTED": "a card or mission name in quotes: one name, whatever words it holds",
}

#: Names of game terms printed in several words that the game uses as one word.
GAME_TERMS: dict[str, str] = {
    "one per deck": (
        "the card's deck-building restriction, printed as a sentence of its own; it is one "
        "term of the rules (also spelt 'One-Per-Deck'), not a quantity and a deck"
    ),
    "power grid": (
        "the character card's grid of ratings: one term of the rules ('Power' alone is a "
        "kind of card, so 'Power Grid' is not a kind word before a noun)"
    ),
    "power grids": "plural of 'power grid'",
}

#: Terminals not yet reshaped into phrase rules. They are not game terms: each stands in for
#: an LALR(1) choice that the grammar's present shape cannot make one word ahead, named here
#: so that the way to reshape it is on record and no new one slips in beside them. Reshaping
#: one means moving the choice later in the rules (for most, the noun phrase before it may not
#: be closed before the word that tells the two readings apart).
# (OR_VERB and OR_LEVEL match the one word "or" and only look ahead at the next: not listed
# here, they too stand in for the choice _CLAUSE_OR describes.) Reshaped so far: a phrase led
# by a comma begins with the comma as a word, none of the phrases before it ending on an
# optional comma (`comma_post`); a phrase that only some contexts follow with the word in
# question is written in the rules of those contexts, whose parser states are then their own
# ("any character on team" as a subject and after "may be played by"; "play <plain card noun>
# or be attacked"; "discard all <cards held in a pile> or all ..."); the nouns of the verbs
# that go on with "on" after them ("put", "place", "switch") take every phrase of a card noun
# but "with the word X on it", so that phrase ends on its own words; a duration led by a word
# a card noun goes on with ("in this battle", "in the next battle", "that battle") is the
# noun's last phrase after a card noun, whose clause takes it, and a late duration elsewhere.
_CLAUSE_AND = (
    "after a complete clause 'and' joins the next clause; here it continues the same one ({}): "
    "the clause must be closed before the word after 'and' tells which"
)
_CLAUSE_OR = (
    "after a who or card noun 'or' adds another of them; here it begins {}: the noun phrase "
    "must be closed before the word after 'or' tells which"
)
_COMMA = (
    "a comma after a noun phrase or clause also closes a lead or comes before a duration; "
    "here it begins {}: LALR(1) must close the phrase before the word after the comma"
)
TO_RESHAPE: dict[str, str] = {
    # met: in 'X's "A" and "B" become ...' the 'and' is inside the subject: no clause is
    # complete before it for the next names to fold into (the object lists could fold); a
    # card noun alone is a clause after "and" (more_object), so wherever a noun may be the
    # quoted names alone the list may end before "and". Tried: '","? "and" QUOTED' as words
    # in quoted_list conflicts on "and" after every quoted name (the names alone end a card
    # noun, which may end a clause before the joiner "and" or "take X and put"); a list with
    # "and" only before a noun word ('"A" and "B" Special cards') meets the same "and" one
    # word before the noun, so the names must fold across the joiner (the object lists into
    # the clause before, the subject's into the clause after), which is not done
    "AND_QUOTED": _CLAUSE_AND.format("another quoted card name"),
    # met (the comma terminals left): ',' alone is shifted inside many clauses (', who may',
    # ', at -2', '..., from') so LALR(1) cannot close the clause at ','. The comma phrases after
    # a card noun are words now (`comma_post`: ", excluding", ", without", ", of X's choice",
    # ", opponent's choice", ", with normal contribution", and the tails ", including duplicate
    # and unusable cards", ", placed or in hand" of the phrase before): no phrase of the noun
    # ends on an optional comma, so the noun is closed before its comma (a 'for each' lead,
    # whose comma closes it, takes phrases led by words only); so is ", including <name>"
    # after the characters whose attacks are moved (a who). Where no clause can end before
    # the comma the words work: "," "until" after a closed duration, "," "or" inside a list.
    # The joiners below follow a whole clause, which may end in any of those lists and phrases.
    # Tried: ", if" or ", then" as the words "," "if" / "," "then" conflicts in some 2,600
    # parser states (every clause that may end on a duration, whose "," "until" goes on, or
    # on a phrase whose comma goes on): the joiners need every clause's comma phrases to be
    # phrases led by the comma that the clause, not its last phrase, goes on with
    ", and": _COMMA.format("the next clause"),
    ", or": _COMMA.format("the next option of a choice, or the last of a list"),
    ", if": _COMMA.format("a condition"),
    ", then": _COMMA.format("the next clause in order"),
}

REVIEWED: dict[str, str] = {**NAMES, **GAME_TERMS, **TO_RESHAPE}

_SPACE = " "
_SPACE_CATEGORIES = {sre.CATEGORY_SPACE, sre.CATEGORY_NOT_WORD, sre.CATEGORY_NOT_DIGIT}


def key(terminal: Any) -> str:
    """The reviewed list's key of a Lark ``TerminalDef``."""
    if terminal.name.startswith("__ANON") and terminal.pattern.type == "str":
        return terminal.pattern.value
    return terminal.name


def matches_a_space(terminal: Any) -> bool:
    """Whether the terminal's pattern can consume a space (lookarounds consume nothing)."""
    pattern = terminal.pattern
    if pattern.type == "str":
        return any(ch.isspace() for ch in pattern.value)
    return _consumes_space(sre_parse.parse(pattern.value))


def _consumes_space(items: Any) -> bool:
    for op, av in items:
        if op is sre.LITERAL and chr(av).isspace():
            return True
        if op in (sre.NOT_LITERAL, sre.ANY):
            return True
        if op is sre.IN and _class_has_space(av):
            return True
        if op is sre.SUBPATTERN and _consumes_space(av[-1]):
            return True
        if op is sre.BRANCH and any(_consumes_space(branch) for branch in av[1]):
            return True
        if op in _REPEATS and av[1] > 0 and _consumes_space(av[2]):
            return True
        if op is sre.ATOMIC_GROUP and _consumes_space(av):
            return True
    return False


_REPEATS = {sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT}


def _class_has_space(items: Any) -> bool:
    negate = any(op is sre.NEGATE for op, _av in items)
    found = any(_item_has_space(op, av) for op, av in items)
    return found != negate


def _item_has_space(op: Any, av: Any) -> bool:
    if op is sre.LITERAL:
        return chr(av) == _SPACE
    if op is sre.RANGE:
        return av[0] <= ord(_SPACE) <= av[1]
    return op is sre.CATEGORY and av in _SPACE_CATEGORIES


def spaced_terminals(terminals: Any, ignored: Any = ()) -> dict[str, str]:
    """Key -> pattern of every terminal that can match a space, the ignored ones (the
    whitespace between words) left out."""
    return {
        key(t): t.pattern.value
        for t in terminals
        if t.name not in set(ignored) and matches_a_space(t)
    }


def unreviewed(terminals: Any, ignored: Any = ()) -> dict[str, str]:
    """The terminals that can match a space and are not on the reviewed list."""
    return {k: v for k, v in spaced_terminals(terminals, ignored).items() if k not in REVIEWED}
