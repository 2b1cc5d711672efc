"""Read the situation notation (``notation.lark``) into the JSON request of the API.

``parse_notation(text)`` answers ``{"state": ..., "plays": [...]}`` (or, after a
``check ko`` line, the request of ``checks/ko/``). A mistake raises ``NotationError`` naming
the line and column and what was expected there, in a judge's words.
"""

from __future__ import annotations

import difflib
import json
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from lark import Lark, Token, Transformer, Tree, v_args
from lark.exceptions import (
    UnexpectedCharacters,
    UnexpectedEOF,
    UnexpectedInput,
    UnexpectedToken,
    VisitError,
)

from judge import limits

GRAMMAR_PATH = Path(__file__).with_name("notation.lark")
#: As long as the API takes any text (``API_MAX_STRING_LENGTH``): a situation is a few hundred.
MAX_TEXT = 20_000
#: How deep the JSON written in a situation may nest (the request it is put in adds about six
#: levels, and the API takes 32); the parse tree's transformer recurses as deep.
MAX_JSON_DEPTH = 20
#: Digits of a number: the game's numbers have one or two; beyond this a number is nonsense
#: (and Python refuses to read more than 4,300 digits).
MAX_DIGITS = 15
#: What does not nest: quoted text and comments.
_NOT_NESTING = re.compile(rb'"(?:[^"\\]|\\.)*"|#[^\n]*')
#: Quotes a phone keyboard puts in, read as the plain ones.
PHONE_QUOTES = "\u201c\u201d\u201e\u2033"
_QUOTES = str.maketrans(dict.fromkeys(PHONE_QUOTES, '"'))
POWER_WORDS = {
    "energy": "energy",
    "fighting": "fighting",
    "strength": "strength",
    "intellect": "intellect",
    "multipower": "multipower",
    "any-power": "any_power",
    "any power": "any_power",
}
VERBS = {
    "attacks": "attack",
    "defends": "defend",
    "shifts": "shift",
    "plays": "play",
    "places": "place",
    "passes": "pass",
    "concedes": "concede",
}
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


@dataclass
class NotationError(Exception):
    """A line the notation cannot read; ``line`` and ``column`` count from 1."""

    line: int
    column: int
    message: str

    def __str__(self) -> str:
        return f"line {self.line}, column {self.column}: {self.message}"


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


def _number(token: Token, read) -> int | float:
    digits = sum(c.isdigit() for c in token.split("e")[0].split("E")[0])
    value = read(token) if digits <= MAX_DIGITS else None
    problem = "has too many digits" if value is None else limits.number_problem(value)
    if problem:
        raise NotationError(token.line, token.column, f"the number {token[:20]} {problem}")
    return value


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


def _pos(meta: Any) -> tuple[int, int]:
    return (getattr(meta, "line", 1), getattr(meta, "column", 1))


