"""One-letter misspellings of the grammar's keywords, corrected wherever they occur.

Card lists are typed by hand: "Permament Record", "remainer of battle", "recieve". The known
misspellings of the data are listed in ``spellings.MISSPELLINGS``; this catches the rest, in
card lists we have never seen, under rules strict enough that the correction can only mean
the keyword:

* the word is not itself a keyword and both are at least ``MIN_LENGTH`` letters long;
* exactly one letter differs (one wrong, missing, extra or two swapped letters), and exactly
  one keyword is that close;
* the difference is not in the word's last letter, unless it is a doubled letter
  ("successfull"): a different ending is usually another form of the word ("blocker",
  "attacked"), not a typo, and changing it could change the meaning;
* a capitalised word is a name unless it is close to a word of six letters or more that cards
  print capitalised (``CAPITALISED``), by a missing, extra or swapped letter, never a wrong
  one: "Strenght" and "Stength" are read as Strength, while "Chance", "Frost" and "Agility"
  stay names.
"""

from __future__ import annotations

from collections import defaultdict
from functools import cache, lru_cache

MIN_LENGTH = 5

#: Keywords that card text prints with a capital letter mid-sentence.
CAPITALISED: frozenset[str] = frozenset(
    [
        "energy",
        "fighting",
        "strength",
        "intellect",
        "multipower",
        "power",
        "special",
        "specials",
        "universe",
        "teamwork",
        "training",
        "ally",
        "event",
        "mission",
        "missions",
        "aspect",
        "tactic",
        "location",
        "artifact",
        "activator",
        "doubleshot",
        "battlesite",
        "permanent",
        "record",
        "records",
        "venture",
        "total",
        "draw",
        "pile",
        "dead",
        "pack",
        "teammate",
        "teammates",
        "opponent",
        "opponents",
        "target",
        "character",
        "characters",
        "hero",
        "heroes",
        "villain",
        "villains",
        "reserve",
        "front",
        "line",
        "hits",
        "battle",
        "defense",
        "attack",
        "attacks",
        "placed",
        "hand",
        "card",
        "cards",
        "avoid",
        "negate",
        "shift",
        "inherent",
        "ability",
        "abilities",
        "bonus",
    ]
)


def _deletes(word: str) -> set[str]:
    return {word[:i] + word[i + 1 :] for i in range(len(word))}


@cache
def _index(keywords: frozenset[str]) -> dict[str, frozenset[str]]:
    """Each keyword under itself and under every one-letter deletion of it."""
    index: defaultdict[str, set[str]] = defaultdict(set)
    for keyword in keywords:
        if len(keyword) >= MIN_LENGTH and keyword.isalpha():
            index[keyword].add(keyword)
            for variant in _deletes(keyword):
                index[variant].add(keyword)
    return {k: frozenset(v) for k, v in index.items()}


@cache
def _longest(keywords: frozenset[str]) -> int:
    return max(map(len, keywords), default=0)


def _edit_position(a: str, b: str) -> int | None:
    """Where the single edit turning ``a`` into ``b`` is, or None when it takes more (or none)."""
    la, lb = len(a), len(b)
    if a == b or abs(la - lb) > 1:
        return None
    i = 0
    while i < min(la, lb) and a[i] == b[i]:
        i += 1
    if la == lb:
        if a[i + 1 :] == b[i + 1 :]:
            return i  # one letter wrong
        if i + 1 < la and a[i] == b[i + 1] and a[i + 1] == b[i] and a[i + 2 :] == b[i + 2 :]:
            return i  # two letters swapped
        return None
    longer, shorter = (a, b) if la > lb else (b, a)
    return i if longer[i + 1 :] == shorter[i:] else None


def _acceptable(word: str, keyword: str, *, capitalised: bool) -> bool:
    pos = _edit_position(word, keyword)
    if pos is None:
        return False
    if capitalised and (
        len(keyword) < 6 or (len(word) == len(keyword) and sorted(word) != sorted(keyword))
    ):
        return False  # a name one wrong letter from a keyword is still a name
    last = max(len(word), len(keyword)) - 1
    if pos < last:
        return True
    longer = word if len(word) > len(keyword) else keyword
    return len(word) != len(keyword) and longer[pos] == longer[pos - 1]  # a doubled letter


@lru_cache(maxsize=8192)
def correct_keyword(word: str, keywords: frozenset[str]) -> str | None:
    """The keyword ``word`` misspells (lower-case), or None when it is not clearly one.

    Memoised: the words asked about are mostly the same character names, text after text."""
    low = word.lower()
    if len(low) < MIN_LENGTH or len(low) > _longest(keywords) + 1:
        return None  # one letter from no keyword: its deletions need not be built
    if low in keywords or not low.isalpha():
        return None
    index = _index(keywords)
    candidates: set[str] = set(index.get(low, ()))
    for variant in _deletes(low):
        candidates |= index.get(variant, frozenset())
    capitalised = word[:1].isupper()
    if capitalised:
        candidates &= CAPITALISED
    matches = [k for k in candidates if _acceptable(low, k, capitalised=capitalised)]
    return matches[0] if len(matches) == 1 else None
