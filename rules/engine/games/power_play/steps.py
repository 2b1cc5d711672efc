"""The steps of a Power Play answer: the games' shared step log (OverPower's
:class:`~rules.engine.resolve.Step`, numbered in order), answered without the ``play`` index
(a tally has no plays)."""

from __future__ import annotations

from typing import Any

from rules.engine.games.step_log import StepLog as _GameStepLog
from rules.engine.games.step_log import reading

__all__ = ["StepLog", "plural", "reading"]


class StepLog(_GameStepLog):
    def as_list(self) -> list[dict[str, Any]]:
        return [{k: v for k, v in s.to_json().items() if k != "play"} for s in self.steps]


def plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"