class _Lines(Transformer):
    """Each line becomes ``(kind, data, (line, column))``; cards, hits and effects become
    their JSON."""

    # -- small parts ---------------------------------------------------------------------------
    def STRING(self, token: Token) -> str:  # noqa: N802  (Lark names callbacks after terminals)
        try:
            value = json.loads(token)
        except ValueError:
            raise NotationError(
                token.line, token.column, 'a backslash in quoted text must be \\\\ or \\"'
            ) from None
        problem = limits.char_problem(value)
        if problem:
            raise NotationError(token.line, token.column, f"this quoted text {problem[1]}")
        return value

    def INT(self, token: Token) -> int:  # noqa: N802
        return _number(token, int)

    def JSON_NUMBER(self, token: Token) -> int | float:  # noqa: N802
        return _number(token, json.loads)

    def JSON_TRUE(self, _token: Token) -> bool:  # noqa: N802
        return True

    def JSON_FALSE(self, _token: Token) -> bool:  # noqa: N802
        return False

    def JSON_NULL(self, _token: Token) -> None:  # noqa: N802
        return None

    def json_object(self, pairs: list) -> dict:
        return dict(pairs)

    def json_pair(self, items: list) -> tuple:
        return (items[0], items[1])

    def json_array(self, items: list) -> list:
        return list(items)

    def extras(self, items: list) -> dict:
        return {"__extras__": items[0]}

    def words(self, items: list) -> str:
        return " ".join(str(t) for t in items)

    def name(self, items: list) -> str:
        return items[0]

    def power(self, items: list) -> str:
        return POWER_WORDS[" ".join(str(t).lower() for t in items)]

    def player(self, items: list) -> str:
        return str(items[0])

    def icons(self, items: list) -> list[str]:
        return list(items)

    def grid(self, items: list) -> tuple:
        return tuple(zip(("energy", "fighting", "strength", "intellect"), items, strict=True))

    def char_named(self, items: list) -> dict[str, Any]:
        char: dict[str, Any] = {}
        name, rest = items[0], items[1:]
        if rest and isinstance(rest[0], tuple):
            char.update(name=name, grid=dict(rest[0]))
            rest = rest[1:]
        else:
            char["card"] = name
        for extra in rest:
            char.update(extra)
        return char

    def char_json(self, items: list) -> dict[str, Any]:
        return items[0]

    # -- cards ---------------------------------------------------------------------------------
    def power_card(self, items: list) -> dict:
        card: dict[str, Any] = {"power": items[1], "value": items[0]}
        if len(items) > 2:
            card["icons"] = items[2]
        return card

    def special_char(self, items: list) -> tuple[str, str]:
        return ("character", " ".join(str(t) for t in items))

    def special_card(self, items: list) -> dict:
        special: dict[str, Any] = {}
        if isinstance(items[0], tuple):
            special["character"] = items[0][1]
            items = items[1:]
        special["name"] = items[0]
        if len(items) > 1:
            special["text"] = items[1]
        return {"special": special}

    def universe_card(self, items: list) -> dict:
        kind, rest = str(items[0]).lower(), items[1:]
        powers = [i for i in rest if isinstance(i, str) and not isinstance(i, Token)]
        card: dict[str, Any] = {"universe": kind}
        if kind == "training" or len(powers) != 1:
            card["icons"] = powers
        else:
            card["icon"] = powers[0]
        for item in rest:
            if isinstance(item, int):
                card["requires"] = item
            elif isinstance(item, Token) and item.type == "BONUS":
                card["bonus"] = int(item[1:])
        return card

    def catalogue_card(self, items: list) -> dict:
        return {"card": items[-1]}

    def card(self, items: list) -> dict:
        card = items[0]
        if len(items) > 1:
            inner = card["special"] if set(card) == {"special"} else card
            inner.update(items[1])
        return card

    def card_json(self, items: list) -> dict:
        return items[0]

    def cards(self, items: list) -> list:
        return list(items)

    def hit_body(self, items: list) -> dict:
        hit: dict[str, Any] = {"icon": items[1], "value": items[0]}
        for item in items[2:]:
            if isinstance(item, list):
                hit["icons"] = item
            elif isinstance(item, Token):
                hit["record"] = str(item).lower()
            elif isinstance(item, dict):
                hit.update(item)
        return hit

    # -- effects in play ---------------------------------------------------------------------
    def from_player(self, items: list) -> tuple:
        return ("player", items[0])

    def by(self, items: list) -> tuple:
        return ("by", str(items[0]))

    def on(self, items: list) -> tuple:
        return ("target", str(items[0]).lower() if items[0].type == "BATTLESITE" else str(items[0]))

    def duration(self, items: list) -> tuple:
        return ("duration", str(items[0]))

    def effect_body(self, items: list) -> dict:
        effect: dict[str, Any] = {"card": items[0]}
        extras: dict = {}
        for item in items[1:]:
            if isinstance(item, tuple):
                effect[item[0]] = item[1]
            else:
                extras = item["__extras__"]
        effect.update(extras)
        return effect

    # -- plays -----------------------------------------------------------------------------------
    def number(self, items: list) -> tuple:
        return ("number", items[0])

    def verb(self, items: list) -> tuple:
        return ("type", VERBS[str(items[0]).lower()])

    def target(self, items: list) -> tuple:
        return self.on(items)

    def to(self, items: list) -> tuple:
        return ("to", str(items[0]))

    def with_(self, items: list) -> tuple:
        return ("cards", items[0])

    @v_args(meta=True)
    def play(self, meta: Any, items: list) -> tuple:
        play: dict[str, Any] = {}
        extras: dict = {}
        for item in items:
            if isinstance(item, tuple):
                if item[0] != "number":
                    play[item[0]] = item[1]
            elif isinstance(item, dict):
                extras = item["__extras__"]
            elif isinstance(item, Token):
                play["by"] = str(item)
            else:
                play["player"] = item
        ordered = {"type": play.pop("type"), **play}
        return ("play", (ordered, extras), _pos(meta))


def _line_kinds() -> list[str]:
    return [
        "check",
        "turn",
        "plays_header",
        "character",
        "battlesite",
        "battlesite_hit",
        "battlesite_special",
        "hand",
        "home_base",
        "pile_counts",
        "player_extras",
        "state_extras",
        "hit",
        "placed",
        "char_effect",
        "effect",
    ]


def _tag(kind: str):
    @v_args(meta=True)
    def line(self, meta: Any, items: list) -> tuple:
        return (kind, items, _pos(meta))

    return line


for _kind in _line_kinds():
    setattr(_Lines, _kind, _tag(_kind))
setattr(_Lines, "with", _Lines.with_)


def parse_tree(text: str) -> Tree:
    if len(text) > MAX_TEXT:
        raise NotationError(1, 1, f"the text is longer than {MAX_TEXT} characters")
    text = text.translate(_QUOTES)
    _check_bounds(text)
    try:
        return get_parser().parse(text + "\n")
    except UnexpectedInput as err:
        raise _describe(err, text) from None


def parse_notation(text: str) -> dict[str, Any]:
    """The API request written by ``text`` (see the module docstring)."""
    from rules.notation.build import build_request

    try:
        lines = _Lines().transform(parse_tree(text)).children
    except VisitError as exc:
        if isinstance(exc.orig_exc, NotationError):
            raise exc.orig_exc from None
        raise
    return build_request(lines)
