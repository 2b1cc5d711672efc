"""The mission ladder after a battle: missions moved between piles, and whether the game is over."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from rules.engine.venture_model import (
    MISSION_CARDS,
    PLAYERS,
    Missions,
    Note,
    Ventured,
    other,
    plural,
    verb_for,
)

#: The rule of every move on the ladder.
RULES = ("OR.mission-ladder",)


@dataclass(frozen=True)
class LadderMove:
    missions: Missions
    notes: tuple[Note, ...]


def move_missions(
    player: str,
    missions: Missions,
    ventured: Ventured,
    won: bool,
    *,
    reason: str = "",
    locked: str | None = None,
) -> LadderMove:
    """Move a player's ventured cards after a battle won or lost (OR.mission-ladder); a card
    ``locked`` in play bars lifting cards out of the Defeated pile (MR.19)."""
    reserve, completed, defeated = missions.reserve, missions.completed, missions.defeated
    notes: list[Note] = []
    lead = f"Player {player} {'won' if won else 'lost'} the venture{reason}"
    if won:
        reserve -= ventured.reserve
        completed += ventured.reserve
        parts = []
        if ventured.reserve:
            parts.append(
                f"{plural(ventured.reserve)} ventured from Reserve "
                f"{verb_for(ventured.reserve, 'moves', 'move')} up to Completed"
            )
        if ventured.completed and locked:
            parts.append(
                f"{plural(ventured.completed)} ventured from Completed"
                f" {verb_for(ventured.completed, 'stays', 'stay')} there and"
                f" {verb_for(ventured.completed, 'lifts', 'lift')} nothing: {locked} bars moving"
                " mission cards from the Defeated pile"
            )
        elif ventured.completed:
            want_completed = ventured.completed // 2
            to_completed = min(want_completed, defeated)
            to_reserve = min(ventured.completed, defeated - to_completed)
            defeated -= to_completed + to_reserve
            completed += to_completed
            reserve += to_reserve
            lifted = []
            if to_completed:
                lifted.append(f"{plural(to_completed)} from Defeated up to Completed")
            if to_reserve:
                lifted.append(f"{plural(to_reserve)} from Defeated up to Reserve")
            text = (
                f"{plural(ventured.completed)} ventured from Completed "
                f"{verb_for(ventured.completed, 'stays there and lifts', 'stay there and lift')} "
                + (" and ".join(lifted) if lifted else "nothing, as the Defeated pile is empty")
            )
            wanted = ventured.completed + want_completed
            if to_completed + to_reserve < wanted:
                text += (
                    f" (they could lift {wanted}, but the Defeated pile held only "
                    f"{to_completed + to_reserve}; lifts to Completed are made first)"
                )
            parts.append(text)
        rules = ("OR.mission-ladder", "MR.19") if locked and ventured.completed else ()
        notes.append(Note(f"{lead}: " + "; ".join(parts) + ".", rules or RULES, player))
    else:
        reserve += ventured.completed - ventured.reserve
        completed -= ventured.completed
        defeated += ventured.reserve
        parts = []
        if ventured.reserve:
            parts.append(
                f"{plural(ventured.reserve)} ventured from Reserve "
                f"{verb_for(ventured.reserve, 'falls', 'fall')} to Defeated"
            )
        if ventured.completed:
            parts.append(
                f"{plural(ventured.completed)} ventured from Completed "
                f"{verb_for(ventured.completed, 'falls', 'fall')} back to Reserve"
            )
        notes.append(Note(f"{lead}: " + "; ".join(parts) + ".", ("OR.mission-ladder",), player))
    return LadderMove(Missions(reserve, completed, defeated), tuple(notes))


def game_result(missions: Mapping[str, Missions]) -> tuple[str | None, list[Note]]:
    """The game's winner from the mission piles (OR.victory), with the reason."""
    for player in PLAYERS:
        m = missions[player]
        if m.completed == MISSION_CARDS:
            return player, [
                Note(
                    f"Player {player} has all seven mission cards in the Completed pile and "
                    f"wins the game.",
                    ("OR.victory",),
                    player,
                )
            ]
        if m.defeated == MISSION_CARDS:
            winner = other(player)
            return winner, [
                Note(
                    f"Player {player} has all seven mission cards in the Defeated pile, must "
                    f"abandon the mission and loses; player {winner} wins the game.",
                    ("OR.victory",),
                    player,
                )
            ]
    return None, []


def with_extra_mission(missions: Missions, ventured: Ventured) -> tuple[Ventured, str]:
    """The venture plus one more mission card, from the reserve if one is left unventured,
    else from the completed pile while a card is defeated (used by the renege ruling)."""
    if missions.reserve > ventured.reserve:
        return replace(ventured, reserve=ventured.reserve + 1), "reserve"
    if missions.completed > ventured.completed and missions.defeated > 0:
        return replace(ventured, completed=ventured.completed + 1), "completed"
    return ventured, ""
