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
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Union

# ---------------------------------------------------------------------------------------------
# Syntax tree
# ---------------------------------------------------------------------------------------------

MAX_QUERY_CHARS = 1000
MAX_TERMS = 40
MAX_DEPTH = 8

#: Filter keys as a user may type them -> the field they search.
FILTER_KEYS: dict[str, str] = {
    "name": "name",
    "n": "name",
    "o": "text",
    "text": "text",
    "oracle": "text",
    "t": "type",
    "type": "type",
    "c": "character",
    "char": "character",
    "character": "character",
    "code": "code",
    "set": "set",
    "s": "set",
    "opd": "opd",
    "is": "is",
}

KNOWN_FILTERS = "o: t: c: code: set: opd: is:"

YES = {"yes", "y", "true", "1", "on"}
NO = {"no", "n", "false", "0", "off"}
IS_VALUES = {
    "opd": "opd",
    "oneperdeck": "opd",
    "errata": "errata",
    "erratum": "errata",
    "errataed": "errata",
    "sample": "sample",
    "hero": "hero",
    "villain": "villain",
}


@dataclass(frozen=True)
class Term:
    """One search condition: ``field`` is name/text/type/character/code/set/opd/is."""

    field: str
    value: str
    exact: bool = False  # the value was quoted


@dataclass(frozen=True)
class Not:
    child: Node


@dataclass(frozen=True)
class And:
    children: tuple[Node, ...]


@dataclass(frozen=True)
class Or:
    children: tuple[Node, ...]


Node = Union[Term, Not, And, Or]  # noqa: UP007 (used at runtime in dataclass annotations)


@dataclass(frozen=True)
class SearchWarning:
    """A part of the query that was ignored or read differently, and why."""

    term: str
    message: str

    def as_dict(self) -> dict[str, str]:
        return {"term": self.term, "message": self.message}

    def __str__(self) -> str:
        return f"{self.term}: {self.message}" if self.term else self.message


@dataclass(frozen=True)
class ParsedQuery:
    text: str
    node: Node | None  # None: no condition, every card matches
    warnings: tuple[SearchWarning, ...] = ()

    @property
    def name_words(self) -> list[str]:
        """The positive name words of the query's top level, used to rank results."""
        return _ranking_words(self.node) if self.node is not None else []

    @property
    def name_phrase(self) -> str | None:
        """The whole query when it is nothing but name words (a pasted card name)."""
        node = self.node
        terms = node.children if isinstance(node, And) else (node,)
        if node is not None and all(isinstance(t, Term) and t.field == "name" for t in terms):
            return self.text
        return None

    @property
    def is_empty(self) -> bool:
        return self.node is None


def _ranking_words(node: Node) -> list[str]:
    if isinstance(node, Term):
        return [node.value] if node.field == "name" else []
    if isinstance(node, And):
        return [w for child in node.children for w in _ranking_words(child)]
    return []


# ---------------------------------------------------------------------------------------------
# Tokenizer
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Token:
    kind: str  # "term", "lparen", "rparen", "or", "and"
    raw: str
    negated: bool = False
    key: str | None = None  # filter key as typed (lower case), None for a bare word
    value: str = ""
    quoted: bool = False


_KEY_RE = re.compile(r"([A-Za-z]+)([:=])")
_CONTROL_RE = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_SPACE = " \t\r\n\u00a0\u2009\u3000"
_QUOTES = {'"': '"', "\u201c": "\u201d", "\u201d": "\u201d", "\u201e": "\u201c"}


