"""The Power Chain: effects played in answer to one another resolve last in, first out.

Instant effects make their own chain, which resolves before the chain of the other effects
(the rulebook's worked example: Whispershield, then Frag Grenade, then Evade, then Blaze).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rules.engine.games.step_log import StepLog, reading


@dataclass(frozen=True)
class ChainEffect:
    id: str
    player: str
    instant: bool = False


@dataclass
class ChainResult:
    order: list[str]
    steps: StepLog = field(default_factory=StepLog)

    def as_dict(self) -> dict[str, Any]:
        return {"order": self.order, "steps": self.steps.to_json()}


def _describe(effect: ChainEffect, played: int) -> str:
    kind = "Instant effect" if effect.instant else "effect"
    return f"player {effect.player}'s {kind} {effect.id} (played {played})"


def resolve_chain(effects: list[ChainEffect]) -> ChainResult:
    log = StepLog()
    numbered = list(enumerate(effects, start=1))
    instant = [(n, e) for n, e in numbered if e.instant]
    normal = [(n, e) for n, e in numbered if not e.instant]
    if not effects:
        log.add("No effects were played: nothing to resolve.", ["PU.chain"], "empty")
        return ChainResult([], log)
    if instant:
        log.add(
            f"{len(instant)} Instant effect{'s' if len(instant) != 1 else ''} form the Instant "
            "chain, which resolves first, last played first.",
            ["PU.chain.instant", "PU.chain"],
            "instant_chain",
        )
    elif len(normal) > 1:
        log.add(
            "No Instant effect was played; the effects still resolve as a chain, last played "
            "first"
            + reading(
                "the Powers! step plays every card by the Power Chain rule, so effects resolve "
                "last in, first out even when no Instant effect started a chain"
            ),
            ["PU.chain"],
            "chain",
        )
    order: list[str] = []
    for chain, rule in ((instant, "PU.chain.instant"), (normal, "PU.chain")):
        for played, effect in reversed(chain):
            order.append(effect.id)
            log.add(
                f"Resolve {_describe(effect, played)}.",
                [rule] if rule == "PU.chain" else [rule, "PU.chain"],
                "resolves",
                [{"resolves": effect.id, "position": len(order)}],
            )
    return ChainResult(order, log)
