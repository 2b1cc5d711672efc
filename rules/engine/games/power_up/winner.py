"""Power Up! win conditions and their tie-breaks.

Capture HQ (an HQ at 0), No More Heroes (nothing left to deploy loses), and, when a Power
Deck runs out or after round 10: the higher HQ wins, then the higher total of deployed
rarity stars, then the player who ran out of Power cards first loses.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rules.engine.games.step_log import StepLog, reading

PLAYERS = ("1", "2")
CONDITIONS = ("hq", "no_more_power_cards", "no_more_heroes", "round_10")


@dataclass(frozen=True)
class PlayerStanding:
    hq: int
    deployed_stars: int = 0
    ran_out_first: bool = False
    heroes_left: int = 1


@dataclass
class WinnerResult:
    winner: str | None
    decided_by: str
    steps: StepLog = field(default_factory=StepLog)

    def as_dict(self) -> dict[str, Any]:
        return {"winner": self.winner, "decided_by": self.decided_by, "steps": self.steps.to_json()}


def _other(player: str) -> str:
    return "2" if player == "1" else "1"


def _capture_hq(players: dict[str, PlayerStanding], log: StepLog) -> WinnerResult:
    fallen = [p for p in PLAYERS if players[p].hq <= 0]
    if not fallen:
        log.add(
            f"Neither HQ is at 0 (player 1: {players['1'].hq}, player 2: {players['2'].hq}): "
            "nobody has captured an HQ and the game goes on.",
            ["PU.win.hq"],
            "not_over",
        )
        return WinnerResult(None, "not_over", log)
    if len(fallen) == 2:
        log.add(
            "Both HQs are at 0: the game ends with no winner"
            + reading("when both HQs fall in the same resolution, neither player captured first"),
            ["PU.win.hq"],
            "draw",
        )
        return WinnerResult(None, "draw", log)
    winner = _other(fallen[0])
    log.add(
        f"Player {fallen[0]}'s HQ is at 0: player {winner} captures it and wins.",
        ["PU.win.hq"],
        "winner",
    )
    return WinnerResult(winner, "hq", log)


def _no_more_heroes(players: dict[str, PlayerStanding], log: StepLog) -> WinnerResult:
    empty = [p for p in PLAYERS if players[p].heroes_left <= 0]
    if not empty:
        log.add(
            "Both players still have heroes to deploy: No More Heroes does not end the game.",
            ["PU.win.no-more-heroes"],
            "not_over",
        )
        return WinnerResult(None, "not_over", log)
    if len(empty) == 2:
        log.add(
            "Neither player has a hero left to deploy: both lose, so nobody wins"
            + reading("when both run out of heroes together the game is a draw"),
            ["PU.win.no-more-heroes"],
            "draw",
        )
        return WinnerResult(None, "draw", log)
    winner = _other(empty[0])
    log.add(
        f"Player {empty[0]} has no hero left to deploy and loses: player {winner} wins.",
        ["PU.win.no-more-heroes"],
        "winner",
    )
    return WinnerResult(winner, "no_more_heroes", log)


def _tie_breaks(
    players: dict[str, PlayerStanding], log: StepLog, opening: str, rule: str
) -> WinnerResult:
    one, two = players["1"], players["2"]
    log.add(opening, [rule], "stop")
    for attr, words, decided in (
        ("hq", "HQ total", "hq"),
        ("deployed_stars", "rarity stars of deployed heroes", "stars"),
    ):
        a, b = getattr(one, attr), getattr(two, attr)
        if a != b:
            winner = "1" if a > b else "2"
            log.add(
                f"Higher {words} wins: player 1 has {a}, player 2 has {b}; player {winner} wins.",
                ["PU.win.tie-break"],
                "winner",
            )
            return WinnerResult(winner, decided, log)
        log.add(
            f"Both players have {a} {words}: a tie, go to the next test.",
            ["PU.win.tie-break"],
            "tie",
        )
    ran_out = [p for p in PLAYERS if players[p].ran_out_first]
    if len(ran_out) == 1:
        winner = _other(ran_out[0])
        log.add(
            f"Player {ran_out[0]} ran out of Power cards first and loses: player {winner} wins.",
            ["PU.win.tie-break"],
            "winner",
        )
        return WinnerResult(winner, "ran_out_first", log)
    log.add(
        "HQ and stars are tied and "
        + ("both players ran out together" if ran_out else "no player ran out of cards first")
        + ": no winner"
        + reading("when the last test names nobody (or both), the game is a draw"),
        ["PU.win.tie-break"],
        "draw",
    )
    return WinnerResult(None, "draw", log)


def decide_winner(condition: str, players: dict[str, PlayerStanding]) -> WinnerResult:
    log = StepLog()
    if condition == "hq":
        return _capture_hq(players, log)
    if condition == "no_more_heroes":
        return _no_more_heroes(players, log)
    if condition == "no_more_power_cards":
        opening = "A player's Power Deck is empty: the game stops and the tie-breaks decide."
        return _tie_breaks(players, log, opening, "PU.win.no-more-cards")
    opening = "The 10th round is over: the game stops and the tie-breaks decide."
    return _tie_breaks(players, log, opening, "PU.win.round-10")
