"""Normalisation of card text before parsing, and splitting it into sentences.

Every step only changes spelling, never meaning: typographic quotes become plain ones,
trademark signs go, the many ways of writing "KO" become one, missing spaces are put back,
the data's known misspellings are corrected and the grammar's keywords are lower-cased (so a
sentence-initial "May" is the keyword "may"). The result keeps, for every character, the
offset of the character of the original text it came from, so spans found in the normalised
text point back into the card's effective text. The spelling steps themselves are listed in
``cards.grammar.spellings``.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

from .needles import folded_twin, lean_twin, needles
from .spellings import STEPS as _STEPS
from .spellings import TWINS
from .typos import correct_keyword


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


class _Buffer:
    def __init__(self, text: str) -> None:
        self.text = text
        self.offsets = list(range(len(text) + 1))

    def sub(
        self,
        rx: re.Pattern[str],
        repl: str | Callable[[re.Match[str]], str],
    ) -> None:
        """Replace every match of ``rx``, keeping ``offsets`` in step with the text.

        A replacement's characters map to the original characters of the match they
        replace (the last one when the replacement is longer); an insertion maps to the
        character it was inserted before. When no replacement changes the length (the
        common case: lower-casing keywords) the offsets stay as they are.
        """
        text = self.text
        matches = list(rx.finditer(text))
        if not matches:
            return
        literal = None if callable(repl) else repl
        plain = literal is not None and "\\" not in literal
        out: list[str] = []
        news: list[str] = []
        same_length = True
        pos = 0
        for m in matches:
            s, e = m.span()
            if plain:
                new = literal
            elif literal is not None:
                new = m.expand(literal)
            else:
                new = repl(m)
            if len(new) != e - s:
                same_length = False
            out.append(text[pos:s])
            out.append(new)
            news.append(new)
            pos = e
        out.append(text[pos:])
        self.text = "".join(out)
        if same_length:
            return
        old = self.offsets
        offs: list[int] = []
        pos = 0
        for m, new in zip(matches, news, strict=True):
            s, e = m.span()
            offs.extend(old[pos:s])
            if s == e:
                offs.extend([old[s]] * len(new))
            elif len(new) <= e - s:
                offs.extend(old[s : s + len(new)])
            else:
                offs.extend(old[s:e])
                offs.extend([old[e - 1]] * (len(new) - (e - s)))
            pos = e
        offs.extend(old[pos:])  # includes the end sentinel
        self.offsets = offs


_WORD = re.compile(r"[A-Za-z]+(?:-[A-Za-z]+)*(?:'(?!s\b)[a-z]+)?")
_WORD_SPLIT = re.compile(f"({_WORD.pattern})")
_QUOTED = re.compile(r'"[^"]*"')


# A character's name printed in title case with a capitalised "For" / "Of" inside ("Heroes For
# Hire", "Master Of Kung Fu"): mid-sentence, card text writes these small words in lower case,
# so a capitalised one between capitalised words belongs to a name, and the name's words keep
# their capitals (a keyword inside it, "Heroes", is not lower-cased).
_TITLE_NAME = re.compile(r"\b[A-Z][a-z][\w-]* (?:For|Of) ([A-Z][a-z][\w-]*)\b")


def _title_names(text: str, kw: frozenset[str]) -> list[tuple[int, int]]:
    return [m.span() for m in _TITLE_NAME.finditer(text) if m.group(1).lower() not in kw]


class _Spans:
    """Character ranges, asked "does one cover position i?" in logarithmic time (a text may
    hold thousands of quoted names: a scan of every range for every word is quadratic)."""

    def __init__(self, spans: list[tuple[int, int]]) -> None:
        merged: list[list[int]] = []
        for start, end in sorted(spans):
            if merged and start <= merged[-1][1]:
                merged[-1][1] = max(merged[-1][1], end)
            else:
                merged.append([start, end])
        self.starts = [s for s, _ in merged]
        self.ends = [e for _, e in merged]

    def covers(self, pos: int) -> bool:
        i = bisect_right(self.starts, pos) - 1
        return i >= 0 and pos < self.ends[i]


#: How many spellings of words ``_word_forms`` remembers (per keyword set) before starting over.
_WORD_FORMS_SIZE = 8192


@lru_cache(maxsize=4)
def _word_forms(keywords: frozenset[str]) -> dict[str, str]:
    """What each word outside quotes becomes with ``keywords``: the same word mostly, a
    keyword lower-cased or corrected. Filled as words are met (the same few hundred words make
    up most card text); ``forget_word_forms`` empties it."""
    return {}


def forget_word_forms() -> None:
    """Forget the words met so far (the benchmark times each pass from empty caches)."""
    _word_forms.cache_clear()


@cache
def _plan() -> tuple[tuple[Any, ...], ...]:
    """The spelling steps, each with what rules it out without its own search (``needles``):
    the one literal its matches hold, or the literals one of which they hold; whether those
    are looked for in the text lower-cased; and a twin pattern that matches wherever the step
    does, searched first because it searches faster, and whether it is searched in the text
    lower-cased: the one ``spellings.TWINS`` gives it; for a case-insensitive step written in
    lower case, the same pattern case-sensitive (searched instead of the literals of its
    alternation: one search costs less than many substring tests); for a step that starts with
    a lookbehind, the rest of it."""
    plan = []
    for rx, repl in _STEPS:
        found, fold = needles(rx)
        exact = folded_twin(rx)
        on_folded = exact is not None
        twin = lean_twin(exact or rx) or exact
        if rx.pattern in TWINS:
            twin, on_folded = TWINS[rx.pattern], False  # searched in the text as it is
        literal = found[0] if len(found) == 1 else ""
        choices = found if len(found) > 1 and not on_folded else ()
        plan.append((rx, repl, literal, choices, fold, twin, on_folded))
    return tuple(plan)


def normalise(text: str, keywords: Iterable[str] = ()) -> Normalised:
    """Normalise card text for the lexer. ``keywords`` are lower-cased wherever they occur."""
    buf = _Buffer(text or "")
    # Most steps find nothing: a text without the step's needles is not even searched (a
    # case-insensitive step's needles are looked for in the ASCII text lower-cased,
    # ``folded``), and a step that finds nothing does not rebuild the text.
    text = buf.text
    folded = text.lower() if text.isascii() else None
    for rx, repl, literal, choices, fold, twin, on_folded in _plan():
        hay = folded if fold else text
        if hay is not None:
            if literal:
                # The needle first: a substring test costs a tenth of a search.
                if literal not in hay:
                    continue
            elif choices:
                # One of its needles (a loop: a generator would cost more than the tests).
                for needle in choices:
                    if needle in hay:
                        break
                else:
                    continue
        if twin is not None:
            if not on_folded:
                if twin.search(text) is None:
                    continue
            elif folded is not None and twin.search(folded) is None:
                continue
        if rx.search(text) is not None:
            buf.sub(rx, repl)
            text = buf.text
            folded = text.lower() if text.isascii() else None
    kw = keywords if isinstance(keywords, frozenset) else frozenset(k.lower() for k in keywords)
    if kw:
        _lower_keywords(buf, kw)
    return Normalised(buf.text, tuple(buf.offsets))


def _lower_keywords(buf: _Buffer, kw: frozenset[str]) -> None:
    """Lower-case keywords outside quotes: sentence-initial capitals, "Target Character"; and
    correct a keyword misspelt by one letter ("Permament", "remainer")."""
    text = buf.text
    # Quotes and title-case names are looked for only in a text that can hold them.
    quoted = [m.span() for m in _QUOTED.finditer(text)] if '"' in text else []
    titled = _title_names(text, kw) if " For " in text or " Of " in text else []
    protected = _Spans(quoted + titled)
    forms = _word_forms(kw)
    # The text split at its words: separators at even places, words at odd ones. Each word's
    # form is looked up at C speed (``map``); only a word not met before is worked out.
    parts = _WORD_SPLIT.split(text)
    words = parts[1::2]
    lows = list(map(forms.get, words))
    if None in lows:
        for i, low in enumerate(lows):
            if low is None:
                lows[i] = _word_form(words[i], kw, forms)
    if protected.starts:
        pos = 0
        for i, part in enumerate(parts):
            if i % 2 and protected.covers(pos):
                lows[i // 2] = part
            pos += len(part)
    if list(map(len, lows)) == list(map(len, words)):
        # Every form keeps its word's length, and so every offset.
        parts[1::2] = lows
        buf.text = "".join(parts)
        return

    # A correction changed a word's length ("remainer" -> "remainder"): the text is rebuilt
    # with its offsets.
    def lower(m: re.Match[str]) -> str:
        word = m.group(0)
        if protected.starts and protected.covers(m.start()):
            return word
        low = forms.get(word)
        return low if low is not None else _word_form(word, kw, forms)

    buf.sub(_WORD, lower)


def _word_form(word: str, kw: frozenset[str], forms: dict[str, str]) -> str:
    """What ``word`` becomes outside quotes: itself, a keyword lower-cased or corrected;
    remembered in ``forms``."""
    low = word.lower()
    if low not in kw:
        # Perhaps a keyword misspelt by one letter ("Permament", "remainer").
        low = correct_keyword(word, kw) or word
    if len(forms) >= _WORD_FORMS_SIZE:
        forms.clear()
    forms[word] = low
    return low


_ABBREVIATIONS = ("vs", "Mr", "Dr", "Mrs", "Ms", "St", "Jr", "Sr", "No", "Comm")
_SENTENCE_END = re.compile(r'[.!?]+"?(?=\s|$)|(?<=\S)\s+(?=(?:One Per Deck|one per deck)[.!]?\s*$)')
# The same without its second branch, for a text that does not hold "One Per Deck" at all: that
# branch looks ahead from every space, the most part of the split's time.
_FULL_STOP = re.compile(r'[.!?]+"?(?=\s|$)')
_LAST_WORD = re.compile(r"(\w+)\W*$")
_INITIALS = re.compile(r"(?:\b[A-Z]\.)+[A-Z]$")
_QUOTE_MARK = re.compile('"')


def sentences(text: str) -> list[tuple[int, int]]:
    """Split normalised text into sentences: ``(start, end)`` ranges, end exclusive.

    A sentence ends at ``.``, ``!`` or ``?`` followed by a space (not after "vs." or "Dr.");
    "One Per Deck" is always a sentence of its own, printed with or without a full stop.
    """
    spans: list[tuple[int, int]] = []
    start = 0
    quote_positions = [m.start() for m in _QUOTE_MARK.finditer(text)]
    ends = _SENTENCE_END if "One Per Deck" in text or "one per deck" in text else _FULL_STOP
    for m in ends.finditer(text):
        end = m.end()
        in_quote = bisect_left(quote_positions, m.start()) % 2 == 1
        if in_quote and m.group(0).strip():
            continue
        if m.group(0).startswith(".") and _abbreviated(text, start, m.start()):
            continue
        if text[start:end].strip():
            spans.append(_trim(text, start, end))
        start = end
    if text[start:].strip():
        spans.append(_trim(text, start, len(text)))
    return spans


#: How far back from a full stop an abbreviation or initials are looked for: a sentence that
#: never ends ("Mr. Mr. Mr. ...") must not be searched again from its start at every stop.
_LOOK_BACK = 24


#: Characters no abbreviation or initial ends with (a word ending in one before a full stop
#: ends a sentence): most sentences end in one, and need no search.
_NEVER_ABBREVIATED = frozenset(
    set("abcdefghijklmnopqrstuvwxyz0123456789") - {a[-1] for a in _ABBREVIATIONS}
)


def _abbreviated(text: str, start: int, stop: int) -> bool:
    """Whether the full stop at ``stop`` ends an abbreviation ("vs.") or initials, not a
    sentence that began at ``start``."""
    if stop > 0 and text[stop - 1] in _NEVER_ABBREVIATED:
        return False
    window_start = max(start, stop - _LOOK_BACK)
    before = text[window_start:stop]
    word = _LAST_WORD.search(before)
    cut_word = (
        word and word.start() == 0 and window_start > start and text[window_start - 1].isalnum()
    )
    if word and not cut_word and word.group(1) in _ABBREVIATIONS:
        return True
    return _INITIALS.search(before) is not None


def _trim(text: str, start: int, end: int) -> tuple[int, int]:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return (start, end)
