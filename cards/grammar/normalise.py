"""Normalisation of card text before parsing, and splitting it into sentences.

Every step only changes spelling, never meaning: typographic quotes become plain ones,
trademark signs go, the many ways of writing "KO" become one, missing spaces are put back,
the data's known misspellings are corrected and the grammar's keywords are lower-cased (so a
sentence-initial "May" is the keyword "may"). The result keeps, for every character, the
offset of the character of the original text it came from, so spans found in the normalised
text point back into the card's effective text.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass


@dataclass(frozen=True)
class Normalised:
    """Normalised text plus ``offsets[i]``: the original index of normalised character ``i``.

    ``offsets`` has one extra entry at the end (the original length) so that an exclusive
    end position maps too.
    """

    text: str
    offsets: tuple[int, ...]

    def original_span(self, start: int, end: int) -> tuple[int, int]:
        start = max(0, min(start, len(self.text)))
        end = max(start, min(end, len(self.text)))
        if end == start:
            return (self.offsets[start], self.offsets[start])
        return (self.offsets[start], self.offsets[end - 1] + 1)


@functools.lru_cache(maxsize=256)
def _compiled(pattern: str, flags: int) -> re.Pattern[str]:
    return re.compile(pattern, flags)


class _Buffer:
    def __init__(self, text: str) -> None:
        self.text = text
        self.offsets = list(range(len(text) + 1))

    def sub(
        self,
        pattern: str | re.Pattern[str],
        repl: str | Callable[[re.Match[str]], str],
        flags: int = 0,
    ) -> None:
        rx = _compiled(pattern, flags) if isinstance(pattern, str) else pattern
        if rx.search(self.text) is None:
            return
        out: list[str] = []
        offs: list[int] = []
        pos = 0
        for m in rx.finditer(self.text):
            s, e = m.span()
            out.append(self.text[pos:s])
            offs.extend(self.offsets[pos:s])
            new = repl(m) if callable(repl) else m.expand(repl)
            if s == e:
                anchor = self.offsets[s]
                offs.extend([anchor] * len(new))
            else:
                for i in range(len(new)):
                    offs.append(self.offsets[min(s + i, e - 1)])
            out.append(new)
            pos = e
        out.append(self.text[pos:])
        offs.extend(self.offsets[pos:])  # includes the end sentinel
        self.text = "".join(out)
        self.offsets = offs


# Misspellings found in real card data; each maps to the only word it can mean.
MISSPELLINGS: dict[str, str] = {
    "figthing": "Fighting",
    "fightng": "Fighting",
    "strenght": "Strength",
    "stength": "Strength",
    "intellegence": "Intellect",
    "inteelect": "Intellect",
    "energyor": "Energy or",
    "succesful": "successful",
    "sucessful": "successful",
    "successfull": "successful",
    "condeded": "conceded",
    "exluding": "excluding",
    "determing": "determining",
    "bedefended": "defended",
    "addtional": "additional",
    "removea": "remove a",
    "ona": "on a",
    "fro": "from",
    "towards": "toward",
    "ko'ed": "KO'd",
    "atacks": "attacks",
    "consedes": "concedes",
    "ventura": "Venture",
    "atack": "attack",
    "rerseve": "Reserve",
    "traing": "Training",
}

_WORD = re.compile(r"[A-Za-z]+(?:-[A-Za-z]+)*(?:'(?!s\b)[a-z]+)?")


def normalise(text: str, keywords: Iterable[str] = ()) -> Normalised:
    """Normalise card text for the lexer. ``keywords`` are lower-cased wherever they occur."""
    buf = _Buffer(text or "")
    # Typography.
    buf.sub(r"[\u201c\u201d\u201e\u2033]", '"')
    buf.sub(r"[\u2018\u2019\u2032`´]", "'")
    buf.sub(r"[\u2013\u2014]", "-")
    buf.sub(r"[\u2122\u00ae\u00a9]|\(TM\)|\(R\)", "")
    buf.sub(r"\.{3}|\u2026", ".")
    buf.sub(r"[\t\r\n\u00a0]", " ")
    buf.sub(r"\s*\(sic\)", "", re.IGNORECASE)  # an editor's note in card lists, not card text
    buf.sub(r"\*\*", "")  # emphasis marks in rulebook quotations
    # KO in all its spellings: K.O., K.O, K. O., KO'D, K.O.'d ...
    buf.sub(r"\bK\.\s?O\b\.?(?='[dD])", "KO")
    buf.sub(r"\bK\.\s?O\.(?=\s+[A-Z])", "KO.")
    buf.sub(r"\bK\.\s?O\b\.?", "KO ")
    buf.sub(r"\bKO'D\b", "KO'd")
    buf.sub(r"\bKO'?ed\b", "KO'd")
    buf.sub(r"\bKO\s+(?=[.,;:)])", "KO")
    # Missing spaces: "battle.One Per Deck", "KOOne Per Deck", "attack,May".
    buf.sub(r"(?<=\S)(?=One Per De)", " ")
    buf.sub(r"(?<=[a-z0-9)\"'])([.,;:])(?=[A-Za-z\"])", r"\1 ")
    buf.sub(r"\bPer Dek\b", "Per Deck", re.IGNORECASE)
    # The data's known misspellings (whole words only).
    buf.sub(
        r"\b(" + "|".join(re.escape(w) for w in MISSPELLINGS) + r")\b",
        lambda m: _same_case(m.group(0), MISSPELLINGS[m.group(0).lower()]),
        re.IGNORECASE,
    )
    buf.sub(r"\bmy (?=not\b)", "may ", re.IGNORECASE)
    buf.sub(r"\b(may) on (?=be\b)", r"\1 only ", re.IGNORECASE)
    buf.sub(r"\bAny-Power\b|\bAny Power\b", "any-power")
    buf.sub(r"\bAny-Power\b", "any-power", re.IGNORECASE)
    buf.sub(r"\bAny[- ]Hero\b", "any-hero")
    buf.sub(r"\bAny[- ]Character\b", "any-character")
    buf.sub(r"\bMulti-?Power\b", "MultiPower", re.IGNORECASE)
    buf.sub(r"\bfollow up\b", "follow-up", re.IGNORECASE)
    buf.sub(r" {2,}", " ")
    buf.sub(r"^ +| +$", "")
    buf.sub(r" +(?=[.,;:])", "")
    kw = keywords if isinstance(keywords, frozenset) else frozenset(k.lower() for k in keywords)
    if kw:
        # Lower-case keywords outside quotes: sentence-initial capitals, "Target Character".
        quoted = [m.span() for m in re.finditer(r'"[^"]*"', buf.text)]

        def lower(m: re.Match[str]) -> str:
            word = m.group(0)
            if word.lower() not in kw or any(s <= m.start() < e for s, e in quoted):
                return word
            return word.lower()

        buf.sub(_WORD, lower)
    return Normalised(buf.text, tuple(buf.offsets))


def _same_case(original: str, replacement: str) -> str:
    if original[:1].islower():
        return replacement[:1].lower() + replacement[1:]
    return replacement


_ABBREVIATIONS = ("vs", "Mr", "Dr", "Mrs", "Ms", "St", "Jr", "Sr", "No")
_SENTENCE_END = re.compile(r'[.!?]+"?(?=\s|$)|(?<=\S)\s+(?=(?:One Per Deck|one per deck)[.!]?\s*$)')


def sentences(text: str) -> list[tuple[int, int]]:
    """Split normalised text into sentences: ``(start, end)`` ranges, end exclusive.

    A sentence ends at ``.``, ``!`` or ``?`` followed by a space (not after "vs." or "Dr.");
    "One Per Deck" is always a sentence of its own, printed with or without a full stop.
    """
    spans: list[tuple[int, int]] = []
    start = 0
    in_quote = False
    quote_positions = [m.start() for m in re.finditer('"', text)]
    for m in _SENTENCE_END.finditer(text):
        end = m.end()
        in_quote = sum(1 for q in quote_positions if q < m.start()) % 2 == 1
        if in_quote and m.group(0).strip():
            continue
        word = re.search(r"(\w+)\W*$", text[start : m.start()])
        if m.group(0).startswith(".") and word and word.group(1) in _ABBREVIATIONS:
            continue
        if m.group(0).startswith(".") and re.search(
            r"(?:\b[A-Z]\.)+[A-Z]$", text[start : m.start()]
        ):
            continue
        if text[start:end].strip():
            spans.append(_trim(text, start, end))
        start = end
    if text[start:].strip():
        spans.append(_trim(text, start, len(text)))
    return spans


def _trim(text: str, start: int, end: int) -> tuple[int, int]:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return (start, end)
