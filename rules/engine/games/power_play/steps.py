"""The steps of a Power Play answer: OverPower's :class:`~rules.engine.resolve.Step`, numbered
in order, without the ``play`` index (a tally has no plays)."""

from __future__ import annotations

from typing import Any

from rules.engine.resolve import Step


class StepLog:
    def __init__(self) -> None:
        self.steps: list[Step] = []

    def add(
        self,
        text: str,
        rules: list[str],
        result: str,
        changes: list[dict[str, Any]] | None = None,
    ) -> Step:
        step = Step(
            n=len(self.steps) + 1,
            play=None,
            text=text,
            rules=list(dict.fromkeys(rules)),
            result=result,
            changes=changes or [],
        )
        self.steps.append(step)
        return step

    def as_list(self) -> list[dict[str, Any]]:
        return [{k: v for k, v in s.to_json().items() if k != "play"} for s in self.steps]


def reading(text: str) -> str:
    """How a step words the reading it chose for a case the rulebook leaves open."""
    return f" (reading: {text})"


def plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"
