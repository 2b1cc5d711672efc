"""Power Up! combat: one attack (or a Team-Up challenge) resolved into wounds, KOs and kneels.

The attack value meets or beats the defense value: meeting deals 1 wound, beating deals 2,
and both characters strike each other. An attack nobody blocks deals 1 wound to the HQ.
Keywords change the order (Strike First), who may fight (Stun, Speedster), who survives
(Immortal, Evade) and who kneels (Resolve). Open cases are settled one way and said so.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rules.engine.games.power_up.characters import (
    EVADE,
    IMMORTAL,
    RESOLVE,
    SPEEDSTER,
    STRIKE_FIRST,
    STUN,
    STUN_IMMUNITY,
    UNAVOIDABLE,
    UNBLOCKABLE,
    Fighter,
)
from rules.engine.games.power_up.legality import check_legal, report_stats
from rules.engine.games.step_log import StepLog, reading

HQ = "hq"


@dataclass
class CombatResult:
    legal: bool
    reasons: list[str]
    attack: int | None
    defense: int | None
    wounds: dict[str, int]
    ko: list[str]
    knelt: list[str]
    stunned: list[str]
    steps: StepLog = field(default_factory=StepLog)

    def as_dict(self) -> dict[str, Any]:
        return {
            "legal": self.legal,
            "reasons": self.reasons,
            "attack": self.attack,
            "defense": self.defense,
            "wounds": self.wounds,
            "ko": self.ko,
            "knelt": self.knelt,
            "stunned": self.stunned,
            "steps": self.steps.to_json(),
        }


def wounds_for(attack: int, defense: int) -> int:
    """Meet the defense: 1 wound; beat it: 2; fall short: none (PU.wounds)."""
    if attack > defense:
        return 2
    return 1 if attack == defense else 0


def _wound_words(attack: int, defense: int) -> tuple[str, str]:
    """The sentence of a strike, and the reading it settles (or "")."""
    n = wounds_for(attack, defense)
    verb = "beats" if n == 2 else "meets" if n == 1 else "falls short of"
    text = f"Atk {attack} {verb} Def {defense}: {n} wound{'s' if n != 1 else ''}"
    note = ""
    if n == 2 and attack == defense + 1:
        note = reading(
            "beating a defense by one point deals 2 wounds, as the meet/beat rule says; "
            "the rulebook's 4/3 against 4/2 example gives the attacker 1 wound, which the "
            "rule does not produce"
        )
    return text, note


class _Combat:
    def __init__(self, attackers: list[Fighter], target: Fighter | None, team_up: bool) -> None:
        self.attackers = attackers
        self.target = target
        self.team_up = team_up
        self.log = StepLog()
        self.dealt: dict[str, int] = {c.id: 0 for c in self.fighters}
        self.reasons: list[str] = []

    @property
    def fighters(self) -> list[Fighter]:
        return [*self.attackers, *([self.target] if self.target else [])]

    def report_stats(self) -> None:
        report_stats(self.fighters, self.log)

    def check_legal(self) -> None:
        self.reasons = check_legal(self.attackers, self.target, self.team_up, self.log)

    # ---------------------------------------------------------------- the fight

    def attack_value(self, attackers: list[Fighter]) -> int:
        return sum(c.stat("atk") for c in attackers)

    def strike(self, by: list[Fighter], victim: Fighter, label: str) -> int:
        """Wounds ``by`` deal ``victim`` (one character, or a Team-Up's combined attack)."""
        attack = self.attack_value(by)
        defense = victim.stat("def")
        n = wounds_for(attack, defense)
        words, note = _wound_words(attack, defense)
        rules = ["PU.team-up.strike", "PU.wounds"] if len(by) > 1 else ["PU.wounds"]
        evader = victim.has(EVADE) and n
        if evader and victim.stunned:
            self.log.add(
                f"{victim.name} cannot Evade: a Stunned character uses no abilities.",
                ["PU.keyword.evade", "PU.keyword.stun"],
                "no_evade",
            )
        elif evader and any(c.has(UNAVOIDABLE) for c in by):
            self.log.add(
                f"{victim.name} cannot Evade an Unavoidable attack.",
                ["PU.keyword.evade", "PU.keyword.unavoidable"],
                "no_evade",
            )
        elif evader:
            self.log.add(
                f"{label}: {words}, but {victim.name} Evades them{note}.",
                ["PU.keyword.evade", *rules],
                "evaded",
            )
            return 0
        self.log.add(
            f"{label}: {words} to {victim.name}{note}.",
            rules,
            "wounds" if n else "no_wounds",
            [{"wounds": {victim.id: n}}] if n else [],
        )
        self.dealt[victim.id] += n
        return n

    def down(self, c: Fighter) -> bool:
        """Whether ``c`` has been knocked out by the wounds dealt so far (Immortal never is)."""
        return not c.has(IMMORTAL) and c.wounds + self.dealt[c.id] >= c.ko_at

    def fight(self) -> None:
        target = self.target
        assert target is not None
        label_out = " and ".join(c.name for c in self.attackers)
        if target.stunned:
            self.log.add(
                f"{target.name} is Stunned: it cannot defend, so it takes the attack and "
                "strikes no one back"
                + reading(
                    "a Stunned target still takes the attack (the rulebook's chain example "
                    "wounds the Stunned Paige) but deals no wounds, since it cannot Defend"
                ),
                ["PU.keyword.stun", "PU.defend"],
                "stunned",
            )
            self.strike(self.attackers, target, label_out)
            return
        out_first = all(c.has(STRIKE_FIRST) for c in self.attackers)
        back_first = target.has(STRIKE_FIRST)
        if out_first and not back_first:
            self.log.add(
                f"{label_out} strikes first: {target.name} strikes back only if it survives.",
                ["PU.keyword.strike-first"],
                "strike_first",
            )
            self.strike(self.attackers, target, label_out)
            if not self.down(target):
                self.strike_back(self.attackers)
            else:
                self.log.add(
                    f"{target.name} is knocked out before it can strike back.",
                    ["PU.keyword.strike-first"],
                    "no_strike_back",
                )
            return
        if back_first and not out_first:
            self.log.add(
                f"{target.name} strikes first: the attack lands only from those who survive.",
                ["PU.keyword.strike-first"],
                "strike_first",
            )
            self.strike_back(self.attackers)
            alive = [c for c in self.attackers if not self.down(c)]
            if alive:
                self.strike(alive, target, " and ".join(c.name for c in alive))
            else:
                self.log.add(
                    f"{label_out} is knocked out before the attack lands.",
                    ["PU.keyword.strike-first"],
                    "no_strike",
                )
            return
        if out_first and back_first:
            self.log.add(
                "Both sides Strike First, so neither strikes before the other"
                + reading("two Strike First sides deal their wounds at the same time"),
                ["PU.keyword.strike-first"],
                "simultaneous",
            )
        self.strike(self.attackers, target, label_out)
        self.strike_back(self.attackers)

    def strike_back(self, attackers: list[Fighter]) -> None:
        target = self.target
        assert target is not None
        for c in attackers:
            self.strike([target], c, f"{target.name} strikes back at {c.name}")
        if self.team_up:
            self.log.add(
                f"{target.name} strikes back at each hero of the Team-Up"
                + reading(
                    "in a Team-Up both sides deal damage to one another, so the target's Atk "
                    "is set against each hero's own Def"
                ),
                ["PU.team-up.strike"],
                "strike_back",
            )

    # ---------------------------------------------------------------- after the fight

    def knock_outs(self) -> list[str]:
        ko: list[str] = []
        for c in self.fighters:
            total = c.wounds + self.dealt[c.id]
            if total < c.ko_at:
                continue
            if c.has(IMMORTAL):
                self.log.add(
                    f"{c.name} has {total} wounds against Health {c.ko_at} but is Immortal: "
                    "it stays in play until the end of the round.",
                    ["PU.keyword.immortal", "PU.ko"],
                    "immortal",
                )
                continue
            ko.append(c.id)
            self.log.add(
                f"{c.name} has {total} wounds against Health {c.ko_at}: KO'd, to the Used Pile "
                "with any card attached to it.",
                ["PU.ko"],
                "ko",
                [{"ko": c.id}],
            )
        return ko

    def kneels(self, ko: list[str], fought: list[Fighter]) -> list[str]:
        knelt: list[str] = []
        for c in fought:
            if c.id in ko:
                continue
            attacking = c in self.attackers
            rule = "PU.attack" if attacking else "PU.defend"
            if c.has(RESOLVE):
                self.log.add(
                    f"{c.name} has Resolve: it stays standing after "
                    f"{'attacking' if attacking else 'defending'}.",
                    ["PU.keyword.resolve", rule],
                    "standing",
                )
                if c.knelt:
                    knelt.append(c.id)
                continue
            knelt.append(c.id)
            if not c.knelt:
                self.log.add(f"{c.name} kneels.", [rule], "knelt", [{"knelt": c.id}])
        return knelt

    def stuns(self, ko: list[str]) -> list[str]:
        stunned: list[str] = []
        target = self.target
        if target is None:
            return stunned
        pairs = [(c, target) for c in self.attackers] + [(target, c) for c in self.attackers]
        for by, victim in pairs:
            if not by.has(STUN) or victim.id in ko or victim.id in stunned:
                continue
            if victim.has(STUN_IMMUNITY):
                self.log.add(
                    f"{victim.name} has Stun Immunity: {by.name}'s Stun has no effect.",
                    ["PU.keyword.stun"],
                    "immune",
                )
                continue
            stunned.append(victim.id)
            self.log.add(
                f"{by.name} Stuns {victim.name}: it cannot attack, defend or use Astra until "
                "the next round"
                + reading(
                    "a character with the Stun keyword stuns the one it fought, once the wounds are dealt"
                ),
                ["PU.keyword.stun"],
                "stunned",
                [{"stunned": victim.id}],
            )
        return stunned


def _speedster(attacker: Fighter, log: StepLog) -> Fighter:
    """A Speedster attacking twice this round does so with Atk -1 (PU.keyword.speedster)."""
    if not attacker.has(SPEEDSTER):
        return attacker
    if attacker.attacks_made == 1 or attacker.double_attack:
        second = attacker.attacks_made == 1
        log.add(
            f"{attacker.name} is a Speedster attacking twice this round: Atk -1 until the end "
            f"of the turn{', and it may attack again although Knelt' if second else ''}"
            + reading(
                "the -1 applies to both attacks once two are chosen; a Speedster's second "
                "attack is allowed while it is Knelt from its first"
            ),
            ["PU.keyword.speedster"],
            "speedster",
            [{"modifier": {"id": attacker.id, "atk": -1}}],
        )
        return attacker.with_extra("atk", -1)
    return attacker


def resolve_combat(
    attacker: Fighter, defender: Fighter | None, partner: Fighter | None = None
) -> CombatResult:
    """One attack: ``defender`` None when it is not blocked; ``partner`` for a Team-Up."""
    log = StepLog()
    attacker = _speedster(attacker, log) if partner is None else attacker
    attackers = [attacker, *([partner] if partner else [])]
    combat = _Combat(attackers, defender, team_up=partner is not None)
    combat.log = log
    combat.report_stats()
    combat.check_legal()
    if combat.reasons:
        return CombatResult(False, combat.reasons, None, None, {}, [], [], [], log)
    attack = combat.attack_value(attackers)
    if partner is not None:
        log.add(
            f"Team-Up challenge: {attacker.name} and {partner.name} ({attacker.faction}) combine "
            f"Atk {attacker.stat('atk')} + {partner.stat('atk')} = {attack} against "
            f"{defender.name if defender else '?'}"
            + reading(
                "each hero's Atk is kept to 1-10, but their sum is not a character's stat and "
                "may exceed 10"
            ),
            ["PU.team-up", "PU.team-up.strike"],
            "team_up",
        )
    if defender is not None and attacker.has(UNBLOCKABLE) and partner is None:
        log.add(
            f"{attacker.name} is Unblockable: {defender.name} cannot block it and the attack "
            "goes to the HQ"
            + reading(
                "an Unblockable attacker's attack is never blocked by a character; only "
                "Astra, Power or Battle effects stop it"
            ),
            ["PU.keyword.unblockable"],
            "unblockable",
        )
        defender = None
        combat = _Combat([attacker], None, team_up=False)
        combat.log = log
    if defender is None:
        log.add(
            f"{attacker.name}'s attack (Atk {attack}) is not blocked: 1 wound to the "
            "defending player's HQ.",
            ["PU.wounds.hq", "PU.defend"],
            "hq",
            [{"hq": 1}],
        )
        knelt = combat.kneels([], [attacker])
        return CombatResult(True, [], attack, None, {HQ: 1}, [], knelt, [], log)
    combat.fight()
    ko = combat.knock_outs()
    knelt = combat.kneels(ko, combat.fighters)
    stunned = combat.stuns(ko)
    wounds = {**combat.dealt, HQ: 0}
    return CombatResult(True, [], attack, defender.stat("def"), wounds, ko, knelt, stunned, log)
