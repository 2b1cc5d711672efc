"""A condition on a side's missions, typed (a ``condition``'s ``missions``): the mission set a
side uses ("If opponent has "The Secret Wars" Mission", "if opponent is using "Annihilation
Affair" Mission") or how many cards one of its Missions piles holds ("if opponent has 4, 5 or 6
Mission cards in Completed Missions Pile"; OR.mission).

``whose``: the side, a who-keyword (``opponent``, ``team``, ``self``, ``player``);
``mission``: the mission set named, with ``using`` when printed "is using"; ``counts``: how
many cards the pile holds, any of these; ``pile``: ``completed_missions``,
``reserve_missions`` or ``defeated_missions``. ``words`` is the one place it is written: the
grammar prints the condition's ``detail`` with it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.engine.effects.game_words import who_text
from rules.engine.effects.typed_json import from_fields, set_fields

PILE_WORDS: dict[str, str] = {
    "completed_missions": "Completed Missions Pile",
    "reserve_missions": "Reserve Missions Pile",
    "defeated_missions": "Defeated Missions Pile",
}


@dataclass(frozen=True)
class MissionCheck:
    whose: str
    mission: str | None = None
    using: bool = False
    counts: tuple[int, ...] = ()
    pile: str | None = None

    def words(self) -> str:
        who = who_text(self.whose)
        if self.mission is not None:
            verb = "is using" if self.using else "has"
            return f'{who} {verb} "{self.mission}" Mission'
        nums = [str(n) for n in self.counts]
        counts = ", ".join(nums[:-1]) + " or " + nums[-1] if len(nums) > 1 else nums[0]
        return f"{who} has {counts} Mission cards in {PILE_WORDS[self.pile or '']}"

    def to_json(self) -> dict[str, Any]:
        return set_fields(self)


def mission_check_from_json(data: dict[str, Any] | None) -> MissionCheck | None:
    return from_fields(MissionCheck, data)