def _tokenize(text: str, warnings: list[SearchWarning]) -> list[_Token]:
    tokens: list[_Token] = []
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch in _SPACE:
            i += 1
            continue
        if ch == "(":
            tokens.append(_Token("lparen", "("))
            i += 1
            continue
        if ch == ")":
            tokens.append(_Token("rparen", ")"))
            i += 1
            continue
        start = i
        negated = False
        if ch == "-":
            # A "-" that stands alone (as in "Wolverine - Berserker Rage") means nothing.
            if i + 1 >= n or text[i + 1] in _SPACE:
                i += 1
                continue
            negated = True
            i += 1
            if text[i] == "(":
                tokens.append(_Token("lparen", "-(", negated=True))
                i += 1
                continue
        key = None
        m = _KEY_RE.match(text, i)
        if m:
            key = m.group(1).lower()
            i = m.end()
        value, quoted, i = _read_value(text, i, warnings)
        raw = text[start:i]
        if key is None and not quoted and not negated and value.lower() in ("or", "and"):
            tokens.append(_Token(value.lower(), raw))
            continue
        tokens.append(_Token("term", raw, negated=negated, key=key, value=value, quoted=quoted))
    return tokens


def _read_value(text: str, i: int, warnings: list[SearchWarning]) -> tuple[str, bool, int]:
    """Read a quoted phrase or a word starting at ``i``; return (value, quoted, next index)."""
    n = len(text)
    if i < n and text[i] in _QUOTES:
        close = _QUOTES[text[i]]
        end = i + 1
        while end < n and text[end] not in (close, '"'):
            end += 1
        if end >= n:
            warnings.append(
                SearchWarning(text[i:].strip(), "the quote is not closed; read to the end")
            )
            return text[i + 1 :].strip(), True, n
        return text[i + 1 : end].strip(), True, end + 1
    end = i
    while end < n and text[end] not in _SPACE and text[end] not in "()":
        end += 1
    return text[i:end], False, end


# ---------------------------------------------------------------------------------------------
# Parser (recursive descent over the tokens)
# ---------------------------------------------------------------------------------------------


class _Parser:
    def __init__(self, tokens: list[_Token], warnings: list[SearchWarning]):
        self.tokens = tokens
        self.pos = 0
        self.warnings = warnings
        self.terms = 0
        self.depth = 0

    def peek(self) -> _Token | None:
        return self.tokens[self.pos] if self.pos < len(self.tokens) else None

    def parse(self) -> Node | None:
        node = self.or_expr()
        while self.pos < len(self.tokens):
            # Only a stray ")" stops or_expr early; skip it and read on.
            token = self.tokens[self.pos]
            self.pos += 1
            self.warnings.append(SearchWarning(token.raw, "no matching '(': ignored"))
            more = self.or_expr()
            node = _and([node, more])
        return node

    def or_expr(self) -> Node | None:
        alternatives: list[Node | None] = [self.and_expr()]
        while (token := self.peek()) is not None and token.kind == "or":
            self.pos += 1
            right = self.and_expr()
            if right is None or alternatives[-1] is None:
                self.warnings.append(SearchWarning("or", "'or' needs a term on each side"))
            alternatives.append(right)
        present = [a for a in alternatives if a is not None]
        if not present:
            return None
        if len(present) == 1:
            return present[0]
        return Or(tuple(present))

    def and_expr(self) -> Node | None:
        parts: list[Node | None] = []
        while (token := self.peek()) is not None and token.kind not in ("or", "rparen"):
            if token.kind == "and":
                self.pos += 1
                continue
            parts.append(self.unary())
        return _and(parts)

    def unary(self) -> Node | None:
        token = self.tokens[self.pos]
        self.pos += 1
        if token.kind == "lparen":
            return self.group(token)
        return self.term(token)

    def group(self, opener: _Token) -> Node | None:
        if self.depth >= MAX_DEPTH:
            self.warnings.append(
                SearchWarning(opener.raw, f"more than {MAX_DEPTH} nested groups: read as one")
            )
            inner = self.and_expr_flat()
        else:
            self.depth += 1
            inner = self.or_expr()
            self.depth -= 1
        token = self.peek()
        if token is not None and token.kind == "rparen":
            self.pos += 1
        else:
            self.warnings.append(SearchWarning(opener.raw, "the '(' is not closed"))
        if inner is None:
            return None
        return Not(inner) if opener.negated else inner

    def and_expr_flat(self) -> Node | None:
        """Past the nesting limit: read terms up to the closing ')' ignoring structure."""
        parts: list[Node | None] = []
        level = 0
        while (token := self.peek()) is not None:
            if token.kind == "rparen":
                if level == 0:
                    break
                level -= 1
            elif token.kind == "lparen":
                level += 1
            elif token.kind == "term":
                parts.append(self.term(token))
            self.pos += 1
        return _and(parts)

    def term(self, token: _Token) -> Node | None:
        node = self.make_term(token)
        if node is None:
            return None
        self.terms += 1
        if self.terms > MAX_TERMS:
            if self.terms == MAX_TERMS + 1:
                self.warnings.append(
                    SearchWarning(token.raw, f"only the first {MAX_TERMS} terms are used")
                )
            return None
        return Not(node) if token.negated else node

    def make_term(self, token: _Token) -> Term | None:
        value = token.value.strip()
        if token.key is None:
            if not value:
                if token.quoted:
                    self.warnings.append(SearchWarning(token.raw, "empty quotes: ignored"))
                return None
            return Term("name", value, exact=token.quoted)
        field_name = FILTER_KEYS.get(token.key)
        if field_name is None:
            self.warnings.append(
                SearchWarning(
                    token.raw,
                    f"unknown filter '{token.key}:', ignored (filters: {KNOWN_FILTERS})",
                )
            )
            return None
        if not value:
            self.warnings.append(SearchWarning(token.raw, f"'{token.key}:' needs a value"))
            return None
        if field_name == "opd":
            low = value.lower()
            if low in YES:
                return Term("opd", "yes")
            if low in NO:
                return Term("opd", "no")
            self.warnings.append(SearchWarning(token.raw, "opd: takes yes or no; ignored"))
            return None
        if field_name == "is":
            wanted = IS_VALUES.get(_norm(value))
            if wanted is None:
                known = ", ".join(sorted(set(IS_VALUES.values())))
                self.warnings.append(SearchWarning(token.raw, f"is: takes one of {known}; ignored"))
                return None
            return Term("is", wanted)
        if field_name == "type":
            targets = type_targets(value)
            if not targets:
                self.warnings.append(
                    SearchWarning(token.raw, f"no card type or subtype '{value}'; ignored")
                )
                return None
        return Term(field_name, value, exact=token.quoted)


