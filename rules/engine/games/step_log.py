"""The steps a game engine writes, in OverPower's step shape (``rules.engine.resolve.Step``).

Each step is one sentence a judge can read aloud, the rule ids it applied, a short result
word and what changed. Steps of the other games belong to no play, so ``play`` is None.
"""

from __future__ import annotations

from typing import Any

from rules.engine.resolve import Step

#: The words that mark an open case the engine settled one way (games.md, last section).
READING = "reading:"


class StepLog:
    """Numbered steps, added in the order the rules are applied."""

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
            changes=list(changes or []),
        )
        self.steps.append(step)
        return step

    def to_json(self) -> list[dict[str, Any]]:
        return [step.to_json() for step in self.steps]


def reading(sentence: str) -> str:
    """The words a step adds when it settles an open case of the rulebook."""
    return f" ({READING} {sentence})"
