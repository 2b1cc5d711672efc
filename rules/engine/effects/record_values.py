"""A bar on cards of the same value as cards on a Permanent Record, typed (a
``cannot_be_attacked`` clause's ``same_value_as``): "Kree may not be attacked by a Power card
with the same value as any Power cards on Kree's Permanent Record". ``card_kinds``: the kinds
of the cards on the record counted; ``whose``: the character whose record it is, as printed.
``words`` is the one place it is written in the game's words."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.engine.effects.typed_json import from_fields, set_fields


@dataclass(frozen=True)
class SameValueAs:
    card_kinds: tuple[str, ...]
    whose: str

    def words(self) -> str:
        kinds = " ".join(k.replace("_", " ").title() for k in self.card_kinds)
        cards = f"{kinds} card" if kinds else "card"
        return f"with the same value as any {cards} on {self.whose}'s Permanent Record"

    def to_json(self) -> dict[str, Any]:
        return set_fields(self)


def same_value_from_json(data: dict[str, Any] | None) -> SameValueAs | None:
    return from_fields(SameValueAs, data)
