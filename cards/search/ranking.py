"""Best match first, and misspelt name words read as the closest word of a card name."""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable
from dataclasses import replace

from cards.search.filters import ABBREVIATIONS, _is_fuzzy_name
from cards.search.syntax import And, Node, Not, Or, ParsedQuery, SearchWarning, Term


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


# Misspelled names without trigrams (SQLite)

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
