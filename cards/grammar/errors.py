"""Syntax errors worded for a judge: where in the card text, what was found, what the grammar
expected there, and the line with a caret under the spot (cut around the spot when long)."""

from __future__ import annotations

import re
from functools import cache, lru_cache
from typing import Any

from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from .normalise import Normalised


def _parser():
    from .parser import get_parser  # the one parser, built once (``parser`` imports this module)

    return get_parser()


_TOKEN_NAMES = {
    "INT": "a number",
    "SIGNED": "a signed number such as +2",
    "NAME": "a character's name",
    "QUOTED": "a quoted card name",
    "END": "the end of the sentence",
    "$END": "the end of the sentence",
    "CARD_N": "'card'",
    "ATTACK_N": "'attack'",
    "COMMA": "','",
}


@cache
def _terminals_by_name() -> dict[str, Any]:
    return {t.name: t for t in _parser().terminals}


def _expected_words(names: set[str] | frozenset[str], limit: int = 12) -> str:
    return _describe_names(frozenset(names), limit)


@lru_cache(maxsize=1024)
def _describe_names(names: frozenset[str], limit: int) -> str:
    by_name = _terminals_by_name()
    shown: list[str] = []
    for name in sorted(names):
        if name in _TOKEN_NAMES:
            shown.append(_TOKEN_NAMES[name])
            continue
        term = by_name.get(name)
        if term is not None and term.pattern.type == "str":
            shown.append(repr(term.pattern.value))
        elif term is not None:
            shown.append(name.lower())
        else:
            shown.append(name.lower())
    shown = sorted(set(shown))
    more = len(shown) - limit
    text = ", ".join(shown[:limit])
    return text + (f" and {more} more" if more > 0 else "")


def _in_word(ch: str) -> bool:
    """Whether ``ch`` belongs to a word of the card text (a letter, digit or apostrophe)."""
    return ch.isalnum() or ch == "'"


def describe_error(err: UnexpectedInput, original: str, norm: Normalised, base: int) -> str:
    """A sentence a judge can read: line/column in the card text, what was found, what the
    grammar expected there, and the line with a caret under the spot."""
    pos = getattr(err, "pos_in_stream", None)
    if pos is None:
        token = getattr(err, "token", None)
        pos = getattr(token, "start_pos", None)
    if pos is None:
        pos = len(norm.text) - base
    npos = min(base + pos, len(norm.text))
    if isinstance(err, UnexpectedCharacters):
        # a keyword matches a prefix of a longer word ("on" of "only"), so the lexer may stop
        # inside a word: the judge is shown the whole word, from its first letter
        while npos > base and _in_word(norm.text[npos - 1]):
            npos -= 1
    opos = norm.offsets[npos] if npos < len(norm.offsets) else len(original)
    opos = min(opos, len(original))
    line = original.count("\n", 0, opos) + 1
    line_start = original.rfind("\n", 0, opos) + 1
    column = opos - line_start + 1
    line_end = original.find("\n", opos)
    line_text = original[line_start : line_end if line_end >= 0 else len(original)]
    if isinstance(err, UnexpectedToken):
        token = err.token
        found = "the sentence ended" if token.type == "$END" else f"found {str(token)!r}"
        expected = _expected_words(err.expected)
    elif isinstance(err, UnexpectedCharacters):
        word = re.match(r"\S+", norm.text[npos:])
        found = (
            f"the word {word.group(0)!r} is not part of the card language here"
            if word
            else "unexpected text"
        )
        expected = _expected_words(err.allowed or set())
    elif isinstance(err, UnexpectedEOF):
        found = "the sentence ended too early"
        expected = _expected_words(set(err.expected))
    else:  # pragma: no cover - other UnexpectedInput kinds
        found = "unexpected input"
        expected = ""
    line_text, caret_at = _context(line_text, column - 1)
    message = f"Line {line}, column {column}: {found}"
    if expected:
        message += f"; expected {expected}"
    return f"{message}.\n{line_text}\n{' ' * caret_at}^"


#: Characters of context shown either side of an error: a long line is cut around the spot,
#: so an answer listing many errors grows with the text, not with its square.
CONTEXT = 60


def _context(line_text: str, at: int) -> tuple[str, int]:
    """``line_text`` cut to ``CONTEXT`` characters either side of ``at``, and where ``at``
    falls in the cut text."""
    start, end = max(0, at - CONTEXT), min(len(line_text), at + CONTEXT)
    prefix = "..." if start > 0 else ""
    suffix = "..." if end < len(line_text) else ""
    return prefix + line_text[start:end] + suffix, len(prefix) + at - start


def forget_error_wordings() -> None:
    """Forget the memoised descriptions of expected-token sets (the benchmark's empty caches)."""
    _describe_names.cache_clear()
