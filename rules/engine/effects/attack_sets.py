"""The attacks a standing rule names, typed (``attack_set`` of a ``defense_restriction`` or a
``block_rule`` whose subject is a set of attacks, not the card's own): "All level 1 Power
attacks cannot be blocked", "The Danger Room team's attacks made with Power cards may not be
defended by ...", "Attacks made with Power cards may not be defended using Activator cards".

``card_kinds`` / ``icons`` / ``level``: the cards the attacks are made with (``level`` as
``(low, high)``); ``every``: printed "all"; ``owner``: whose attacks, as the grammar names the
side (``team``, ``opponent``, a team named "<X> team"; ``None``: the card's own character's);
``made_with``: printed "attacks made with <cards>" rather than "<cards> attacks". ``words`` is
the one place they are written: the grammar prints the clause's ``applies_to`` with it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.engine.effects.game_words import icons_text
from rules.engine.effects.typed_json import from_fields, set_fields


@dataclass(frozen=True)
class AttackSet:
    card_kinds: tuple[str, ...] = ()
    icons: tuple[str, ...] = ()
    level: tuple[int, int] | None = None
    every: bool = False
    owner: str | None = None
    made_with: bool = False

    def cards_words(self) -> str:
        """ "level 1 Power card", "Power card"."""
        parts: list[str] = []
        if self.level is not None:
            lo, hi = self.level
            parts.append(f"level {lo}" if lo == hi else f"level {lo}-{hi}")
        if self.icons:
            parts.append(icons_text(self.icons))
        parts.extend(k.replace("_", " ").title() for k in self.card_kinds)
        return " ".join(parts) + " card" if parts else "card"

    def words(self) -> str:
        owner = f"{self.owner}'s " if self.owner else ""
        if self.made_with:
            return f"{owner}attacks made with {self.cards_words()}s"
        if self.owner:
            return f"{owner}{self.cards_words()} attacks"  # "team's Power card attacks"
        every = "all " if self.every else ""
        return f"{every}{self.cards_words().removesuffix(' card')} attacks"

    def to_json(self) -> dict[str, Any]:
        return set_fields(self)


def attack_set_from_json(data: dict[str, Any] | None) -> AttackSet | None:
    return from_fields(AttackSet, data)
