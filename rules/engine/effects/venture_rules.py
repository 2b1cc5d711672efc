"""Rules of a battle's venture that no Venture Total bonus says: a team's total doubled, a side
barred from venturing (the engine does not apply them yet: ``reach_missing``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from rules.engine.effects.base import Clause, Duration, duration_text
from rules.engine.effects.game_words import possessive, who_text


@dataclass(frozen=True, kw_only=True)
class _SideVentureRule(Clause):
    """A rule on one side's venture for a while, said in ``WORDS`` of ``{who}``/``{whose}``."""

    who: str | None = "team"
    duration: Duration = None
    WORDS: ClassVar[dict[str, str]] = {
        "venture_doubled": "{whose} Venture Total is doubled",
        "no_venturing": "{who} may not venture",
    }

    def phrase(self) -> str:
        team = self.who in (None, "team")
        whose = "Your" if team else possessive(who_text(self.who))
        said = self.WORDS[self.kind].format(who=who_text(self.who), whose=whose)
        return said + duration_text(self.duration)


@dataclass(frozen=True, kw_only=True)
class VentureDoubled(_SideVentureRule):
    """``Opponent's Venture Total is doubled this battle.``"""

    kind: ClassVar[str] = "venture_doubled"


@dataclass(frozen=True, kw_only=True)
class NoVenturing(_SideVentureRule):
    """``Opponent may not venture this battle.``"""

    kind: ClassVar[str] = "no_venturing"
