"""The syntax tree as a Django ``Q`` over the card table: PostgreSQL full-text search and trigram similarity, or plain case-insensitive matching elsewhere; card type aliases for ``t:``."""

from __future__ import annotations

import re
from dataclasses import dataclass

from cards.search.syntax import And, Node, Not, Or, Term


# Card types: what t: (and the type= query parameter) may name
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


# Tree -> Django Q
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
