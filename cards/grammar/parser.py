"""The effect parser: normalise, split into sentences, parse each with one cached LALR parser.

``parse_effect`` never raises: a sentence the grammar does not understand becomes an
``Unparsed`` span (with a readable explanation of where and what was expected) and the rest of
the text still parses.
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import cache, lru_cache
from typing import Any

from lark import Lark, Token, Tree
from lark.exceptions import LarkError, UnexpectedInput

from rules.engine import effects as fx
from rules.engine.effects import Clause, EffectTree, Unconsumed, Unparsed
from rules.engine.effects.sentences import rendered_sentences

from . import table
from .accounting import forget_words, know_words
from .accounting import unconsumed as unconsumed_words
from .copies import copied
from .errors import describe_error, forget_error_wordings
from .inline import read as inline_read
from .normalise import Normalised, forget_word_forms, normalise, sentences
from .table import grammar_text
from .typos import correct_keyword

MAX_TEXT = 10_000
_HAS_WORD = re.compile(r"[A-Za-z0-9]")


def build_parser(parser: str = "lalr") -> Lark:
    """A parser for the effect grammar built from the grammar file. ``lalr`` is the service's
    (which ``get_parser`` normally loads from the shipped table); ``earley`` exists for the
    benchmark's comparison."""
    if parser == "lalr":
        try:
            # The analysis (20 s or more for this grammar) is cached in the temp dir, in a
            # file named after the user, the grammar's and the options' hash and the Python
            # version; the strict checks ran when the cache entry was made. Lark itself
            # carries on (and logs) when that file cannot be read or written.
            return Lark(grammar_text(), cache=True, **table.LALR_OPTIONS)
        except OSError:
            # No usable temp dir at all: build the tables in memory.
            return Lark(grammar_text(), cache=False, **table.LALR_OPTIONS)
    return Lark(
        grammar_text(),
        parser="earley",
        lexer="dynamic",
        propagate_positions=True,
        keep_all_tokens=True,
        maybe_placeholders=False,
    )


@cache
def get_parser() -> Lark:
    """The service's LALR parser: the shipped table (no build), or a build when the grammar
    changed since the table was generated (``manage.py build_parse_table``)."""
    parser = table.load_shipped() or build_parser("lalr")
    _warm_lexers(parser)
    return parser


def _warm_lexers(parser: Lark) -> None:
    """Compile the contextual lexer's per-state scanners now (about 0.3 s for this grammar)
    rather than one by one inside the first parses that reach each state, so the first cards
    a process parses are no slower than the rest. Only an optimisation: skipped if this Lark
    version keeps its lexers elsewhere."""
    lexers = getattr(getattr(getattr(parser, "parser", None), "lexer", None), "lexers", None)
    if not isinstance(lexers, dict):
        return
    for lexer in {id(lx): lx for lx in lexers.values()}.values():
        getattr(lexer, "scanner", None)


@cache
def keywords() -> frozenset[str]:
    """Every keyword of the grammar (its plain-word string terminals), lower-case."""
    words: set[str] = set()
    for term in get_parser().terminals:
        pattern = term.pattern
        # Plain keywords, and named terminals that are only alternatives of words
        # (CARD_N: "card" | "cards").
        if pattern.type == "str" or re.fullmatch(r"[a-z' |():?\-]+", pattern.value):
            for word in re.findall(r"[a-z][a-z'\-]*", pattern.value):
                words.add(word)
    # Token accounting compares every keyword of every sentence: their keys are worked out
    # once, with the grammar's.
    know_words(words)
    return frozenset(words)


TREE_CACHE_SIZE = 4096


@cache
def _transformer_class() -> type:
    """The sentence transformer, imported on first use (it brings in some thirty clause
    modules); an import statement in ``_reading`` itself would look the module up on every
    sentence."""
    from .transformer import SentenceTransformer

    return SentenceTransformer


class _AccountingFailed(RuntimeError):
    """Token accounting raised: a bug, reported for the whole text like any other internal
    error (not as a sentence the grammar did not understand)."""


