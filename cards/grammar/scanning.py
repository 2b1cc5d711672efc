"""The contextual lexer's scanners as the inline reading runs them (``cards.grammar.inline``).

For each parser state: Lark's own compiled patterns of the terminals that state accepts
(tried in the same order), the terminals the lexer ignores, Lark's terminal callbacks (a
keyword a name pattern also matches), and, when it is safe, a shortcut past the ignored
whitespace between words. Lark finds that whitespace as it finds any token, with a search of
the state's whole alternation of terminals (some hundreds of keywords); the shortcut matches
the whitespace terminal's own pattern alone. It is taken only where it finds what Lark's
search finds: at a character only the whitespace terminal can begin with (no other terminal
of the state can begin with it, by a look at the first element of each pattern), the
alternation's first match is the whitespace terminal's, and its match is the same.
"""

from __future__ import annotations

import re
from re import _constants as sre  # the parsed form of a pattern (``re._parser``'s ops)
from re import _parser as sre_parse
from typing import Any

#: Characters the whitespace shortcut may skip: those the ignored terminal matches.
_SPACES = " \t\n\r\f\v"


def scans(lark: Any) -> dict[int, tuple[Any, ...]] | None:
    """Each parser state's ``(patterns, ignored types, callbacks, skip)``: ``skip`` is
    ``(characters, pattern)`` of the ignored whitespace when the shortcut is safe in that
    state, else ``None``. ``None`` for a lexer this does not know (no contextual lexer)."""
    lexer = getattr(lark.parser, "lexer", None)
    lexers = getattr(lexer, "lexers", None)
    if not isinstance(lexers, dict):
        return None
    skips = _skips(lark.lexer_conf)
    by_lexer: dict[int, tuple[Any, ...]] = {}
    out: dict[int, tuple[Any, ...]] = {}
    for state, basic in lexers.items():
        scan = by_lexer.get(id(basic))
        if scan is None:
            skip = None
            if len(basic.ignore_types) == 1:
                (ignored,) = basic.ignore_types
                skip, begins = skips.get(ignored, (None, frozenset()))
                if skip is not None and any(t.name in begins for t in basic.terminals):
                    skip = None
            scan = (tuple(basic.scanner._mres), basic.ignore_types, basic.callback, skip)
            by_lexer[id(basic)] = scan
        out[state] = scan
    return out


def _skips(conf: Any) -> dict[str, tuple[tuple[str, re.Pattern[str]] | None, frozenset[str]]]:
    """For each ignored terminal: its shortcut ``(characters, pattern)`` (``None`` when it
    begins with no whitespace), and the other terminals that may begin where it does (a state
    that accepts one of them takes no shortcut)."""
    if conf.re_module is not re:
        return {}  # patterns for the ``regex`` module are not read here
    out = {}
    by_name = {t.name: t for t in conf.terminals}
    for ignored in conf.ignore:
        term = by_name.get(ignored)
        if term is None:
            continue
        pattern = re.compile(term.pattern.to_regexp(), conf.g_regex_flags)
        chars = "".join(c for c in _SPACES if pattern.match(c))
        begins = frozenset(
            name
            for name, t in by_name.items()
            if name != ignored
            and chars
            and _may_begin_with(t.pattern.to_regexp(), chars, conf.g_regex_flags)
        )
        out[ignored] = ((chars, pattern) if chars else None, begins)
    return out


def _may_begin_with(regexp: str, chars: str, flags: int) -> bool:
    """Whether a match of ``regexp`` may begin with one of ``chars`` (``True`` whenever the
    pattern's first element is anything this does not read for certain)."""
    try:
        parsed = sre_parse.parse(regexp, flags)
    except re.error:
        return True
    return _first(list(parsed), frozenset(chars)) is not False


def _first(items: list[tuple[Any, Any]], chars: frozenset[str]) -> bool | None:
    """``False`` when the sequence ``items`` surely consumes a first character and it is none
    of ``chars``; ``True`` when it may begin with one of them (or this cannot tell); ``None``
    when it may match nothing at all (then what follows it decides)."""
    for op, av in items:
        if op in (sre.AT, sre.ASSERT, sre.ASSERT_NOT):
            continue  # zero-width: the next element begins the match
        if op is sre.LITERAL:
            return chr(av) in chars
        if op is sre.IN:
            return _class_has(av, chars)
        if op is sre.SUBPATTERN:
            found = _first(list(av[-1]), chars)
        elif op is sre.BRANCH:
            branches = [_first(list(b), chars) for b in av[1]]
            if True in branches:
                return True
            found = None if None in branches else False
        elif op in (sre.MAX_REPEAT, sre.MIN_REPEAT):
            low, _high, sub = av
            found = _first(list(sub), chars)
            if found is True:
                return True
            if low == 0:
                found = None
        else:
            return True  # any character, a back-reference ...: cannot tell
        if found is not None:
            return found
    return None


def _class_has(members: list[tuple[Any, Any]], chars: frozenset[str]) -> bool:
    """Whether a character class ``[...]`` may match one of ``chars``."""
    hit = False
    for op, av in members:
        if op is sre.NEGATE:
            return True  # a negated class: cannot tell cheaply
        if op is sre.LITERAL:
            hit = hit or chr(av) in chars
        elif op is sre.RANGE:
            hit = hit or any(av[0] <= ord(c) <= av[1] for c in chars)
        elif op is sre.CATEGORY:
            if av not in (sre.CATEGORY_DIGIT, sre.CATEGORY_WORD):
                return True  # \s, \S, \D, \W: may be a space
        else:
            return True
    return hit
