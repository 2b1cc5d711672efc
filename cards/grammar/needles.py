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
    """The choice of literals that rules out most texts: the fewest literals (one, when
    there is a run of them), then the longest shortest literal."""
    return max(found, key=lambda alts: (-len(alts), min(map(len, alts))), default=())


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
            _collect(list(av[1]), found)
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
                # The least repeat of one character ends the run: more of it may follow.
                run.append(chr(body[0][1]) * av[0])
            else:
                _collect(body, found)
        if run:
            found.append(("".join(run),))
            run = []
    if run:
        found.append(("".join(run),))


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
