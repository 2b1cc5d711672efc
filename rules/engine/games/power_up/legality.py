"""Before a Power Up! fight: each character's stats, and whether the attack may be made.

An attack is illegal when a character in it is already KO'd, the attacker is Stunned,
Knelt or has attacked already (a Speedster may attack twice), or a Team-Up breaks its
faction and rarity conditions. Each reason is a step with ``result: "illegal"``.
"""

from __future__ import annotations

from rules.engine.games.power_up.characters import IMMORTAL, RESOLVE, SPEEDSTER, Fighter
from rules.engine.games.step_log import StepLog


def report_stats(fighters: list[Fighter], log: StepLog) -> None:
    for c in fighters:
        parts = [c.describe(s) for s in ("atk", "def", "health")]
        rules = ["PU.stats"]
        text = f"{c.name}: {', '.join(parts)}"
        if c.bonus("def") and not c.bonus("health"):
            text += "; a Defense change leaves Health as it was"
            rules.append("PU.health")
        if c.wounds:
            text += f"; already has {c.wounds} wound{'s' if c.wounds != 1 else ''}"
        log.add(text + ".", rules, "stats")


class _Reasons:
    def __init__(self, log: StepLog) -> None:
        self.log = log
        self.reasons: list[str] = []

    def illegal(self, text: str, rule: str) -> None:
        self.reasons.append(text)
        self.log.add(text, [rule], "illegal")


def _check_attacker(c: Fighter, team_up: bool, out: _Reasons) -> None:
    if c.stunned:
        out.illegal(f"{c.name} is Stunned and cannot attack this round.", "PU.keyword.stun")
        return
    if c.attacks_made >= 1:
        if c.has(SPEEDSTER) and c.attacks_made == 1 and not team_up:
            return
        word = " (Resolve keeps it standing, not attacking again)" if c.has(RESOLVE) else ""
        out.illegal(
            f"{c.name} has already attacked this round and may attack only once{word}.",
            "PU.keyword.resolve" if c.has(RESOLVE) else "PU.attack",
        )
        return
    if c.knelt:
        out.illegal(f"{c.name} is Knelt and cannot attack until it stands.", "PU.attack")


def _check_team_up(
    primary: Fighter, partner: Fighter, target: Fighter | None, out: _Reasons
) -> None:
    if not primary.faction or primary.faction.lower() != partner.faction.lower():
        out.illegal(
            f"{primary.name} ({primary.faction or 'no faction'}) and {partner.name} "
            f"({partner.faction or 'no faction'}) do not share a faction.",
            "PU.team-up",
        )
    for c in (primary, partner):
        if target is not None and c.rarity >= target.rarity:
            out.illegal(
                f"{c.name} is {c.rarity}* and the target {target.name} is {target.rarity}*: "
                "both heroes of a Team-Up must be of lower rarity than the target.",
                "PU.team-up",
            )


def check_legal(
    attackers: list[Fighter], target: Fighter | None, team_up: bool, log: StepLog
) -> list[str]:
    """Why this attack may not be made (empty when it may), each reason also a step."""
    out = _Reasons(log)
    for c in [*attackers, *([target] if target else [])]:
        if c.wounds >= c.ko_at and not c.has(IMMORTAL):
            out.illegal(
                f"{c.name} already has {c.wounds} wounds against Health {c.ko_at}: "
                "it is KO'd and out of play.",
                "PU.ko",
            )
    for c in attackers:
        _check_attacker(c, team_up, out)
    if team_up:
        _check_team_up(attackers[0], attackers[1], target, out)
    return out.reasons
