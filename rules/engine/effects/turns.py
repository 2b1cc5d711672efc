"""The players' turns: who goes first in a battle, and what a player may do instead of taking
a turn ("Each player may either take his turn or place 1 card")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from rules.engine.effects.base import Clause, Duration, duration_text, verb_phrase_of
from rules.engine.effects.game_words import who_text


@dataclass(frozen=True, kw_only=True)
class TurnOrder(Clause):
    """``Player with more hits in the permanent record of his front line characters goes first
    this battle.``: ``first`` is the player who takes the first turn of the battle."""

    kind: ClassVar[str] = "turn_order"
    first: str = "player"
    duration: Duration = None

    def phrase(self) -> str:
        return f"{who_text(self.first)} goes first{duration_text(self.duration)}"


@dataclass(frozen=True, kw_only=True)
class TurnInstead(Clause):
    """``Each player may either take his turn or place 1 card.``: on each of his turns, ``who``
    may do one of ``options`` rather than take the turn."""

    kind: ClassVar[str] = "turn_instead"
    who: str = "each_player"
    options: tuple[Clause, ...] = ()
    duration: Duration = None

    def shape(self) -> tuple[Any, ...]:
        return (self.kind, tuple(c.shape() for c in self.options))

    def phrase(self) -> str:
        instead = " or ".join(verb_phrase_of(c, self.who) for c in self.options)
        text = f"{who_text(self.who)} may either take his turn or {instead}"
        # the duration leads ("For remainder of battle, each player may ..."): printed after
        # the last option it would be that option's own
        lead = duration_text(self.duration).strip()
        return f"{lead}, {text}" if lead else text
