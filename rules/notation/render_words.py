"""The notation's words for the renderer: which words read back as the same words (else JSON),
Power names, and the JSON tail a line carries for what has no words."""

from __future__ import annotations

import json
import re
from typing import Any

from rules.notation.vocabulary import PHONE_QUOTES, POWER_WORDS, VERBS

_WORD = re.compile(r"[^\s\d\",:{}\[\]()#&+][^\s\",:{}\[\]()#&]*")


#: Words the notation reads as keywords somewhere, so never written bare as a name or id.
KEYWORDS = frozenset(
    {
        "a",
        "b",
        "turn",
        "check",
        "plays",
        "reserve",
        "defeated",
        "battlesite",
        "hit",
        "special",
        "hand",
        "home",
        "base",
        "missions",
        "ventured",
        "placed",
        "effect",
        "from",
        "by",
        "on",
        "for",
        "to",
        "with",
        "card",
        "universe",
        "permanent",
        "current",
        "any",
        "power",
        *POWER_WORDS,
        *VERBS,
    }
)


POWER_NAMES = {
    "energy": "Energy",
    "fighting": "Fighting",
    "strength": "Strength",
    "intellect": "Intellect",
    "multipower": "Multipower",
    "any_power": "Any-Power",
}


#: The quotes a phone types, which the reader takes for plain ones (``PHONE_QUOTES``): in
#: text the notation writes they are escaped, so a string holding one reads back the same.
_PHONE_QUOTES = {q: f"\\u{ord(q):04x}" for q in PHONE_QUOTES}


def _json(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False)
    for quote, escaped in _PHONE_QUOTES.items():
        text = text.replace(quote, escaped)  # only ever inside a JSON string
    return text


def _bare(text: Any) -> bool:
    """Can ``text`` be written as bare words (read back as the same words)?"""
    if not isinstance(text, str) or not text or text != " ".join(text.split()):
        return False
    if any(q in text for q in _PHONE_QUOTES):
        return False
    return all(_WORD.fullmatch(w) and w.lower() not in KEYWORDS for w in text.split())


def written_name(text: str) -> str:
    """A name as the notation writes it: bare words when they read back the same, else quoted."""
    return text if _bare(text) else _json(text)


def _ref(value: Any) -> bool:
    return isinstance(value, str) and _bare(value) and " " not in value


def _int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _powers(values: Any) -> bool:
    return isinstance(values, list) and bool(values) and all(v in POWER_NAMES for v in values)


def _icons(values: list[str]) -> str:
    return "(" + " ".join(POWER_NAMES[v] for v in values) + ")"


def _tail(rest: dict[str, Any], marker: str = "& ") -> str:
    return f" {marker}{_json(rest)}" if rest else ""
