"""One OverRealm turn after the minion phases: combat, dominance, pressure, the round.

The ready and minion phases are the caller's: exhausted and silenced minions are taken as
given. A hero whose damage reaches its HP loses the round at once, and the rest of the turn
is not played. Pressure damage never does that: it leaves the hero at 1 HP, in critical
condition, and critical heroes lose the round by losing a combat.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rules.engine.games.overrealm import combat
from rules.engine.games.overrealm.state import PLAYERS, CombatCard, Player, other
from rules.engine.games.step_log import StepLog, reading


@dataclass
class TurnResult:
    combat: dict[str, Any]
    dominance: dict[str, Any]
    players: dict[str, Player]
    round_loser: str | None
    dead: dict[str, list[str]]
    steps: StepLog = field(default_factory=StepLog)

    def as_dict(self) -> dict[str, Any]:
        return {
            "combat": self.combat,
            "dominance": self.dominance,
            "players": {p: self.players[p].as_dict() for p in PLAYERS},
            "round_loser": self.round_loser,
            "dead_minions": self.dead,
            "steps": self.steps.to_json(),
        }


class _Turn:
    def __init__(self, players: dict[str, Player], log: StepLog) -> None:
        self.players = players
        self.log = log
        self.loser: str | None = None

    def check_critical(self) -> None:
        """A hero at 1 HP is in critical condition: its pressure cards go, none come."""
        for p in PLAYERS:
            player = self.players[p]
            if player.hero.left == 1 and not player.critical:
                player.critical = True
                self.log.add(
                    f"{player.hero.name} is at 1 HP: critical condition.",
                    ["RLM.critical"],
                    "critical",
                    [{"critical": p}],
                )
            if player.critical and player.pressure:
                self.log.add(
                    f"{player.hero.name} is in critical condition and discards its "
                    f"{player.pressure} pressure card{'s' if player.pressure != 1 else ''}.",
                    ["RLM.critical"],
                    "discard_pressure",
                    [{"pressure": {p: 0}}],
                )
                player.pressure = 0

    def check_fallen(self) -> bool:
        for p in PLAYERS:
            hero = self.players[p].hero
            if hero.left <= 0:
                self.loser = p
                self.log.add(
                    f"{hero.name} has taken {hero.damage} damage of {hero.hp} HP: player {p} "
                    "loses the round, and the rest of the turn is not played.",
                    ["RLM.round"],
                    "round_lost",
                    [{"round_loser": p}],
                )
                return True
        return False

    def dominance(self, winner: str | None) -> dict[str, Any]:
        totals = {p: self.players[p].dominance for p in PLAYERS}
        for p in PLAYERS:
            counted = [m for m in self.players[p].minions if m.dominance]
            left_out = [m.name for m in self.players[p].minions if m.dom and not m.dominance]
            text = f"Player {p}'s dominance: {totals[p]}"
            if counted:
                text += " (" + " + ".join(f"{m.name} {m.dom}" for m in counted) + ")"
            if left_out:
                text += f"; exhausted or silenced minions add nothing: {', '.join(left_out)}"
            self.log.add(text + ".", ["RLM.dominance"], "total")
        out = {**totals, "winner": None, "damage": 0, "pressure_to": None}
        if totals["A"] == totals["B"]:
            self.log.add(
                f"Dominance totals are equal ({totals['A']}): neither player wins dominance.",
                ["RLM.dominance.equal"],
                "equal",
            )
            return out
        high = "A" if totals["A"] > totals["B"] else "B"
        if winner is None:
            return self.win_dominance(high, totals, "RLM.dominance.c", out, "combat was a tie, so")
        if winner == high:
            return self.win_dominance(
                high, totals, "RLM.dominance.a", out, f"player {winner} won combat and"
            )
        return self.lose_dominance(winner, totals, out)

    def win_dominance(self, p: str, totals: dict, rule: str, out: dict, why: str) -> dict:
        damage = totals[p] - totals[other(p)]
        foe = self.players[other(p)].hero
        foe.damage += damage
        out.update(winner=p, damage=damage)
        self.log.add(
            f"{why[0].upper()}{why[1:]} has the higher dominance: player {p} wins dominance and deals "
            f"{totals[p]} - {totals[other(p)]} = {damage} damage to {foe.name} ({foe.left} HP left).",
            [rule],
            "dominance",
            [{"hero_damage": damage, "to": other(p)}],
        )
        player = self.players[p]
        if player.pressure:
            self.log.add(
                f"Player {p} won dominance and discards its {player.pressure} pressure "
                f"card{'s' if player.pressure != 1 else ''}.",
                ["RLM.pressure.discard"],
                "discard_pressure",
                [{"pressure": {p: 0}}],
            )
            player.pressure = 0
        return out

    def lose_dominance(self, p: str, totals: dict, out: dict) -> dict:
        player = self.players[p]
        text = (
            f"Player {p} won combat but has the lower dominance ({totals[p]} against "
            f"{totals[other(p)]}): player {p} loses dominance"
        )
        note = reading(
            "in this case nobody wins dominance: no dominance damage is dealt and player "
            f"{other(p)} keeps any pressure cards"
        )
        if player.critical:
            self.log.add(
                text + f", but a hero in critical condition receives no pressure card{note}.",
                ["RLM.dominance.b", "RLM.critical"],
                "no_pressure",
            )
            return out
        player.pressure += 1
        out["pressure_to"] = p
        self.log.add(
            text
            + f" and attaches a pressure card to {player.hero.name} (now {player.pressure}){note}.",
            ["RLM.dominance.b"],
            "pressure",
            [{"pressure": {p: player.pressure}}],
        )
        return out

    def pressure(self) -> None:
        for p in PLAYERS:
            player = self.players[p]
            if not player.pressure:
                continue
            hero, n = player.hero, player.pressure
            if hero.left - n > 0:
                hero.damage += n
                self.log.add(
                    f"{hero.name} takes {n} damage from {n} pressure card{'s' if n != 1 else ''} "
                    f"({hero.left} HP left).",
                    ["RLM.pressure"],
                    "damage",
                    [{"hero_damage": n, "to": p}],
                )
                continue
            hero.damage = hero.hp - 1
            player.pressure = 0
            player.critical = True
            self.log.add(
                f"{n} pressure damage would take {hero.name} from {hero.left} HP to 0 or "
                "below: instead its HP is set to 1, it discards its pressure cards and is in "
                "critical condition"
                + reading(
                    "pressure damage beyond what would reach exactly 0 is treated the same way"
                ),
                ["RLM.pressure", "RLM.critical"],
                "critical",
                [{"critical": p, "pressure": {p: 0}}],
            )


def play_turn(
    strong_attacks: str,
    cards: dict[str, CombatCard],
    players: dict[str, Player],
) -> TurnResult:
    """Resolve combat, dominance and pressure for one turn (``players`` is changed)."""
    log = StepLog()
    turn = _Turn(players, log)
    dead: dict[str, list[str]] = {p: [] for p in PLAYERS}
    turn.check_critical()
    critical_before = {p: players[p].critical for p in PLAYERS}
    winner, reason = combat.decide(cards, strong_attacks, log)
    combat_out = {"winner": winner, "reason": reason, "cards": {p: cards[p].card for p in PLAYERS}}
    dominance_out: dict[str, Any] = {
        "A": None,
        "B": None,
        "winner": None,
        "damage": 0,
        "pressure_to": None,
    }

    def done() -> TurnResult:
        return TurnResult(combat_out, dominance_out, players, turn.loser, dead, log)

    if winner is not None:
        combat.apply(winner, cards, players, log, dead)
        if turn.check_fallen():
            return done()
        loser = other(winner)
        if critical_before[loser]:
            turn.loser = loser
            log.add(
                f"{players[loser].hero.name} was in critical condition and lost combat: player "
                f"{loser} loses the round.",
                ["RLM.critical", "RLM.round"],
                "round_lost",
                [{"round_loser": loser}],
            )
            return done()
        turn.check_critical()
        if players[loser].critical:
            log.add(
                f"{players[loser].hero.name} came to critical condition in this combat, so "
                "losing it does not lose the round"
                + reading(
                    "only a hero already in critical condition when combat is revealed loses the "
                    "round by losing it"
                ),
                ["RLM.critical", "RLM.round"],
                "critical",
            )
    dominance_out = turn.dominance(winner)
    if turn.check_fallen():
        return done()
    turn.check_critical()
    turn.pressure()
    turn.check_critical()
    return done()
