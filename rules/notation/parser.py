"""Read the situation notation (``notation.lark``) into the JSON request of the API.

``parse_notation(text)`` answers ``{"state": ..., "plays": [...]}`` (or, after a
``check ko`` line, the request of ``checks/ko/``). A mistake raises ``NotationError`` naming
the line and column and what was expected there, in a judge's words.
"""

from __future__ import annotations

import difflib
import re
from functools import cache
from pathlib import Path
from typing import Any

from lark import Lark, Tree
from lark.exceptions import (
    UnexpectedCharacters,
    UnexpectedEOF,
    UnexpectedInput,
    UnexpectedToken,
    VisitError,
)

from judge import limits
from rules.notation.lines import Lines
from rules.notation.vocabulary import PHONE_QUOTES, PLAIN_QUOTES, NotationError

GRAMMAR_PATH = Path(__file__).with_name("notation.lark")
#: As long as the API takes any text (``API_MAX_STRING_LENGTH``): a situation is a few hundred.
MAX_TEXT = 20_000
#: How deep the JSON written in a situation may nest (the request it is put in adds about six
#: levels, and the API takes 32); the parse tree's transformer recurses as deep.
MAX_JSON_DEPTH = 20
#: What does not nest: quoted text and comments.
_NOT_NESTING = re.compile(rb'"(?:[^"\\]|\\.)*"|#[^\n]*')
_EXPECTED = {
    "INT": "a number",
    "WORD": "a name or an id",
    "STRING": 'a quoted name or text ("...")',
    "_NL": "the end of the line",
    "$END": "the end of the text",
    "COLON": "':'",
    "COMMA": "','",
    "LBRACE": "'{'",
    "RBRACE": "'}'",
    "LPAR": "'('",
    "RPAR": "')'",
    "AMPERSAND": "'&'",
    "DOT": "'.'",
    "BONUS": "a bonus such as +3",
    "PLAYER_A": "the player A",
    "PLAYER_B": "the player B",
    "JSON_NUMBER": "a number",
}


@cache
def get_parser() -> Lark:
    """The LALR parser, built once per process (its tables cached in the temp dir)."""
    options = dict(
        parser="lalr",
        lexer="contextual",
        strict=True,
        propagate_positions=True,
        maybe_placeholders=False,
    )
    text = GRAMMAR_PATH.read_text(encoding="utf-8")
    try:
        return Lark(text, cache=True, **options)
    except OSError:
        return Lark(text, cache=False, **options)


def _words(names: set[str]) -> str:
    parser = get_parser()
    terms = {t.name: t for t in parser.terminals}
    shown: list[str] = []
    for name in sorted(names):
        if name in _EXPECTED:
            shown.append(_EXPECTED[name])
        elif name in terms and terms[name].pattern.type == "str":
            shown.append(f"'{terms[name].pattern.value}'")
        else:
            shown.append(name.lower().replace("_", " "))
    unique = list(dict.fromkeys(shown))
    if len(unique) > 10:
        unique = [*unique[:10], "..."]
    return ", ".join(unique)


def _close_keyword(word: str, expected: set[str]) -> str | None:
    """The expected keyword a mistyped word is closest to ("Fightin" -> "fighting")."""
    terms = {t.name: t for t in get_parser().terminals}
    words = [
        terms[name].pattern.value
        for name in expected
        if name in terms and terms[name].pattern.type == "str"
    ]
    close = difflib.get_close_matches(word.lower(), words, n=1, cutoff=0.75)
    return close[0] if close else None


def _describe(err: UnexpectedInput, text: str) -> NotationError:
    line, column = getattr(err, "line", 1) or 1, getattr(err, "column", 1) or 1
    if isinstance(err, UnexpectedToken):
        if err.token.type == "$END":
            lines = text.split("\n")
            line, column = len(lines), len(lines[-1]) + 1
            found = "the end of the text"
        elif err.token.type == "_NL":
            found = "the end of the line"
        else:
            found = f"'{err.token}'"
        message = f"{found} here; expected {_words(err.expected)}"
        close = _close_keyword(str(err.token), err.expected)
        if close:
            message += f" (did you mean '{close}'?)"
        return NotationError(line, column, message)
    if isinstance(err, UnexpectedCharacters):
        char = text[err.pos_in_stream] if err.pos_in_stream < len(text) else ""
        if char == '"':
            return NotationError(line, column, "this quote is not closed on its line")
        return NotationError(
            line, column, f"'{char}' is not understood here; expected {_words(err.allowed)}"
        )
    if isinstance(err, UnexpectedEOF):
        return NotationError(
            line, column, f"the text ends too early; expected {_words(set(err.expected))}"
        )
    return NotationError(line, column, str(err))


def _line_column(text: str, position: int) -> tuple[int, int]:
    line = text.count("\n", 0, position) + 1
    return line, position - (text.rfind("\n", 0, position) + 1) + 1


def _check_bounds(text: str) -> None:
    """Refuse, before parsing, a text holding a character no field takes, or whose
    JSON nests too deep (with the line and column where it does)."""
    problem = limits.char_problem(text)
    if problem:
        raise NotationError(*_line_column(text, problem[0]), f"the text {problem[1]}")
    raw = text.encode("utf-8")
    if limits.json_depth(raw, skip=_NOT_NESTING) <= MAX_JSON_DEPTH:
        return
    flat = _NOT_NESTING.sub(lambda m: re.sub(rb"[^\n]", b" ", m.group()), raw).decode("utf-8")
    depth = 0
    for position, char in enumerate(flat):
        depth += {"{": 1, "[": 1, "}": -1, "]": -1}.get(char, 0)
        if depth > MAX_JSON_DEPTH:
            raise NotationError(
                *_line_column(flat, position), f"JSON nested deeper than {MAX_JSON_DEPTH} levels"
            )


def parse_tree(text: str) -> Tree:
    if len(text) > MAX_TEXT:
        raise NotationError(1, 1, f"the text is longer than {MAX_TEXT} characters")
    text = text.translate(PLAIN_QUOTES)
    _check_bounds(text)
    try:
        return get_parser().parse(text + "\n")
    except UnexpectedInput as err:
        raise _describe(err, text) from None


def parse_notation(text: str) -> dict[str, Any]:
    """The API request written by ``text`` (see the module docstring)."""
    from rules.notation.build import build_request

    try:
        lines = Lines().transform(parse_tree(text)).children
    except VisitError as exc:
        if isinstance(exc.orig_exc, NotationError):
            raise exc.orig_exc from None
        raise
    return build_request(lines)


__all__ = ["MAX_TEXT", "NotationError", "PHONE_QUOTES", "parse_notation", "parse_tree"]
