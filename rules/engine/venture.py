"""The venture: what counts toward a venture total, and how ventured missions move.

Pure Python. A player's seven mission cards are always spread over three piles (reserve,
completed, defeated); before a battle each player ventures some of them from the reserve
and completed piles (OR.venture), venturing more than two gives the opponent penalty draws
(OR.venture.penalty); after the battle the venture totals decide who won (OR.venture-total,
MR.3, MR.14) and the ventured cards climb or fall the mission ladder (OR.mission-ladder),
which may end the game (OR.victory). A concession loses the venture (OR.concede).

Readings we chose where the rulebooks leave a case open are stated where they are applied:
- Cards won from the completed pile lift cards out of the defeated pile: one to the reserve
  per card and, in addition, one to the completed pile per two cards. If the defeated pile
  cannot supply all of them, the lifts to the completed pile are made first (the rule lets
  the player choose, and a completed card is always worth more to the player).
- A concession loses the conceding player's venture (OR.concede); the rules do not say in so
  many words that the opponent wins theirs, but a battle has one winner and one loser, so we
  move the opponent's ventured cards up as won.
- A venture total may go below zero through modifiers; totals are compared as they are.
- A modifier from a character who has been KO'd no longer counts: a KO'd character has left
  play (OR.ko.effects). One from a reserve character counts (MR.14).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from rules.engine.mission_ladder import game_result, move_missions, with_extra_mission
from rules.engine.venture_counts import check_position, hit_counts, venture_problems, venture_total
from rules.engine.venture_model import (
    HIT_SOURCES,
    MISSION_CARDS,
    MODIFIER_ORIGINS,
    PILES,
    PLAYERS,
    VENTURE_PILES,
    Hit,
    Missions,
    Modifier,
    Note,
    PlayerVenture,
    Ventured,
    VentureInputError,
    VentureTotal,
    merged_rules,
    other,
    penalty_draws,
    plural,
)

#: Names the rest of the project imports from here.
__all__ = [
    "HIT_SOURCES",
    "MODIFIER_ORIGINS",
    "PILES",
    "VENTURE_PILES",
    "Hit",
    "MISSION_CARDS",
    "Missions",
    "Modifier",
    "Note",
    "PLAYERS",
    "PlayerVenture",
    "VentureInputError",
    "Ventured",
    "check_position",
    "game_result",
    "hit_counts",
    "merged_rules",
    "move_missions",
    "other",
    "penalty_draws",
    "settle_battle",
    "venture_total",
    "with_extra_mission",
]


@dataclass(frozen=True)
class VentureResult:
    violations: tuple[Note, ...]
    outcome: str  # "won", "conceded", "draw" or "illegal"
    winner: str | None
    totals: Mapping[str, VentureTotal | None]
    missions: Mapping[str, Missions]
    carried_over: Mapping[str, Ventured]
    penalty_draws: Mapping[str, int]
    game_winner: str | None
    notes: tuple[Note, ...]

    @property
    def legal(self) -> bool:
        return not self.violations

    @property
    def game_over(self) -> bool:
        return self.game_winner is not None

    @property
    def rules(self) -> list[str]:
        return list(
            merged_rules(
                [
                    *(note.rules for note in (*self.violations, *self.notes)),
                    *(total.rules for total in self.totals.values() if total is not None),
                ]
            )
        )

    def as_dict(self) -> dict:
        return {
            "legal": self.legal,
            "violations": [v.as_dict() for v in self.violations],
            "outcome": self.outcome,
            "winner": self.winner,
            "totals": {p: (t.total if t else None) for p, t in self.totals.items()},
            "breakdown": {p: (t.as_dict() if t else None) for p, t in self.totals.items()},
            "missions": {p: m.as_dict() for p, m in self.missions.items()},
            "carried_over": {p: v.as_dict() for p, v in self.carried_over.items()},
            "penalty_draws": dict(self.penalty_draws),
            "game_over": self.game_over,
            "game_winner": self.game_winner,
            "messages": [n.as_dict() for n in self.notes],
            "rules": self.rules,
        }


def penalty_notes(players: Mapping[str, PlayerVenture]) -> tuple[dict[str, int], list[Note]]:
    draws = {p: penalty_draws(players[other(p)].ventured.count) for p in PLAYERS}
    notes = [
        Note(
            f"Player {other(p)} ventured {players[other(p)].ventured.count} mission cards, so "
            f"player {p} may draw {plural(draws[p])} (duplicates and unusable cards drawn "
            f"this way are discarded, and none may be placed).",
            ("OR.venture.penalty",),
            p,
        )
        for p in PLAYERS
        if draws[p]
    ]
    return draws, notes


def _total_for(player: str, pv: PlayerVenture) -> VentureTotal | None:
    if pv.venture_total is not None:
        return VentureTotal(total=pv.venture_total, given=True)
    if pv.hits is not None:
        return venture_total(pv.hits, pv.modifiers)
    return None


def settle_battle(players: Mapping[str, PlayerVenture]) -> VentureResult:
    """Decide the battle from the venture totals (or a concession) and move the missions."""
    check_position(players)
    draws, notes = penalty_notes(players)
    violations = [n for p in PLAYERS for n in venture_problems(p, players[p])]
    totals = {p: _total_for(p, players[p]) for p in PLAYERS}
    before = {p: players[p].missions for p in PLAYERS}
    if violations:
        return VentureResult(
            violations=tuple(violations),
            outcome="illegal",
            winner=None,
            totals=totals,
            missions=before,
            carried_over={p: Ventured() for p in PLAYERS},
            penalty_draws=draws,
            game_winner=None,
            notes=(
                *notes,
                Note(
                    "The venture must be corrected before the battle's outcome can move any "
                    "mission card.",
                    ("OR.venture",),
                ),
            ),
        )

    conceder = next((p for p in PLAYERS if players[p].conceded), None)
    winner: str | None
    if conceder:
        winner = other(conceder)
        outcome = "conceded"
        notes.append(
            Note(
                f"Player {conceder} conceded and so loses the venture whatever the totals; "
                f"player {winner} wins it.",
                ("OR.concede",),
                conceder,
            )
        )
    else:
        missing = [p for p in PLAYERS if totals[p] is None]
        if missing:
            raise VentureInputError(
                f"players.{missing[0]}",
                "give venture_total or hits_scored (needed when nobody conceded)",
            )
        a, b = totals["A"].total, totals["B"].total  # type: ignore[union-attr]
        if a == b:
            winner, outcome = None, "draw"
        else:
            winner, outcome = ("A" if a > b else "B"), "won"
        for p in PLAYERS:
            notes.append(
                Note(
                    f"Player {p}'s venture total is {totals[p].total}.",  # type: ignore[union-attr]
                    totals[p].rules,  # type: ignore[union-attr]
                    p,
                )
            )

    missions: dict[str, Missions]
    carried_over: dict[str, Ventured]
    game_winner: str | None
    if winner is None:
        notes.append(
            Note(
                f"The venture totals are equal ({totals['A'].total}): the battle is a draw. "  # type: ignore[union-attr]
                "The ventured mission cards stay ventured where they are for the next battle, "
                "which the same player starts; each player may venture more on it.",
                ("OR.venture-total.tie",),
            )
        )
        missions = before
        carried_over = {p: players[p].ventured for p in PLAYERS}
        game_winner = None
    else:
        missions = {}
        for p in PLAYERS:
            move = move_missions(
                p,
                players[p].missions,
                players[p].ventured,
                won=(p == winner),
                locked=players[p].defeated_locked,
            )
            missions[p] = move.missions
            notes.extend(move.notes)
        carried_over = {p: Ventured() for p in PLAYERS}
        game_winner, end_notes = game_result(missions)
        notes.extend(end_notes)
        if game_winner is None:
            notes.append(
                Note(
                    f"No one has won the game; player {winner} goes first in the next battle.",
                    ("OR.aftermath",),
                )
            )
    return VentureResult(
        violations=(),
        outcome=outcome,
        winner=winner,
        totals=totals,
        missions=missions,
        carried_over=carried_over,
        penalty_draws=draws,
        game_winner=game_winner,
        notes=tuple(notes),
    )
