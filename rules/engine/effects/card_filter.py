"""The cards a restriction names by what they are, typed (``defense_restriction``'s ``only`` and
``forbids``, ``cannot_defend``'s ``against``, ``cannot_be_attacked``'s ``by_cards``): "a Power
card with a value of 5 or greater", "level 1 or 2 Power cards", "a defensive Special card".

``kinds``: card kinds (``power``, ``special``, ``defensive``, ``basic``...); ``icons``: power
types; ``source``: where the cards are played from ("from a Battlesite": ``battlesite``,
``location``); ``levels``: the printed level range (lowest, highest: "level 6 through 8");
``min_value`` / ``max_value``: "with a value of N or greater / or less". A Power card's value
is its level, so the engine bounds one number with both (``rules.engine.value_limits``); the
tree keeps them apart as the card prints them.
``combined_with``: the kinds and power types of a card the one named is played with ("a Power
card with a Universe card": ``universe``); the cards answering must hold both.
``words``: what the grammar kept of the noun without typing it ("value<=this card"), never
dropped and never guessed at.

This module is the one place such a filter is written in the game's words.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from rules.engine.effects.game_words import ICON_TEXT, icons_text, kinds_text
from rules.engine.effects.typed_json import set_fields


@dataclass(frozen=True)
class CardFilter:
    kinds: tuple[str, ...] = ()
    icons: tuple[str, ...] = ()
    levels: tuple[int, int] | None = None
    min_value: int | None = None
    max_value: int | None = None
    words: tuple[str, ...] = ()
    source: str | None = None
    combined_with: tuple[str, ...] = ()

    def __bool__(self) -> bool:
        """Whether the filter names any card at all (an empty one: no filter printed)."""
        return self != CardFilter()

    def to_json(self) -> dict[str, Any]:
        return set_fields(self)

    def names(self) -> tuple[str, ...]:
        """Its kinds, power types and untyped words, as the card names them (in that order)."""
        return (*self.kinds, *self.icons, *self.words)

    def adjectives(self) -> str:
        """ "Intellect", "Universe", "Energy Special": its power types then its kinds, as they
        stand before the word "card" ("all Intellect cards", "1 placed Tactic card")."""
        kinds = [k.replace("_", " ").title() for k in self.kinds]
        return " ".join(w for w in (icons_text(self.icons), *kinds) if w)

    def one_card_text(self) -> str:
        """ "a level 3 Power card", "a Power card with a value of 5 or greater", "a card with an
        Energy icon", "a card from a Battlesite": the cards a defense may use."""
        kinds: list[str] = []
        icons: list[str] = []
        for item in (*self.kinds, *self.icons):
            if item in ICON_TEXT:
                icons.append(ICON_TEXT[item])
            else:
                kinds.append(item if item == "defensive" else item.replace("_", " ").title())
        for word in self.words:
            kinds.append(word.replace("_", " ").title())
        level = ""
        if self.levels is not None:
            low, high = self.levels
            level = f"level {low} " if low == high else f"level {low} through {high} "
        after = ""
        if self.min_value is not None:
            after += f" with a value of {self.min_value} or greater"
        if self.max_value is not None:
            after += f" with a value of {self.max_value} or less"
        if self.combined_with:
            after += f" with {self.combined_text()}"
        if self.source:
            after += f" from a {self.source.title()}"
        if kinds:
            return f"a {level}{' '.join(kinds)} card{after}"
        icon = " or ".join(icons)
        if not icon:
            return f"a {level}card{after}"
        article = "an" if icon[:1] in "AEIOU" else "a"
        return f"a {level}card with {article} {icon} icon{after}"

    def combined_text(self) -> str:
        """ "a Universe card", "an Energy Power card": the card the one named is played with."""
        named = [ICON_TEXT.get(n) or n.replace("_", " ").title() for n in self.combined_with]
        what = " ".join(named)
        return f"{'an' if what[:1] in 'AEIO' else 'a'} {what} card"  # "a Universe card"

    def cards_text(self) -> str:
        """ "level 1 or 2 Power cards", "cards with a value of 7 or more", "Basic Universe
        cards": the cards a bar names."""
        level = ""
        if self.levels is not None:
            low, high = self.levels
            level = f"level {low}" if low == high else f"level {low} or {high}"
            if high > low + 1:
                level = f"level {low} through {high}"
        limits = []
        if self.min_value is not None:
            limits.append(f"{self.min_value} or more")
        if self.max_value is not None:
            limits.append(f"{self.max_value} or less")
        value = f" with a value of {' and '.join(limits)}" if limits else ""
        # a phrase after the noun: "with the same value as any Power card on ..."
        value += "".join(f" {w}" for w in self.words if w.startswith("with "))
        value += f" from a {self.source.title()}" if self.source else ""
        value += f" with {self.combined_text()}" if self.combined_with else ""
        named = (*self.kinds, *self.icons, *(w for w in self.words if not w.startswith("with ")))
        what = " ".join(x for x in (level, kinds_text(named)) if x)
        return f"{what} cards{value}".strip()


#: A clause field's annotation when it holds a card filter (one left out when not printed: None).
CARD_FILTER_TYPES = frozenset({"CardFilter", "CardFilter | None"})


def card_filter_fields(cls: type) -> frozenset[str]:
    """The JSON names of a clause kind's fields that hold a card filter."""
    return frozenset(
        f.metadata.get("json", f.name)
        for f in dataclasses.fields(cls)
        if f.type in CARD_FILTER_TYPES
    )


def card_filter_from_json(data: Any) -> CardFilter:
    """The typed filter back from its JSON form; a list of words (a clause written by hand or
    stored before the filter was typed) is read as its card kinds and power types, any other
    word kept untyped."""
    if isinstance(data, dict):
        levels = data.get("levels")
        return CardFilter(
            kinds=tuple(data.get("kinds") or ()),
            icons=tuple(data.get("icons") or ()),
            levels=(int(levels[0]), int(levels[1])) if levels else None,
            min_value=data.get("min_value"),
            max_value=data.get("max_value"),
            words=tuple(data.get("words") or ()),
            source=data.get("source"),
            combined_with=tuple(data.get("combined_with") or ()),
        )
    if isinstance(data, str):
        data = [data]
    names = [str(w) for w in data or ()]
    kinds = [w for w in names if w not in ICON_TEXT and w.replace("_", "").isalpha()]
    return CardFilter(
        kinds=tuple(kinds),
        icons=tuple(w for w in names if w in ICON_TEXT),
        words=tuple(w for w in names if w not in ICON_TEXT and w not in kinds),
    )
