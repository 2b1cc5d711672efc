"""The literal text every match of a regular expression contains, to skip searches cheaply.

Normalisation runs some sixty spelling steps over every card text and most of them find
nothing; a regex search costs a few microseconds even then, a substring test (``in``) a tenth
of that. ``needles`` reads the pattern's parsed form and returns literals one of which every
match must hold: the longest run of literal characters of the pattern's top-level sequence
(its plain groups and its positive lookarounds included), or, for an alternation, one literal
per branch, for a class of plain characters, each character ("\u2018" or "\u2019" or "`"),
for a repeated character, as many of it as the repeat needs at least ("  " for `` {2,}``). A
text holding none of them cannot match, so the search is skipped. Patterns with no such
literals (a class of ranges, a branch without a literal) are always searched.
"""

from __future__ import annotations

import re
from typing import Any

try:  # the parser behind ``re.compile``; private, so its absence only costs the shortcut
    from re import _parser as _sre_parse  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover - Python without it
    _sre_parse = None


def needles(rx: re.Pattern[str]) -> tuple[tuple[str, ...], bool]:
    """Literals one of which every match of ``rx`` holds (``()`` when there are none), and
    whether they are to be looked for in the lower-cased text (a case-insensitive pattern).

    Unicode case folding matches some ASCII letters with other characters (the Kelvin sign
    with "k"), so a case-insensitive pattern's needles may only be looked for in an ASCII
    text lower-cased, and only when they are ASCII themselves."""
    if _sre_parse is None:
        return (), False
    try:
        parsed = _sre_parse.parse(rx.pattern, rx.flags)
    except Exception:  # noqa: BLE001 - any surprise in a private API: no shortcut
        return (), False
    found: list[tuple[str, ...]] = []
    _collect(list(parsed), found)
    best = _best(found)
    if not rx.flags & re.IGNORECASE:
        return best, False
    if not all(n.isascii() for n in best):
        return (), False
    return tuple(dict.fromkeys(n.lower() for n in best)), True


def _best(found: list[tuple[str, ...]]) -> tuple[str, ...]:
    """The choice of literals that rules out most texts: not only spaces (every text has
    them), then the fewest literals (one, when there is a run of them), then the longest
    shortest literal."""
    return max(
        found,
        key=lambda alts: (any(n.strip() for n in alts), -len(alts), min(map(len, alts))),
        default=(),
    )


def _collect(items: list[tuple[Any, Any]], found: list[tuple[str, ...]]) -> None:
    """The choices of literals of one sequence of parsed items into ``found``: a run of
    literals (runs inside plain groups join the run around them, those inside positive
    lookarounds stand alone) is a choice of one."""
    run: list[str] = []
    for op, av in items:
        name = str(op)
        if name == "LITERAL":
            run.append(chr(av))
            continue
        if name == "SUBPATTERN" and not av[1] and not av[2]:
            # A plain group (no scoped flags): its own sequence continues this run when it
            # is nothing but literals.
            inner = list(av[3])
            if inner and all(str(o) == "LITERAL" for o, _ in inner):
                run.extend(chr(v) for _, v in inner)
                continue
            _collect(inner, found)
        elif name == "ASSERT":
            inner = list(av[1])
            if run and av[0] == 1 and inner:
                # A lookahead right after the run: the run and what the lookahead starts with.
                first = _first_characters(inner[0])
                if first:
                    found.append(tuple("".join(run) + c for c in first))
            _collect(inner, found)
        elif name == "BRANCH":
            # Every branch must hold one of its own literals.
            choices = []
            for branch in av[1]:
                inner_found: list[tuple[str, ...]] = []
                _collect(list(branch), inner_found)
                choices.append(_best(inner_found))
            if all(choices):
                found.append(tuple(dict.fromkeys(n for alts in choices for n in alts)))
        elif name == "IN" and av and all(str(o) == "LITERAL" for o, _ in av):
            found.append(tuple(chr(v) for _, v in av))
        elif name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT") and av[0] >= 1:
            body = list(av[2])
            if len(body) == 1 and str(body[0][0]) == "LITERAL":
                # The least repeat of one character: it may start a run (what follows the
                # repeat follows its last characters) or end one (what precedes it precedes
                # its first ones), not both, since more of it may come between.
                least = chr(body[0][1]) * av[0]
                if not run:
                    run.append(least)
                    continue
                run.append(least)
            else:
                _collect(body, found)
        if run:
            found.append(("".join(run),))
            run = []
    if run:
        found.append(("".join(run),))


def _first_characters(item: tuple[Any, Any]) -> tuple[str, ...]:
    """The characters one of which a parsed item starts with, when it is a literal or a class
    of plain characters (``()`` otherwise)."""
    op, av = item
    if str(op) == "LITERAL":
        return (chr(av),)
    if str(op) == "IN" and av and all(str(o) == "LITERAL" for o, _ in av):
        return tuple(chr(v) for _, v in av)
    return ()


# A pattern source with no upper-case letter and no escape but ``\b`` and escaped punctuation.
_FOLDABLE = re.compile(r"(?:[^A-Z\\]|\\[^A-Za-z]|\\b)*")


def folded_twin(rx: re.Pattern[str]) -> re.Pattern[str] | None:
    """For a case-insensitive pattern written in lower case (``\\b(figthing|fro)\\b``), the
    same pattern case-sensitive: on an ASCII text lower-cased it finds a match exactly when
    ``rx`` finds one on the text (a lower-case letter, or a class of them, matches a letter
    of either case; word boundaries do not change with case), and it searches several times
    faster, since a case-insensitive alternation has no fast first-character test. ``None``
    for any other pattern."""
    if not rx.flags & re.IGNORECASE or not _FOLDABLE.fullmatch(rx.pattern):
        return None
    return re.compile(rx.pattern, rx.flags & ~re.IGNORECASE)


def lean_twin(rx: re.Pattern[str]) -> re.Pattern[str] | None:
    """``rx`` without the lookbehind it starts with (``(?<=\\bplay )where`` -> ``where``): it
    matches wherever ``rx`` does (and perhaps elsewhere), and searches several times faster,
    since a pattern that starts with a literal or a class gets a fast first-character scan and
    one that starts with a lookbehind does not. ``None`` for a pattern that does not start
    with one."""
    source = rx.pattern
    if not source.startswith(("(?<=", "(?<!")):
        return None
    end = _group_end(source)
    rest = source[end:]
    if end < 0 or not rest:
        return None
    try:
        lean = re.compile(rest, rx.flags)
    except re.error:
        return None
    # A group inside the lookbehind would renumber the groups after it (and what a
    # backreference to them means).
    return lean if lean.groups == rx.groups else None


def _group_end(source: str) -> int:
    """The index just after the group that opens ``source`` (-1 if it never closes), escapes
    and character classes skipped."""
    depth = 0
    i = 0
    while i < len(source):
        c = source[i]
        if c == "\\":
            i += 2
            continue
        if c == "[":
            i += 1
            if i < len(source) and source[i] == "^":
                i += 1
            if i < len(source) and source[i] == "]":
                i += 1
            while i < len(source) and source[i] != "]":
                i += 2 if source[i] == "\\" else 1
        elif c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return -1
