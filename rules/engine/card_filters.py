"""Card filters of the effect tree ("Energy Power cards", "a Power card with a value of 5 or
greater", "level 6 through 8"), matched against a card played.

A restriction's filter comes typed from the grammar (``effects.CardFilter``: kinds, power
types, level range, value limits; ``card_filter``); other clauses name their cards in typed
fields of their own (``card_kinds``, ``icons``, ``levels``, ``min_value``, ``max_value``;
``cards_filter``). Either way a card matches when it is of one of the kinds named (if any),
shows one of the power types named (if any) and lies inside every limit. A Power card's value
is its level, so the level range and the value limits bound one number.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from rules.engine.clauses import tuple_of

ICON_WORDS = frozenset({"energy", "fighting", "strength", "intellect", "multipower", "any_power"})


@dataclass(frozen=True)
class Filter:
    kinds: frozenset[str]
    icons: frozenset[str]
    low: int | None = None
    high: int | None = None
    unread: tuple[str, ...] = ()  # words the grammar kept untyped (kept, never guessed)
    source: str | None = None  # where the cards are played from ("battlesite")
    #: the kinds and power types of a card played with the one named ("a Power card with a
    #: Universe card"): a defense must hold both (``defense_outcome.combination_missing``)
    combined: frozenset[str] = frozenset()

    @property
    def has_value_test(self) -> bool:
        return self.low is not None or self.high is not None

    def matches(
        self,
        kinds: Iterable[str],
        icons: Iterable[str],
        value: int | None,
        source: str | None = None,
    ) -> bool:
        if self.source is not None and source != self.source:
            return False
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
        if self.source:
            text += f" from a {self.source.title()}"
        if self.combined:
            text += " with a " + " ".join(
                w.replace("_", " ").title() for w in sorted(self.combined)
            )
            text += " card"
        return text


def _number(value: Any) -> int | None:
    return int(value) if isinstance(value, int) and not isinstance(value, bool) else None


def _levels(value: Any) -> tuple[int | None, int | None]:
    """A level field: a range (lowest, highest) or one level."""
    if isinstance(value, list | tuple) and len(value) == 2:
        return _number(value[0]), _number(value[1])
    return _number(value), _number(value)


def cards_filter(
    names: Iterable[str] = (),
    *,
    levels: Any = None,
    min_value: Any = None,
    max_value: Any = None,
    unread: Iterable[str] = (),
    source: str | None = None,
    combined: Iterable[str] = (),
) -> Filter:
    """A filter of card kinds and power types (``names``: each word is one or the other; any
    other word is kept unread), with the level range and value limits of the clause's typed
    fields, which all hold."""
    kinds: set[str] = set()
    icons: set[str] = set()
    others = list(unread)
    for name in names:
        word = str(name).strip().lower()
        if word in ICON_WORDS:
            icons.add(word)
        elif is_keyword(word):
            kinds.add(word)
        else:
            others.append(word)
    low, high = _levels(levels)
    if (n := _number(min_value)) is not None:
        low = n if low is None else max(low, n)
    if (n := _number(max_value)) is not None:
        high = n if high is None else min(high, n)
    with_ = frozenset(str(w).strip().lower() for w in combined)
    return Filter(frozenset(kinds), frozenset(icons), low, high, tuple(others), source, with_)


def is_keyword(word: str) -> bool:
    """A card kind or power type as the effect tree names it ("power", "any_hero")."""
    return word.replace("_", "").isalpha() and word.isascii()


def card_filter(value: Any) -> Filter:
    """A restriction's card filter (``only``, ``forbids``, ``against``, ``by_cards``): its typed
    JSON form, or a list of card kinds and power types (a clause the engine or a judge wrote)."""
    if isinstance(value, dict):
        return cards_filter(
            tuple_of(value.get("kinds")) + tuple_of(value.get("icons")),
            levels=value.get("levels"),
            min_value=value.get("min_value"),
            max_value=value.get("max_value"),
            unread=tuple_of(value.get("words")),
            source=value.get("source") if isinstance(value.get("source"), str) else None,
            combined=tuple_of(value.get("combined_with")),
        )
    return cards_filter(tuple_of(value))


def filter_names(value: Any) -> frozenset[str]:
    """The kinds and power types a restriction's card filter names ("power", "special")."""
    found = card_filter(value)
    return found.kinds | found.icons


def clause_filter(clause: dict[str, Any]) -> Filter:
    """The cards a clause names in its own typed fields: ``card_kinds`` and ``icons``, its
    level range (``levels``) and its value limits."""
    return cards_filter(
        tuple_of(clause.get("card_kinds")) + tuple_of(clause.get("icons")),
        levels=clause.get("levels"),
        min_value=clause.get("min_value"),
        max_value=clause.get("max_value"),
    )
