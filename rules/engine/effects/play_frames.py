"""The frames of a card's own play: "May only be played if <condition>", "May be played on
<subject>", "May not be played on the first battle", "Heroes only." (who plays the card, on whom, and when it may be played)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from rules.engine.effects.base import Clause, Duration, duration_text
from rules.engine.effects.conditions import Condition
from rules.engine.effects.game_words import icons_text, who_text


@dataclass(frozen=True, kw_only=True)
class PlayOnlyIf(Clause):
    """``May only be played if this character has 3 or more Hits.``: the card is played only
    while the condition ``when`` (``STATE_TEXT``; ``detail`` its subject, ``number`` its
    count) holds."""

    kind: ClassVar[str] = "play_only_if"
    when: str = "hits_at_least"
    detail: str | None = None
    number: int | None = field(default=None, metadata={"omit_none": True})

    def phrase(self) -> str:
        cond = Condition(when=self.when, detail=self.detail, number=self.number)
        return f"may only be played {cond.head()}"


@dataclass(frozen=True, kw_only=True)
class PlayedOnlyBy(Clause):
    """``Heroes only.``: the card may be played only by a character of the hero (or villain)
    code ``code``."""

    kind: ClassVar[str] = "played_only_by"
    code: str = "hero"

    def phrase(self) -> str:
        return "heroes only" if self.code == "hero" else "villains only"


#: The modal a card prints before "be played on": "may", "may only" or "may not".
_PLAYED_ON_MODALS = {"may": "may", "only": "may only", "not": "may not"}


@dataclass(frozen=True, kw_only=True)
class PlayedOn(Clause):
    """``May be played on a teammate.`` / ``May only be played on a teammate with Intellect 6 or
    greater.``: on whom the card is played (``who``), with the modal (``modal``: ``may``,
    ``only`` or ``not``) and, when printed, the Power Grid value that character needs
    (``grid_icon`` at least / at most ``grid_value``)."""

    kind: ClassVar[str] = "played_on"
    who: str | None = "teammate"
    modal: str = "may"
    grid_icon: str | None = field(default=None, metadata={"omit_none": True})
    grid_value: int | None = field(default=None, metadata={"omit_none": True})
    grid_bound: str | None = field(default=None, metadata={"omit_none": True})

    def phrase(self) -> str:
        text = f"{_PLAYED_ON_MODALS[self.modal]} be played on {who_text(self.who)}"
        if self.grid_icon:
            text += f" with {icons_text((self.grid_icon,))} {self.grid_value} or {self.grid_bound}"
        return text


@dataclass(frozen=True, kw_only=True)
class PlayedInBattle(Clause):
    """``May not be played on the first battle.``: the battle of the game the card's play is
    tied to (``which``: ``first`` or ``last``), under the modal (``modal``: ``may``, ``only``
    or ``not``)."""

    kind: ClassVar[str] = "played_in_battle"
    which: str = "first"
    modal: str = "not"

    def phrase(self) -> str:
        return f"{_PLAYED_ON_MODALS[self.modal]} be played on the {self.which} battle"


@dataclass(frozen=True, kw_only=True)
class StaysInPlay(Clause):
    """``This card stays in play until the end of the game.``: how long the card itself stays
    in play (``duration``)."""

    kind: ClassVar[str] = "stays_in_play"
    duration: Duration = None
    verb: str = "stays"  # as printed: "stays" or "remains" (one meaning)

    def phrase(self) -> str:
        return f"this card {self.verb} in play{duration_text(self.duration)}"