@lru_cache(maxsize=TREE_CACHE_SIZE)
def _reading(sentence: str) -> tuple[str, Any, tuple[tuple[int, int, str], ...], tuple[str, ...]]:
    """What one normalised sentence reads as, memoised by its text: card texts repeat the
    same sentences ("One Per Deck.", the wording shared by a special's printings) and all of
    this depends only on the sentence.

    * ``("syntax", error, (), ())``: the LALR parser's error (``describe_error`` words it);
    * ``("failed", error, (), ())``: the transformer refused the tree (memoised, not raised);
    * ``("read", result, unconsumed, rendered)``: the clauses, with spans relative to the
      sentence (``_placed`` moves them into the card's text), or ``"one_per_deck"``; the
      token accounting (``cards.grammar.accounting``): the words left unread, positions in
      the sentence; and the clauses' canonical sentences, which the card's canonical text
      is made of.

    The parse tree itself is not kept: only the transformer and the accounting read it, and
    keeping thousands of trees alive would only make the garbage collector walk them.
    """
    local = Normalised(sentence, tuple(range(len(sentence) + 1)))
    transformer = _transformer_class()(local, 0)
    try:
        # The parser applies the transformer as it reduces (``inline``); when that reading
        # gives up, the tree is parsed and walked as it always was, with a fresh transformer.
        tree = inline_read(sentence, transformer)
        if tree is None:
            tree = get_parser().parse(sentence)
            transformer = _transformer_class()(local, 0)
    except UnexpectedInput as err:
        return "syntax", err, (), ()
    try:
        result = transformer.transform(tree)
    except (LarkError, ValueError, KeyError, TypeError, IndexError) as err:
        return "failed", err, (), ()
    walked = (transformer.tokens, transformer.rules_seen)
    try:
        if result == "one_per_deck":
            rendered: tuple[str, ...] = ()
            lost = unconsumed_words(tree, (), True, walked=walked)
        else:
            rendered = tuple(rendered_sentences(tuple(result)))
            lost = unconsumed_words(tree, result, text=" ".join(rendered), walked=walked)
    except Exception as exc:
        raise _AccountingFailed(str(exc)) from exc
    return "read", result, lost, rendered


def _placed(
    clause: Clause, norm: Normalised, start: int, span: tuple[int, int] | None = None
) -> Clause:
    """``clause`` (and the clauses nested in it) with spans in the card's original text;
    ``span``, when given, is the clause's own (the whole sentence's)."""
    changes: dict[str, Any] = {}
    if span is not None:
        changes["span"] = span
    elif clause.span is not None:
        changes["span"] = norm.original_span(start + clause.span[0], start + clause.span[1])
    for name, value in vars(clause).items():
        if type(value) in _LEAVES:
            continue  # most fields: a word, a number, a flag or nothing
        if isinstance(value, Clause):
            changes[name] = _placed(value, norm, start)
        elif isinstance(value, tuple) and value and isinstance(value[0], Clause):
            changes[name] = tuple([_placed(c, norm, start) for c in value])
    return copied(clause, changes) if changes else clause


#: Field values that hold no clause.
_LEAVES = frozenset({str, int, bool, float, type(None)})


@lru_cache(maxsize=TREE_CACHE_SIZE)
def _split(text: str) -> tuple[Normalised, tuple[tuple[int, int], ...]]:
    """The normalised text and its sentence spans, memoised by card text: the printings of
    a special share their wording, and both depend only on the text."""
    norm = normalise(text, keywords())
    return norm, tuple(sentences(norm.text))


def clear_caches() -> None:
    """Forget everything memoised from the texts parsed so far: sentence readings, word
    forms, word keys, error wordings (the benchmark times each pass from empty caches with
    this)."""
    _split.cache_clear()
    _reading.cache_clear()
    forget_word_forms()
    forget_error_wordings()
    correct_keyword.cache_clear()
    forget_words()


def parse_effect(text: str) -> EffectTree:
    """Parse a card's effective text into an effect tree. Never raises."""
    try:
        return _parse(text if isinstance(text, str) else str(text or ""))
    except Exception as exc:  # defensive: a grammar bug must not break a card page
        span = (0, len(text or ""))
        return EffectTree.build([], [Unparsed(span, text or "", f"Internal parser error: {exc}")])