def _and(parts: list[Node | None]) -> Node | None:
    present = [p for p in parts if p is not None]
    if not present:
        return None
    if len(present) == 1:
        return present[0]
    flat: list[Node] = []
    for p in present:
        flat.extend(p.children if isinstance(p, And) else (p,))
    return And(tuple(flat))


def parse(text: str | None) -> ParsedQuery:
    """Parse a query string. Never raises: problems come back as warnings."""
    warnings: list[SearchWarning] = []
    text = text or ""
    if len(text) > MAX_QUERY_CHARS:
        warnings.append(
            SearchWarning("", f"the query is longer than {MAX_QUERY_CHARS} characters; cut")
        )
        text = text[:MAX_QUERY_CHARS]
    text = _CONTROL_RE.sub(" ", text)
    tokens = _tokenize(text, warnings)
    node = _Parser(tokens, warnings).parse()
    return ParsedQuery(text=text.strip(), node=node, warnings=tuple(warnings))


# ---------------------------------------------------------------------------------------------
# Card types: what t: (and the type= query parameter) may name
# ---------------------------------------------------------------------------------------------


def _norm(value: str) -> str:
    return re.sub(r"[^0-9a-z]", "", value.lower())


def _type_aliases() -> dict[str, frozenset[tuple[str, str]]]:
    """Normalised word -> the (field, value) pairs it selects."""
    # The kinds and subtypes are the engine's vocabulary; import lazily keeps parse() light.
    from rules.engine.cards import CARD_KINDS, SUBTYPES

    aliases: dict[str, set[tuple[str, str]]] = {}

    def add(word: str, target: tuple[str, str]) -> None:
        aliases.setdefault(_norm(word), set()).add(target)

    for kind in CARD_KINDS:
        add(kind, ("kind", kind))
        add(kind + "s", ("kind", kind))
    for subtypes in SUBTYPES.values():
        for subtype in subtypes:
            add(subtype, ("subtype", subtype))
            add(subtype + "s", ("subtype", subtype))
    extra = {
        "char": ("kind", "character"),
        "universebasic": ("subtype", "basic"),
        "basicuniverse": ("subtype", "basic"),
        "allies": ("subtype", "ally"),
        "homebase": ("subtype", "home_base"),
        "homebases": ("subtype", "home_base"),
        "site": ("subtype", "battlesite"),
        "mp": ("subtype", "multipower"),
        "any": ("subtype", "any_power"),
        "anypower": ("subtype", "any_power"),
        "ds": ("subtype", "doubleshot"),
        "hero": ("alignment", "hero"),
        "heroes": ("alignment", "hero"),
        "villain": ("alignment", "villain"),
        "villains": ("alignment", "villain"),
    }
    for word, target in extra.items():
        add(word, target)
    return {k: frozenset(v) for k, v in aliases.items()}


