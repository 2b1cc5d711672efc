"""Hits a card's effect puts on a character's record ("Place 1 Hit on target character's
Permanent Record"), apart from the Hits its attack leaves (``Hit``): a Hit placed so is no
attack's Hit, so no defense stops it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from rules.engine.effects.base import Clause, Duration, duration_text
from rules.engine.effects.game_words import count_text, possessive, who_text

#: The record a placed Hit goes to, in the game's words.
RECORD_WORDS: dict[str, str] = {"permanent": "Permanent Record", "current": "Current Battle"}


@dataclass(frozen=True, kw_only=True)
class HitsPlaced(Clause):
    """``Place 1 Hit on Target Character's Permanent Record.``"""

    kind: ClassVar[str] = "hits_placed"
    # how many Hits, on whose record (``permanent`` or ``current``), for how long
    count: int | str | None = 1
    who: str | None = "target"
    record: str = "permanent"
    duration: Duration = None
    # the player who places them when the sentence names one ("Opponent may place ...")
    by: str | None = None

    def phrase(self) -> str:
        n = count_text(self.count) or "1"
        noun = "Hit" if self.count == 1 else "Hits"
        by = f"{who_text(self.by)} may " if self.by else ""
        return (
            f"{by}place {n} {noun} on {possessive(who_text(self.who))} "
            f"{RECORD_WORDS[self.record]}{duration_text(self.duration)}"
        )