def _parse(text: str) -> EffectTree:

    if not text or not text.strip() or text.strip() == "-":
        return EffectTree.empty()
    norm, spans = _split(text)
    clauses: list[Clause] = []
    unparsed: list[Unparsed] = []
    lost: list[Unconsumed] = []
    sentences_read: list[str] = []
    one_per_deck = False
    for start, end in spans:
        sentence = norm.text[start:end]
        ospan = norm.original_span(start, end)
        if not _HAS_WORD.search(sentence):
            continue
        try:
            how, result, lost_here, rendered = _reading(sentence)
            if how == "syntax" or (how == "failed" and isinstance(result, UnexpectedInput)):
                # The memoised syntax error: described, not re-raised (raising a shared
                # exception object again would keep growing its traceback).
                unparsed.append(
                    Unparsed(
                        ospan, text[ospan[0] : ospan[1]], describe_error(result, text, norm, start)
                    )
                )
                continue
            if how == "failed":
                message = getattr(result, "orig_exc", result)
                unparsed.append(
                    Unparsed(ospan, text[ospan[0] : ospan[1]], f"Not understood: {message}")
                )
                continue
            if result != "one_per_deck":
                # A sentence of one clause gives that clause the whole sentence's span.
                whole = ospan if len(result) == 1 else None
                result = [_placed(c, norm, start, whole) for c in result]
        except (LarkError, ValueError, KeyError, TypeError, IndexError) as err:
            message = getattr(err, "orig_exc", err)
            unparsed.append(
                Unparsed(ospan, text[ospan[0] : ospan[1]], f"Not understood: {message}")
            )
            continue
        for s, e, word in lost_here:
            lost.append(Unconsumed(norm.original_span(start + s, start + e), word))
        if result == "one_per_deck":
            one_per_deck = True
            continue
        clauses.extend(result)
        sentences_read.extend(rendered)
    merged = _merge(clauses)
    canonical = None
    if len(merged) == len(clauses) and not _paired(merged):
        # No sentence was folded into another and no two clauses render as one phrase: the
        # canonical text is the sentences already rendered for token accounting.
        canonical = " ".join([*sentences_read, "One Per Deck"] if one_per_deck else sentences_read)
    return EffectTree.build(merged, unparsed, one_per_deck, lost, canonical)


def _paired(clauses: list[Clause]) -> bool:
    """Whether an attack modifier is followed by a defense modifier anywhere (rendered
    together as one phrase when they match: "+2 to all actions")."""
    return any(
        isinstance(a, fx.AttackModifier) and isinstance(b, fx.DefenseModifier)
        for a, b in zip(clauses, clauses[1:], strict=False)
    )


def _join(a: tuple[int, int] | None, b: tuple[int, int] | None) -> tuple[int, int] | None:
    if a is None or b is None:
        return a or b
    return (min(a[0], b[0]), max(a[1], b[1]))


def _merge(clauses: list[Clause]) -> list[Clause]:
    """Fold sentences that only qualify the clause before them into it.

    "Acts as a level 5 Energy Power card. May be used to attack or defend." is one
    ``acts_as_power`` clause with ``uses``; "Play to concede battle. All Mission cards
    Ventured this battle return to piles Ventured from." is one ``concede`` clause with
    ``returns_ventured``.
    """
    out: list[Clause] = []
    for clause in clauses:
        prev = out[-1] if out else None
        uses_of = (
            isinstance(clause, fx.Permission)
            and clause.action.startswith("use_to_")
            and clause.who == "self"
        )
        if isinstance(prev, fx.ActsAsPower) and uses_of:
            uses = tuple(u for u in ("attack", "defense") if u in clause.action)
            out[-1] = replace(prev, uses=uses, span=_join(prev.span, clause.span))
            continue
        if (
            uses_of
            and isinstance(prev, fx.Condition)
            and prev.then
            and isinstance(prev.then[-1], fx.ActsAsPower)
        ):
            # "If successful, acts as a level 8 Power card. May be used to attack or defend."
            uses = tuple(u for u in ("attack", "defense") if u in clause.action)
            then = (*prev.then[:-1], replace(prev.then[-1], uses=uses))
            out[-1] = replace(prev, then=then, span=_join(prev.span, clause.span))
            continue
        if (
            isinstance(prev, fx.Concede)
            and isinstance(clause, fx.MissionMove)
            and clause.from_ == "ventured"
            and clause.to == "pile_ventured_from"
            and clause.who == "team"  # "Ka-Zar's Mission cards ...": only that team's
            and not clause.team_name  # "X-Men: Original Team's Mission cards": named
        ):
            out[-1] = replace(prev, returns_ventured=True, span=_join(prev.span, clause.span))
            continue
        out.append(clause)
    return out


def sentence_trees(text: str, parser: Lark | None = None) -> list[Tree | None]:
    """Parse trees of each sentence (``None`` where a sentence fails); used by the benchmark."""
    p = parser or get_parser()
    norm = normalise(text, keywords())
    out: list[Tree | None] = []
    for start, end in sentences(norm.text):
        try:
            out.append(p.parse(norm.text[start:end]))
        except UnexpectedInput:
            out.append(None)
        except LarkError:
            out.append(None)
    return out


__all__ = ["parse_effect", "get_parser", "build_parser", "keywords", "MAX_TEXT", "Token"]