_ALIASES: dict[str, frozenset[tuple[str, str]]] | None = None


def type_targets(value: str) -> frozenset[tuple[str, str]]:
    """The (field, value) pairs a type word selects: exact word, else a unique prefix."""
    global _ALIASES
    if _ALIASES is None:
        _ALIASES = _type_aliases()
    word = _norm(value)
    if not word:
        return frozenset()
    if word in _ALIASES:
        return _ALIASES[word]
    if len(word) >= 3:
        found = {targets for alias, targets in _ALIASES.items() if alias.startswith(word)}
        if len(found) == 1:
            return found.pop()
    return frozenset()


# ---------------------------------------------------------------------------------------------
# Tree -> Django Q
# ---------------------------------------------------------------------------------------------

TS_CONFIG = "english"
_LEXEME_RE = re.compile(r"[^\W_]+")


def card_vector():
    """The full-text vector of a card: its name (weight A) and effective text (weight B).

    The search migration builds its GIN index from this same expression, so keep them equal.
    """
    from django.contrib.postgres.search import SearchVector

    return SearchVector("name", weight="A", config=TS_CONFIG) + SearchVector(
        "effective_text", weight="B", config=TS_CONFIG
    )


def _tsquery_source(value: str, weight: str) -> str | None:
    """A to_tsquery() source matching ``value``'s words in order, limited to one weight.

    Only letters and digits reach the query text, so no user input is read as tsquery syntax.
    """
    words = _LEXEME_RE.findall(value.lower())
    if not words:
        return None
    return " <-> ".join(f"{w}:{weight}" for w in words[:12])


#: Word similarity (pg_trgm) a name must reach in the loose retry of a search that found
#: nothing: catches swapped letters ("sabertooth", "magento") that the strict %> misses.
LOOSE_SIMILARITY = 0.3


def build_filter(node: Node | None, *, vendor: str, loose: bool = False):
    """The ``Q`` selecting the cards a parsed query matches on a database of ``vendor``.

    On PostgreSQL, bare name words also match names that look like them: strictly (the
    indexed ``%>`` operator, pg_trgm's default word similarity 0.6) or, with ``loose``, any
    name of word similarity :data:`LOOSE_SIMILARITY` or more.
    """
    from django.db.models import Q

    if node is None:
        return Q()
    return _Compiler(pg=vendor == "postgresql", loose=loose).compile(node)


def has_fuzzy_words(node: Node | None) -> bool:
    """Whether the query has bare name words that are not negated (typo tolerance applies)."""
    if isinstance(node, Term):
        return node.field == "name" and not node.exact
    if isinstance(node, (And, Or)):
        return any(has_fuzzy_words(c) for c in node.children)
    return False


