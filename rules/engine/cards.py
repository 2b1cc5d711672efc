"""Card definitions as the engine sees them, and the lookup interface that supplies them.

The catalogue (``cards.lookup``) builds these from the database; tests build them directly
or through ``MemoryLookup``. Names follow the official rules' card types.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

POWER_TYPES: tuple[str, ...] = ("energy", "fighting", "strength", "intellect")
ICONS: tuple[str, ...] = (*POWER_TYPES, "multipower", "any_power")

CARD_KINDS: tuple[str, ...] = (
    "character",
    "special",
    "power",
    "universe",
    "tactic",
    "event",
    "mission",
    "location",
    "aspect",
    "activator",
)

# Subtypes per kind (empty string where a kind has none).
SUBTYPES: Mapping[str, tuple[str, ...]] = {
    "power": ("single", "multipower", "any_power"),
    "universe": ("basic", "training", "teamwork", "ally"),
    "tactic": ("doubleshot", "artifact"),
    "location": ("home_base", "battlesite"),
}


@dataclass(frozen=True)
class Grid:
    """A character's power grid; ``None`` for a type the character is not rated in."""

    energy: int | None = None
    fighting: int | None = None
    strength: int | None = None
    intellect: int | None = None

    def rating(self, icon: str) -> int | None:
        return getattr(self, icon) if icon in POWER_TYPES else None

    def items(self) -> list[tuple[str, int]]:
        return [(t, v) for t in POWER_TYPES if (v := getattr(self, t)) is not None]

    @property
    def rank(self) -> int:
        """Number of power types on the grid (sum deck rule)."""
        return len(self.items())

    @property
    def points(self) -> int:
        """Sum of the grid's ratings (sum deck rule)."""
        return sum(v for _, v in self.items())

    def as_dict(self) -> dict[str, int | None]:
        return {t: getattr(self, t) for t in POWER_TYPES}


@dataclass(frozen=True)
class Requirement:
    """One condition to use a card: ``who`` needs ``icons`` rated ``compare`` ``value``.

    ``who`` is ``self`` (the character playing it) or ``teammate`` (a second character, as
    on DoubleShots, Artifacts and some teamwork cards). Several icons mean any one of them
    (training cards: "5 or less in Fighting or Energy").
    """

    icons: tuple[str, ...]
    value: int
    compare: str = ">="  # ">=" or "<="
    who: str = "self"

    def met_by(self, grid: Grid) -> bool:
        for icon in self.icons:
            rating = grid.rating(icon)
            if rating is None:
                continue
            if self.compare == ">=" and rating >= self.value:
                return True
            if self.compare == "<=" and rating <= self.value:
                return True
        return False


@dataclass(frozen=True)
class CardDef:
    """Everything the engine needs to know about one game card.

    ``value`` and ``icons`` are the power card's value and type(s); for universe, tactic,
    special and aspect cards they are the printed level and icon(s) where the card has them.
    ``requirements`` are the conditions to use the card. ``text`` is the effective text
    (printed text with errata applied) and ``effect`` its parsed effect tree, if any.
    ``extra`` holds type-specific details the importer read (teamwork follow-ups, ...).
    """

    name: str
    kind: str
    subtype: str = ""
    slug: str = ""
    characters: tuple[str, ...] = ()
    code: str = ""
    one_per_deck: bool = False
    alignment: str = ""
    grid: Grid | None = None
    inherent: str = ""
    value: int | None = None
    icons: tuple[str, ...] = ()
    bonus: int | None = None
    requirements: tuple[Requirement, ...] = ()
    text: str = ""
    effect: Any = None
    mission_set: str = ""
    mission_number: int | None = None
    location: str = ""
    extra: Mapping[str, Any] = field(default_factory=dict)

    @property
    def is_any_character(self) -> bool:
        return any(
            c.lower().startswith(("any character", "any hero", "any villain"))
            for c in self.characters
        )


def power_card(value: int, icon: str, icons: tuple[str, ...] = POWER_TYPES) -> CardDef:
    """A generic power card: ``icon`` is a power type, ``multipower`` or ``any_power``.

    MultiPower cards carry the types printed on them (``icons``, all four when unknown);
    every Any-Power card is One Per Deck by the errata summary (MR.20).
    """
    if icon == "multipower":
        return CardDef(
            name=f"{value} MultiPower", kind="power", subtype="multipower", value=value, icons=icons
        )
    if icon == "any_power":
        return CardDef(
            name=f"{value} Any-Power",
            kind="power",
            subtype="any_power",
            value=value,
            icons=("any_power",),
            one_per_deck=True,
        )
    return CardDef(
        name=f"{value} {icon.title()}", kind="power", subtype="single", value=value, icons=(icon,)
    )


class CardLookup(Protocol):
    """Where the engine gets card definitions by name or slug."""

    def get(self, ref: str) -> CardDef | None: ...

    def suggest(self, ref: str, limit: int = 5) -> list[str]: ...


def _key(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", " ", text.lower()).strip()


class MemoryLookup:
    """A lookup over card definitions held in memory (tests, inline cards)."""

    def __init__(self, cards: Iterable[CardDef] = ()) -> None:
        self._by_key: dict[str, CardDef] = {}
        for card in cards:
            self.add(card)

    def add(self, card: CardDef) -> None:
        self._by_key[_key(card.name)] = card
        if card.slug:
            self._by_key[_key(card.slug)] = card

    def get(self, ref: str) -> CardDef | None:
        return self._by_key.get(_key(ref))

    def suggest(self, ref: str, limit: int = 5) -> list[str]:
        names = sorted({c.name for c in self._by_key.values()})
        keyed = {_key(n): n for n in names}
        close = difflib.get_close_matches(_key(ref), list(keyed), n=limit, cutoff=0.6)
        return [keyed[k] for k in close]
