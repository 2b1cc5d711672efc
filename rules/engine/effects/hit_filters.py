"""Which Hits a removal or a move names, typed (``remove_hits`` / ``move_hits``'s
``hit_filter``): "Remove all Hits with a Fighting icon", "Remove 1 Hit of 5 or less", "Remove 1
Strength Power card Hit", "Remove 1 Power card Hit, level 1-2", "Hits with only Energy icons".

``card_kinds``: the Hits of cards of these kinds (``power``, ``special``); ``icons``: the Hit
shows this power type (with ``only_icons``: no other); ``many_icons``: more than one icon;
``level``: the card's level range; ``value`` / ``max_value``: the Hit's value, exactly or at
most. A filter the grammar cannot type ("of equal or lesser value", "with the same icon") keeps
its words in ``filter`` and no ``hit_filter``: the engine leaves that choice to the table.

``hit_filter_words`` is the one place these are written as the clause's ``filter`` words.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.engine.effects.game_words import icons_text
from rules.engine.effects.typed_json import from_fields, set_fields


@dataclass(frozen=True)
class HitFilter:
    card_kinds: tuple[str, ...] = ()
    icons: tuple[str, ...] = ()
    only_icons: bool = False
    many_icons: bool = False
    level: tuple[int, int] | None = None
    value: int | None = None
    max_value: int | None = None

    def merged(self, other: HitFilter) -> HitFilter:
        """Both filters at once (a Hit must pass each)."""
        return HitFilter(
            card_kinds=self.card_kinds + other.card_kinds,
            icons=self.icons + other.icons,
            only_icons=self.only_icons or other.only_icons,
            many_icons=self.many_icons or other.many_icons,
            level=other.level or self.level,
            value=other.value if other.value is not None else self.value,
            max_value=other.max_value if other.max_value is not None else self.max_value,
        )

    def to_json(self) -> dict[str, Any]:
        return set_fields(self)


def hit_filter_from_json(data: dict[str, Any] | None) -> HitFilter | None:
    return from_fields(HitFilter, data)


def hit_filter_words(f: HitFilter) -> str:
    """The filter's words as the clause keeps them ("Strength Power card", "with energy icon",
    "Power card, level 1 through 2", "of 5 or less", "with only Energy icons")."""
    parts: list[str] = []
    if f.card_kinds:
        kinds = " ".join(k.title() for k in f.card_kinds)
        parts.append(f"{icons_text(f.icons) + ' ' if f.icons else ''}{kinds} card")
    if f.level is not None:
        parts.append(f"level {f.level[0]} through {f.level[1]}")
    if f.icons and not f.card_kinds:
        if f.only_icons:
            parts.append(f"with only {icons_text(f.icons)} icons")
        else:
            parts.append(f"with {'/'.join(f.icons)} icon")
    if f.max_value is not None:
        parts.append(f"of {f.max_value} or less")
    if f.value is not None:
        parts.append(f"with a Value of {f.value}")
    if f.many_icons:
        parts.append("with more than one icon")
    return ", ".join(parts)
