"""Card filters of the effect tree ("Energy Power cards", "a Power card with a value of 5 or
greater", "level 6 through 8"), matched against a card played.

A clause lists its filter as one tuple of words (``only``, ``forbids``, ``card_kinds``...):
card kinds (``power``, ``special``...), power types, and value tests (``value>=5``,
``value<=4``, ``level 6-8``). One noun phrase of card text gives one tuple, so its parts
all hold: a card matches when it is of one of the kinds named (if any), shows one of the
power types named (if any) and passes every value test.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

ICON_WORDS = frozenset({"energy", "fighting", "strength", "intellect", "multipower", "any_power"})
_VALUE = re.compile(r"^value(>=|<=|==)(\d+)$")
_LEVEL = re.compile(r"^level (\d+)-(\d+)$")


@dataclass(frozen=True)
class Filter:
    kinds: frozenset[str]
    icons: frozenset[str]
    low: int | None = None
    high: int | None = None
    unread: tuple[str, ...] = ()  # words this module cannot test (kept, never guessed)

    @property
    def has_value_test(self) -> bool:
        return self.low is not None or self.high is not None

    def matches(self, kinds: Iterable[str], icons: Iterable[str], value: int | None) -> bool:
        if self.kinds and not (self.kinds & set(kinds)) and "all" not in self.kinds:
            return False
        if self.icons and not (self.icons & set(icons)):
            return False
        if self.has_value_test:
            if value is None:
                return False
            if self.low is not None and value < self.low:
                return False
            if self.high is not None and value > self.high:
                return False
        return True

    def words(self) -> str:
        """The filter in the game's words, for the text of a step."""
        parts = [i.replace("_", " ").title() for i in sorted(self.icons)]
        parts += [k.replace("_", " ").title() for k in sorted(self.kinds) if k != "all"]
        text = " ".join(parts)
        text = (text or "any") + " cards"
        if self.low is not None and self.high is not None:
            text += f" of value {self.low} to {self.high}"
        elif self.low is not None:
            text += f" of value {self.low} or more"
        elif self.high is not None:
            text += f" of value {self.high} or less"
        return text


def read_filter(words: Iterable[str]) -> Filter:
    kinds: set[str] = set()
    icons: set[str] = set()
    low: int | None = None
    high: int | None = None
    unread: list[str] = []
    for w in words:
        w = str(w).strip().lower()
        if m := _VALUE.match(w):
            n = int(m.group(2))
            if m.group(1) in (">=", "=="):
                low = n if low is None else max(low, n)
            if m.group(1) in ("<=", "=="):
                high = n if high is None else min(high, n)
        elif m := _LEVEL.match(w):
            low, high = int(m.group(1)), int(m.group(2))
        elif w in ICON_WORDS:
            icons.add(w)
        elif re.fullmatch(r"[a-z_]+", w):
            kinds.add(w)
        else:
            unread.append(w)
    return Filter(frozenset(kinds), frozenset(icons), low, high, tuple(unread))
