"""Normalisation of card text before parsing, and splitting it into sentences.

Every step only changes spelling, never meaning: typographic quotes become plain ones,
trademark signs go, the many ways of writing "KO" become one, missing spaces are put back,
the data's known misspellings are corrected and the grammar's keywords are lower-cased (so a
sentence-initial "May" is the keyword "may"). The result keeps, for every character, the
offset of the character of the original text it came from, so spans found in the normalised
text point back into the card's effective text.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

from .needles import folded_twin, needle
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


def _rx(pattern: str, flags: int = 0) -> re.Pattern[str]:
    return re.compile(pattern, flags)


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
    "frontline": "front line",
    "unusuble": "unusable",
}

_WORD = re.compile(r"[A-Za-z]+(?:-[A-Za-z]+)*(?:'(?!s\b)[a-z]+)?")
_QUOTED = re.compile(r'"[^"]*"')


def _fix_misspelling(m: re.Match[str]) -> str:
    return _same_case(m.group(0), MISSPELLINGS[m.group(0).lower()])


# The spelling steps, in order; compiled once. Each only changes spelling, never meaning.
_STEPS: tuple[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]], ...] = (
    # Typography.
    (_rx(r"[\u201c\u201d\u201e\u2033]"), '"'),
    (_rx(r"[\u2018\u2019\u2032`´]"), "'"),
    (_rx(r"[\u2013\u2014]"), "-"),
    (_rx(r"[\u2122\u00ae\u00a9]|\(TM\)|\(R\)"), ""),
    (_rx(r"\.{3}|\u2026"), "."),
    (_rx(r"[\t\r\n\u00a0]"), " "),
    (_rx(r"\s*\(sic\)", re.IGNORECASE), ""),  # an editor's note in card lists, not card text
    (_rx(r"\*\*"), ""),  # emphasis marks in rulebook quotations
    # KO in all its spellings: K.O., K.O, K. O., KO'D, K.O.'d ...
    (_rx(r"\bK\.\s?O\b\.?(?='[dD])"), "KO"),
    (_rx(r"\bK\.\s?O\.(?=\s+[A-Z])"), "KO."),
    (_rx(r"\bK\.\s?O\b\.?"), "KO "),
    (_rx(r"\bKO'D\b"), "KO'd"),
    (_rx(r"\bKO'?ed\b"), "KO'd"),
    (_rx(r"\bKO\s+(?=[.,;:)])"), "KO"),
    # Missing spaces: "battle.One Per Deck", "KOOne Per Deck", "attack,May".
    (_rx(r"(?<=\S)(?=One Per De)"), " "),
    (_rx(r"(?<=[a-z0-9)\"'])([.,;:])(?=[A-Za-z\"])"), r"\1 "),
    (_rx(r"\bPer Dek\b", re.IGNORECASE), "Per Deck"),
    # The data's known misspellings (whole words only).
    (
        _rx(r"\b(" + "|".join(re.escape(w) for w in MISSPELLINGS) + r")\b", re.IGNORECASE),
        _fix_misspelling,
    ),
    (_rx(r"\bmy (?=not\b)", re.IGNORECASE), "may "),
    (_rx(r"\bmy (?=be\b)", re.IGNORECASE), "may "),  # "No One Per Deck cards my be played"
    # "One per Dec" at the end of a card: One Per Deck with its last letter lost
    (_rx(r"\bone per dec$", re.IGNORECASE), "One Per Deck"),
    # "Play where teammate is wounded": the time the card is played
    (_rx(r"(?<=\bplay )where(?= \w+ is (?:wounded|ko'd)\b)", re.IGNORECASE), "when"),
    # "Target Character may not used cards with an Intellect icon": the verb after a modal
    (_rx(r"(?<=\bmay not )used(?= (?:cards?|any|power|special)\b)", re.IGNORECASE), "use"),
    (_rx(r"(?<=\btop )op(?= draw pile\b)", re.IGNORECASE), "of"),  # "top op Draw Pile"
    (_rx(r"(?<=\bis )=(?=\d)"), "+"),  # "Each player is =3 to Venture Total"
    (_rx(r"\u2011"), "-"),  # non-breaking hyphen
    # A quoted name's possessive typed with its quotes misplaced: Asteroid "M''s, "Ship'"s.
    (_rx(r"\"([A-Z][A-Za-z]*)(?:''|'\")s\b"), r"\1's"),
    (_rx(r"\b(may) on (?=be\b)", re.IGNORECASE), r"\1 only "),
    # Slips in the card lists, each with one possible reading.
    (_rx(r"\b(\d+) \1(?= [A-Z])"), r"\1"),  # "remove 1 1 Event card"
    (_rx(r"\bNightcrawleris\b"), "Nightcrawler is"),
    (_rx(r"\blevel (Energy|Fighting|Strength|Intellect) (\d+) attack"), r"level \2 \1 attack"),
    (_rx(r"\bSentinels (?=Permanent Record)"), "Sentinels' "),
    (_rx(r"\bopponents (?=choice\b|Dead Pile\b|Draw Pile\b)", re.IGNORECASE), "opponent's "),
    # "Any Hero may ...": the subject "any hero", not the card kind Any Hero.
    (_rx(r"\bAny Hero(?= (?:may|must|can|is)\b)"), "Any hero"),
    (_rx(r"\bAny Character(?= (?:may|must|can|is)\b)"), "Any character"),
    (_rx(r"\bAny-Power\b|\bAny Power\b"), "any-power"),
    (_rx(r"\bAny-Power\b", re.IGNORECASE), "any-power"),
    (_rx(r"\bAny[- ]Hero\b"), "any-hero"),
    (_rx(r"\bAny[- ]Character\b"), "any-character"),
    (_rx(r"\bMulti-?Power\b", re.IGNORECASE), "MultiPower"),
    (_rx(r"\bfollow up\b", re.IGNORECASE), "follow-up"),
    # A comma before a relative "which" sets off the same clause as no comma would.
    (_rx(r",\s+(?=which\b)", re.IGNORECASE), " "),
    (_rx(r" {2,}"), " "),
    (_rx(r"^ +| +$"), ""),
    (_rx(r" +(?=[.,;:])"), ""),
)


# More slips of the card lists, each with one possible reading.
_STEPS = _STEPS + (
    # "may not be attacked with by a card" -> "attacked by a card"
    (_rx(r"\battacked with by\b", re.IGNORECASE), "attacked by"),
    # "Placed on im until ..." -> "on him"
    (_rx(r"\bon im\b"), "on him"),
    # "Opponent's may not use ..." -> "Opponents may"
    (_rx(r"\b(Opponent)'s (?=may\b)", re.IGNORECASE), r"\1s "),
    # "Acolytes' team my defend." -> "may defend"
    (_rx(r"\bmy (?=(?:defend|attack)\b)", re.IGNORECASE), "may "),
    # a missing full stop: "... conceded the battle Opponent may defend."
    (_rx(r"\bbattle (?=Opponent may\b)"), "battle. "),
    # "a level 0 Fight or Strength attack" -> "Fighting"
    (_rx(r"\bFight(?= or (?:Energy|Strength|Intellect)\b)"), "Fighting"),
    # "+1 for each Hit and Grey King's Permanent Record" -> "Hit on"
    (_rx(r"\b(Hit) and (?=(?:[A-Z][\w-]* )*[A-Z][\w-]*'s Permanent Record)"), r"\1 on "),
    # "Tactic: Double Shot cards": the card kind Doubleshot, printed in two words
    (_rx(r"\bDouble Shot\b", re.IGNORECASE), "Doubleshot"),
    # "Chose character may not attack ..." after "Choose one front line character."
    (_rx(r"\bChose (?=(?:character|hero)\b)"), "Chosen "),
    # "Me be a duplicate." -> "May be"
    (_rx(r"\bMe (?=be\b)"), "May "),
    # A lead printed as a sentence of its own ("At end of battle. Opponent may not ..."): it
    # cannot stand alone, so its full stop is the comma before the sentence it leads
    (_rx(r"(?:^|(?<=[.!] ))(At (?:the )?end of (?:the )?battle)\. (?=[A-Z])"), r"\1, "),
)


# Spellings of the deck-building words, each with one possible reading.
_STEPS = _STEPS + (
    # "Counts as 17-points for Tournament Deckbuilding" -> "17 points"
    (_rx(r"\b(\d+)-(?=points?\b)", re.IGNORECASE), r"\1 "),
    # "None-One-Per-Deck Special Cards" -> "Non-One-Per-Deck"
    (_rx(r"\b(N)one-(?=One-Per-Deck\b)", re.IGNORECASE), r"\1on-"),
    # "Teammates Training card bonus' are ..." -> "Teammates' Training card bonuses are ..."
    (
        _rx(r"\b(Teammates) (?=(?:Universe: )?(?:Training|Teamwork|Ally|Basic) cards?\b)"),
        r"\1' ",
    ),
    (_rx(r"\b(bonus)'(?= (?:are|is)\b)", re.IGNORECASE), r"\1es"),
)

# Ranges of levels: "level 1-4" is "level 1 through 4".
_STEPS = _STEPS + ((_rx(r"\b(level \d+) ?- ?(?=\d+\b)", re.IGNORECASE), r"\1 through "),)


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
    """The spelling steps with the literal each one's matches contain and, for a
    case-insensitive step written in lower case, its case-sensitive twin (``needles``)."""
    return tuple((rx, repl, *needle(rx), folded_twin(rx)) for rx, repl in _STEPS)


def normalise(text: str, keywords: Iterable[str] = ()) -> Normalised:
    """Normalise card text for the lexer. ``keywords`` are lower-cased wherever they occur."""
    buf = _Buffer(text or "")
    # Most steps find nothing: a text without the step's needle is not even searched (a
    # case-insensitive step's needle is looked for in the ASCII text lower-cased, ``folded``),
    # and a step that finds nothing does not rebuild the text.
    folded = buf.text.lower() if buf.text.isascii() else None
    for rx, repl, literal, fold, twin in _plan():
        if folded is not None and twin is not None:
            if twin.search(folded) is None:
                continue
        elif literal:
            if fold:
                if folded is not None and literal not in folded:
                    continue
            elif literal not in buf.text:
                continue
        if rx.search(buf.text) is not None:
            buf.sub(rx, repl)
            folded = buf.text.lower() if buf.text.isascii() else None
    kw = keywords if isinstance(keywords, frozenset) else frozenset(k.lower() for k in keywords)
    if kw:
        # Lower-case keywords outside quotes: sentence-initial capitals, "Target Character".
        protected = _Spans(
            [m.span() for m in _QUOTED.finditer(buf.text)] + _title_names(buf.text, kw)
        )
        forms = _word_forms(kw)
        resized: list[str] = []

        def lower(m: re.Match[str]) -> str:
            word = m.group(0)
            if protected.starts and protected.covers(m.start()):
                return word
            low = forms.get(word)
            if low is None:
                low = word.lower()
                if low not in kw:
                    # Perhaps a keyword misspelt by one letter ("Permament", "remainer").
                    low = correct_keyword(word, kw) or word
                if len(forms) >= _WORD_FORMS_SIZE:
                    forms.clear()
                forms[word] = low
            if len(low) != len(word):
                resized.append(word)
            return low

        # Lower-casing keeps every word's length, and so every offset, unless a correction
        # changed one ("remainer" -> "remainder"): only then is the text rebuilt with offsets.
        lowered = _WORD.sub(lower, buf.text)
        if resized:
            buf.sub(_WORD, lower)
        else:
            buf.text = lowered
    return Normalised(buf.text, tuple(buf.offsets))


def _same_case(original: str, replacement: str) -> str:
    if original[:1].islower():
        return replacement[:1].lower() + replacement[1:]
    return replacement


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


def _abbreviated(text: str, start: int, stop: int) -> bool:
    """Whether the full stop at ``stop`` ends an abbreviation ("vs.") or initials, not a
    sentence that began at ``start``."""
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
