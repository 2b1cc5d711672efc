"""Card search: one judge-friendly query string, in the style of Scryfall.

Syntax (terms are joined by AND unless ``or`` stands between them)::

    wolverine                 bare words match card names
    "doctor strange"          a quoted phrase matches exactly (no typo tolerance)
    o:avoid  text:"may not be defended"   the card's effective text (errata applied)
    t:special  t:training  t:multipower  t:hero   card type, subtype or hero/villain code
    c:wolverine  c:"any hero"                     a character the card belongs to
    code:AG                   the special's two-letter code (effective, errata applied)
    set:CLOP  set:"x-men"     a set code, or part of a set name
    opd:yes  opd:no           One Per Deck
    is:opd  is:errata  is:sample  is:hero  is:villain
    -term  -(a or b)          negation of any term or group
    a or b,  (a or b) c       alternatives and grouping

Nothing in a query is an error: unknown filters, bad values, an unclosed quote or
parenthesis come back as warnings and the rest of the query still runs.

The module has two halves. :func:`parse` is pure Python (no Django, no database) and turns
the string into a small syntax tree plus warnings. :func:`build_filter` turns that tree into
a Django ``Q`` for the card table, using PostgreSQL full-text search and trigram similarity
when the database is PostgreSQL and plain case-insensitive matching elsewhere; there,
:func:`correct_name_words` reads a misspelt name word as the closest word of a card name.

The package splits that work by job: :mod:`.syntax` (the tree), :mod:`.query` (reading a
string), :mod:`.filters` (the ``Q``) and :mod:`.ranking` (order and spelling).
"""

from cards.search.filters import (
    ABBREVIATIONS,
    LOOSE_SIMILARITY,
    TS_CONFIG,
    build_filter,
    card_vector,
    has_fuzzy_words,
    type_targets,
)
from cards.search.query import parse
from cards.search.ranking import CLOSE_WORD_RATIO, correct_name_words, name_vocabulary, rank_order
from cards.search.syntax import (
    FILTER_KEYS,
    IS_VALUES,
    KNOWN_FILTERS,
    MAX_DEPTH,
    MAX_QUERY_CHARS,
    MAX_TERMS,
    NO,
    YES,
    And,
    Node,
    Not,
    Or,
    ParsedQuery,
    SearchWarning,
    Term,
)

__all__ = [
    "ABBREVIATIONS",
    "And",
    "CLOSE_WORD_RATIO",
    "FILTER_KEYS",
    "IS_VALUES",
    "KNOWN_FILTERS",
    "LOOSE_SIMILARITY",
    "MAX_DEPTH",
    "MAX_QUERY_CHARS",
    "MAX_TERMS",
    "NO",
    "Node",
    "Not",
    "Or",
    "ParsedQuery",
    "SearchWarning",
    "TS_CONFIG",
    "Term",
    "YES",
    "build_filter",
    "card_vector",
    "correct_name_words",
    "has_fuzzy_words",
    "name_vocabulary",
    "parse",
    "rank_order",
    "type_targets",
]
