"""The literal text every match of a regular expression contains, to skip searches cheaply.

Normalisation runs some fifty spelling steps over every card text and most of them find
nothing; a regex search costs a few microseconds even then, a substring test (``in``) a tenth
of that. ``needle`` reads the pattern's parsed form and returns its longest run of literal
characters that every match must hold (the pattern's top-level sequence, its plain groups and
its positive lookarounds); a text without that run cannot match, so the search is skipped.
Patterns with no such run (a top-level alternation, a character class) get no needle and are
always searched.
"""

from __future__ import annotations

import re
from typing import Any

try:  # the parser behind ``re.compile``; private, so its absence only costs the shortcut
    from re import _parser as _sre_parse  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover - Python without it
    _sre_parse = None


def needle(rx: re.Pattern[str]) -> tuple[str, bool]:
    """The longest literal run every match of ``rx`` holds ("" when there is none), and
    whether it is to be looked for in the lower-cased text (a case-insensitive pattern).

    Unicode case folding matches some ASCII letters with other characters (the Kelvin sign
    with "k"), so a case-insensitive pattern's needle may only be looked for in an ASCII
    text lower-cased, and only when the needle is ASCII itself."""
    if _sre_parse is None:
        return "", False
    try:
        parsed = _sre_parse.parse(rx.pattern, rx.flags)
    except Exception:  # noqa: BLE001 - any surprise in a private API: no shortcut
        return "", False
    runs: list[str] = []
    _collect(list(parsed), runs)
    literal = max(runs, key=len, default="")
    if not rx.flags & re.IGNORECASE:
        return literal, False
    return (literal.lower(), True) if literal.isascii() else ("", False)


def _collect(items: list[tuple[Any, Any]], runs: list[str]) -> None:
    """Literal runs of one sequence of parsed items into ``runs``; runs inside plain groups
    join the run around them, those inside positive lookarounds stand alone."""
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
            _collect(inner, runs)
        elif name == "ASSERT":
            _collect(list(av[1]), runs)
        if run:
            runs.append("".join(run))
            run = []
    if run:
        runs.append("".join(run))


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
