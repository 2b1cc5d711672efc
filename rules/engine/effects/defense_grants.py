"""Whom a character may defend, named by a card they have in play: "Grunge may defend any
Front Line teammate that also has a "Gen-Active" Special in play for remainder of game."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from rules.engine.effects.base import Clause, Duration, duration_text
from rules.engine.effects.game_words import who_text


@dataclass(frozen=True, kw_only=True)
class DefendCardHolders(Clause):
    """``who`` may defend the characters ``whom`` (``front_line``: only those in the Front
    Line) that have a Special card named ``card`` in play."""

    kind: ClassVar[str] = "defend_card_holders"
    who: str | None = "self"
    whom: str = "teammate"
    front_line: bool = False
    card: str = ""
    duration: Duration = None

    def phrase(self) -> str:
        whom = who_text(self.whom)
        if self.front_line and self.whom == "teammate":
            whom = "any Front Line teammate"  # one of the player's choice, in the Front Line
        return (
            f'{who_text(self.who)} may defend {whom} that also has a "{self.card}" Special in '
            f"play{duration_text(self.duration)}"
        )
