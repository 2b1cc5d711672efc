"""Reading a query string into the syntax tree (pure Python): tokens, quotes, groups and filters; nothing is an error, every oddity becomes a warning."""

from __future__ import annotations

import re
from dataclasses import dataclass

from cards.search.filters import _norm, type_targets
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


# Tokenizer
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


# Parser (recursive descent over the tokens)
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
