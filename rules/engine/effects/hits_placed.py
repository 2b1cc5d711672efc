"""Hits a card's effect puts on a character's record ("Place 1 Hit on target character's
Permanent Record"), apart from the Hits its attack leaves (``Hit``): a Hit placed so is no
attack's Hit, so no defense stops it."""

from __future__ import annotations

from dataclasses import dataclass, field
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
    # ``None``: on the character, no record named ("place 1 Hit on target character")
    record: str | None = "permanent"
    duration: Duration = None
    # the player who places them when the sentence names one ("Opponent may place ...")
    by: str | None = None
    # "place 1 additional Hit": one more Hit than the attack scored, on the character it hit
    # (``who`` unset) or on the one named; left out of JSON when not printed
    additional: bool | None = field(default=None, metadata={"omit_none": True})

    def phrase(self) -> str:
        n = count_text(self.count) or "1"
        if self.additional:
            n += " additional"
        noun = "Hit" if self.count == 1 else "Hits"
        by = f"{who_text(self.by)} may " if self.by else ""
        if self.record is None:
            # "place 1 Hit on each of opponent's characters": on the character(s), one each
            on = f" on {who_text(self.who)}" if self.who else ""
            return f"{by}place {n} {noun}{on}{duration_text(self.duration)}"
        return (
            f"{by}place {n} {noun} on {possessive(who_text(self.who))} "
            f"{RECORD_WORDS[self.record]}{duration_text(self.duration)}"
        )
