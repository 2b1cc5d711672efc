"""The bounds every value a request carries must keep, whichever door it came in by (the
API's JSON, the situation notation, the pages' fields). Pure Python, for ``api`` and ``rules``.

- ``json_depth`` counts how deep arrays and objects nest in raw text with C-level iterators,
  before anything recursive (a decoder, a Lark transformer) sees it;
- ``unsafe_values`` names every value no field takes: a string longer than any field, a NUL
  (PostgreSQL refuses it in text), a lone UTF-16 surrogate (``"\\ud800"`` decodes to one, and it
  cannot be encoded back into a UTF-8 answer), a number that is not finite or beyond I-JSON's
  interoperable range (RFC 7493: no count or value of the game comes near it).
"""

from __future__ import annotations

import math
import operator
import re
from itertools import accumulate, count

#: A JSON string: brackets inside it do not nest.
_JSON_STRING = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"')
_NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")
#: An opening bracket counts 2, a closing one 0: the depth after i+1 brackets is the sum
#: so far minus i+1.
_STEP = bytes.maketrans(b"[{]}", b"\x02\x02\x00\x00")

UNSAFE_CHARS = re.compile("[\x00\ud800-\udfff]")
MAX_SAFE_INTEGER = 2**53 - 1
#: What raw JSON must hold for a decoded value to be unsafe: a ``\\u`` escape (JSON strings
#: cannot hold a raw NUL, and a surrogate comes only escaped), an exponent or more digits in a
#: row than a safe integer has.
_MAYBE_UNSAFE = re.compile(rb"\\u|[0-9][eE]|[0-9]{16}")


def json_depth(raw: bytes, skip: re.Pattern[bytes] = _JSON_STRING) -> int:
    """The deepest nesting of arrays and objects in ``raw``; what ``skip`` matches (strings,
    by default) does not count."""
    steps = skip.sub(b"", raw).translate(_STEP, _NOT_BRACKETS)
    if not steps:
        return 0
    return max(map(operator.sub, accumulate(steps), count(1)))


def char_problem(text: str) -> tuple[int, str] | None:
    """``(position, message)`` of the first NUL or lone surrogate of ``text``."""
    found = UNSAFE_CHARS.search(text)
    if found is None:
        return None
    what = "a NUL character" if found.group() == "\x00" else "a lone UTF-16 surrogate"
    return found.start(), f"holds {what} at position {found.start()}"


def number_problem(value: int | float) -> str | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, float) and not math.isfinite(value):
        return "must be a finite number"
    if abs(value) > MAX_SAFE_INTEGER:
        return f"must be between -{MAX_SAFE_INTEGER} and {MAX_SAFE_INTEGER}"
    return None


def _string_problem(text: str, limit: int) -> str | None:
    if len(text) > limit:
        return f"must be at most {limit} characters (got {len(text)})"
    found = char_problem(text)
    return found[1] if found else None


def maybe_unsafe(raw: bytes, limit: int) -> bool:
    """False when the raw JSON cannot decode to an unsafe value (the common case, at C speed):
    no string in it can be longer than ``limit`` and nothing in it decodes to a NUL, a
    surrogate or a number out of range."""
    return len(raw) > limit or _MAYBE_UNSAFE.search(raw) is not None


def unsafe_values(data, limit: int, path: str = "") -> dict[str, str]:
    """``{path: message}`` for every value of decoded JSON ``data`` no field takes (see the
    module docstring); ``limit`` is the longest string any field takes."""
    found: dict[str, str] = {}
    at_path = path or "body"
    if isinstance(data, str):
        problem = _string_problem(data, limit)
        if problem:
            found[at_path] = problem
    elif isinstance(data, int | float):
        problem = number_problem(data)
        if problem:
            found[at_path] = problem
    elif isinstance(data, dict):
        for key, value in data.items():
            shown = UNSAFE_CHARS.sub("?", key[:40])
            at = f"{path}.{shown}" if path else shown
            problem = _string_problem(key, limit)
            if problem:
                found[at] = f"names a field that {problem}"
            found.update(unsafe_values(value, limit, at))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            found.update(unsafe_values(value, limit, f"{path}.{index}" if path else str(index)))
    return found