@dataclass(frozen=True)
class _Compiler:
    pg: bool
    loose: bool = False

    def compile(self, node: Node, negated: bool = False):
        from django.db.models import Q

        if isinstance(node, Not):
            return ~self.compile(node.child, not negated)
        if isinstance(node, Or):
            q = Q()
            for child in node.children:
                q |= self.compile(child, negated)
            return q
        if isinstance(node, And):
            q = Q()
            fuzzy = [c for c in node.children if _is_fuzzy_name(c)]
            if fuzzy:
                q &= self.name_words([c.value for c in fuzzy], fuzzy=not negated)
            for child in node.children:
                if not _is_fuzzy_name(child):
                    q &= self.compile(child, negated)
            return q
        if _is_fuzzy_name(node):
            return self.name_words([node.value], fuzzy=not negated)
        return _term(node, self.pg)

    def name_words(self, words: list[str], *, fuzzy: bool):
        """Every word in the name; on PostgreSQL (not under a negation) or a similar name."""
        from django.db.models import Q

        q = Q()
        for word in words:
            q &= _word_in_name(word)
        if self.pg and fuzzy:
            phrase = " ".join(words)
            if self.loose:
                from django.contrib.postgres.search import TrigramWordSimilarity
                from django.db.models.lookups import GreaterThanOrEqual

                similarity = TrigramWordSimilarity(phrase, "name")
                q |= Q(GreaterThanOrEqual(similarity, LOOSE_SIMILARITY))
            else:
                q |= Q(name__trigram_word_similar=phrase)
        return q


#: Title words and their usual short forms: card names print "Dr." where a judge says "doctor".
ABBREVIATIONS: dict[str, tuple[str, ...]] = {
    "doctor": ("dr",),
    "dr": ("doctor",),
    "mister": ("mr",),
    "mr": ("mister",),
    "professor": ("prof",),
    "prof": ("professor",),
    "captain": ("capt",),
    "capt": ("captain",),
    "sergeant": ("sgt",),
    "sgt": ("sergeant",),
}


def _word_in_name(word: str):
    """The name contains ``word``, or holds one of its short/long forms as a whole word."""
    from django.db.models import Q

    q = Q(name__icontains=word)
    for other in ABBREVIATIONS.get(word.lower().rstrip("."), ()):
        q |= (
            Q(name__iexact=other)
            | Q(name__istartswith=f"{other} ")
            | Q(name__istartswith=f"{other}.")
            | Q(name__icontains=f" {other} ")
            | Q(name__icontains=f" {other}.")
            | Q(name__iendswith=f" {other}")
        )
    return q


def _is_fuzzy_name(node: Node) -> bool:
    return isinstance(node, Term) and node.field == "name" and not node.exact


def _term(term: Term, pg: bool):
    from django.db.models import Exists, OuterRef, Q

    from cards.models import Erratum, Printing

    value = term.value
    if term.field == "name":  # quoted: exact phrase, no typo tolerance
        return Q(name__icontains=value)
    if term.field == "text":
        q = Q(effective_text__icontains=value)
        if pg:
            source = _tsquery_source(value, "B")
            if source is not None:
                from django.contrib.postgres.search import SearchQuery, SearchVectorExact

                ts_query = SearchQuery(source, search_type="raw", config=TS_CONFIG)
                q |= Q(SearchVectorExact(card_vector(), ts_query))
        return q
    if term.field == "type":
        q = Q(pk__in=[])
        for field_name, target in sorted(type_targets(value)):
            q |= Q(**{field_name: target})
        return q
    if term.field == "character":
        return Q(characters__icontains=value)
    if term.field == "code":
        return Q(code__iexact=value)
    if term.field == "set":
        printings = Printing.objects.filter(card=OuterRef("pk")).filter(
            Q(card_set__code__iexact=value) | Q(card_set__name__icontains=value)
        )
        return Q(Exists(printings))
    if term.field == "opd":
        return Q(one_per_deck=(value == "yes"))
    if term.field == "is":
        if value == "opd":
            return Q(one_per_deck=True)
        if value == "errata":
            return Q(Exists(Erratum.objects.filter(card=OuterRef("pk"))))
        if value == "sample":
            return Q(is_sample=True)
        return Q(alignment=value)
    raise ValueError(f"unknown search field {term.field!r}")  # parse() never makes one


