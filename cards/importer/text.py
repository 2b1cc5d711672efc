"""Small pure helpers for reading card-list text: power types, One Per Deck, name keys."""

from __future__ import annotations

import re
import unicodedata

from rules.engine.cards import POWER_TYPES

# Power type words as they appear in the lists, with the lists' own misspellings.
_TYPE_WORDS = {
    "energy": "energy",
    "enegry": "energy",
    "enery": "energy",
    "fighting": "fighting",
    "figthing": "fighting",
    "fightng": "fighting",
    "fightin": "fighting",
    "strength": "strength",
    "strenght": "strength",
    "strengh": "strength",
    "stength": "strength",
    "intellect": "intellect",
    "intelect": "intellect",
    "intellct": "intellect",
    "intelligence": "intellect",
}

TYPE_RE = r"(?:energy|enegry|enery|fighting|figthing|fightng|fightin|strength|strenght|strengh|stength|intellect|intelect|intellct)"
ANY_POWER_RE = r"any[\s\-]*power"

_OPD_RE = re.compile(r"one[\s\-]*per[\s\-]*de(?:c?k|ck|kc)\b\.?", re.IGNORECASE)
_OPD_WORDS_AFTER = re.compile(r"\s*[\"'”’]?\s*(?:special|card|aspect|event|s\b)", re.IGNORECASE)

TRADEMARKS = "™®©"


def power_type(word: str) -> str | None:
    """The power type a (possibly misspelt) word names, or None."""
    w = word.strip().lower()
    if w in _TYPE_WORDS:
        return _TYPE_WORDS[w]
    if re.fullmatch(ANY_POWER_RE, w) or w in ("any", "anypower"):
        return "any_power"
    if w in ("multipower", "multi-power", "multi power"):
        return "multipower"
    return None


def clean_name(name: str) -> str:
    """A card name for display: no trademark signs, no list annotations, single spaces."""
    out = name
    for mark in TRADEMARKS:
        out = out.replace(mark, "")
    out = re.sub(r"\s*\((?:sic|misprint)\)", "", out, flags=re.IGNORECASE)
    out = out.replace("\u2011", "-").replace("\u2013", "-").replace("\u2014", "-")
    out = re.sub(r"\s+", " ", out).strip()
    return out


def clean_text(text: str | None) -> str:
    """Printed text as stored: '-' and empty mean no text; whitespace tidied."""
    if text is None:
        return ""
    out = text.replace("\u2011", "-").replace("\u00a0", " ")
    out = re.sub(r"[ \t]+", " ", out).strip()
    if out in ("-", "--", "—"):
        return ""
    return out


def norm_key(text: str) -> str:
    """Lower-case letters and digits only: the identity used to match names and texts."""
    folded = unicodedata.normalize("NFKD", clean_name(text)).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "", folded.lower())


def name_key(text: str) -> str:
    """Words of a name, lower case, for case-insensitive look-ups ("dr strange")."""
    folded = unicodedata.normalize("NFKD", clean_name(text)).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", " ", folded.lower()).strip()


def find_one_per_deck(text: str) -> list[tuple[int, int]]:
    """Spans of the One Per Deck *marker* in ``text``.

    A marker is the phrase standing on its own (usually last, often glued to the sentence
    before it: "game.One Per Deck", "KOOne Per Deck", "One Per Dek"). A mention inside a
    sentence ('May play any "Professor X" One-Per-Deck Special cards', 'May not be combined
    with a "One Per Deck" Special') is not a marker.
    """
    spans = []
    for m in _OPD_RE.finditer(text):
        before = text[: m.start()].rstrip()
        after = text[m.end() :]
        if before.endswith(('"', "'", "“", "‘", "any", "non-", "non")):
            continue
        if _OPD_WORDS_AFTER.match(after):
            continue
        if after.strip().startswith(('"', "”")):
            continue
        spans.append((m.start(), m.end()))
    return spans


def has_one_per_deck(text: str) -> bool:
    return bool(find_one_per_deck(text))


def strip_one_per_deck(text: str) -> str:
    """The text without its One Per Deck marker(s)."""
    spans = find_one_per_deck(text)
    out = text
    for start, end in reversed(spans):
        out = out[:start] + " " + out[end:]
    return re.sub(r"\s+", " ", out).strip()


def tidy_one_per_deck(text: str) -> str:
    """The text with its One Per Deck marker written the standard way, as its own sentence."""
    if not has_one_per_deck(text):
        return text
    body = strip_one_per_deck(text).rstrip()
    if body and body[-1] not in ".!?":
        body += "."
    return f"{body} One Per Deck".strip()


def split_types(words: str) -> list[str]:
    """Power types named in a phrase like 'Energy/Strength/Fighting' or 'Energy or Intellect'."""
    found = []
    for w in re.findall(rf"{TYPE_RE}|{ANY_POWER_RE}|multi-?power", words, flags=re.IGNORECASE):
        t = power_type(w)
        if t and t not in found:
            found.append(t)
    return found


ALL_TYPES = list(POWER_TYPES)