def rank_order(queryset, parsed: ParsedQuery, *, vendor: str):
    """Order a card queryset best match first: exact name, name starting so, then similarity."""
    from django.db.models import Case, IntegerField, Value, When

    words = parsed.name_words
    if not words:
        return queryset.order_by("name", "slug")
    phrase = " ".join(words)
    exact = [When(name__iexact=phrase, then=Value(0))]
    if parsed.name_phrase and parsed.name_phrase.lower() != phrase.lower():
        exact.append(When(name__iexact=parsed.name_phrase, then=Value(0)))
    queryset = queryset.annotate(
        name_rank=Case(
            *exact,
            When(name__istartswith=phrase, then=Value(1)),
            When(name__istartswith=words[0], then=Value(2)),
            default=Value(3),
            output_field=IntegerField(),
        )
    )
    if vendor == "postgresql":
        from django.contrib.postgres.search import TrigramSimilarity, TrigramWordSimilarity

        # Closest words first; among equally close, the name that is closest as a whole
        # ("wolverene": "Wolverine" before "Golden Age Wolverine").
        from django.db.models.functions import Greatest

        phrases = [phrase]
        short = " ".join(ABBREVIATIONS.get(w.lower().rstrip("."), (w,))[0] for w in words)
        if short.lower() != phrase.lower():
            phrases.append(short)  # "doctor strange" is as close to "Dr. Strange" as can be

        def best(make):
            made = [make(p) for p in phrases]
            return made[0] if len(made) == 1 else Greatest(*made)

        queryset = queryset.annotate(
            name_similarity=best(lambda p: TrigramWordSimilarity(p, "name")),
            whole_similarity=best(lambda p: TrigramSimilarity("name", p)),
        )
        return queryset.order_by(
            "name_rank", "-name_similarity", "-whole_similarity", "name", "slug"
        )
    return queryset.order_by("name_rank", "name", "slug")


# ---------------------------------------------------------------------------------------------
# Misspelled names without trigrams (SQLite)
# ---------------------------------------------------------------------------------------------

#: How close (difflib ratio) a typed word must be to a word of a card name to stand for it.
CLOSE_WORD_RATIO = 0.75
_NAME_WORD = re.compile(r"[a-z0-9]+(?:[-'.][a-z0-9]+)*")


def name_vocabulary(names: Iterable[str]) -> dict[str, str]:
    """Words of card names, each mapped to the form to search for. A hyphenated word is
    also reachable written solid ("spiderman" finds "spider-man")."""
    vocab: dict[str, str] = {}
    for name in names:
        for word in _NAME_WORD.findall(name.lower()):
            vocab.setdefault(word, word)
            solid = re.sub(r"[-'.]", "", word)
            vocab.setdefault(solid, word)
    return vocab


def correct_name_words(
    parsed: ParsedQuery, vocabulary: dict[str, str]
) -> tuple[ParsedQuery, list[tuple[str, str]]]:
    """The query with each bare name word that is in no card name replaced by the closest
    word that is, and the (typed, used) pairs. Quoted and negated words stay as typed."""
    corrections: list[tuple[str, str]] = []

    def fix(node: Node | None, negated: bool = False) -> Node | None:
        if isinstance(node, Not):
            return Not(fix(node.child, True))
        if isinstance(node, (And, Or)):
            return type(node)(tuple(fix(c, negated) for c in node.children))
        if not (isinstance(node, Term) and _is_fuzzy_name(node)) or negated:
            return node
        word = node.value.lower().rstrip(".")
        if word in vocabulary:
            used = vocabulary[word]
        elif any(word in known for known in vocabulary):
            return node  # part of a word: the search already matches it as typed
        else:
            close = difflib.get_close_matches(word, vocabulary, n=1, cutoff=CLOSE_WORD_RATIO)
            if not close:
                return node
            used = vocabulary[close[0]]
        if used == word:
            return node
        corrections.append((node.value, used))
        return replace(node, value=used)

    node = fix(parsed.node)
    if not corrections:
        return parsed, []
    typed = ", ".join(f"'{a}' as '{b}'" for a, b in corrections)
    warning = SearchWarning(
        " ".join(a for a, _ in corrections),
        f"no card name has that word; read {typed}",
    )
    return ParsedQuery(parsed.text, node, (*parsed.warnings, warning)), corrections
