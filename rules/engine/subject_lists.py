"""A clause printed with a list of subjects ("remove all Strength Power card Hits from
Thunderbird and teammate's Permanent Record"): each subject is chosen on its own
(``chosen_subjects``), and the clause acts on each. "Teammate" is one teammate of the
player's choice: the one the play names, or the only active one of the side; with several and
none named, that part is not applied and the answer warns."""

from __future__ import annotations

from typing import Any

from rules.engine.chosen_subjects import Chosen, removal_subject
from rules.engine.state import Board, Character


def _teammate(board: Board, by: Character | None, played_on: Character | None) -> Chosen:
    """The teammate of ``by`` a listed "teammate" names."""
    if by is None:
        return Chosen(None, "the card's teammate is chosen by the character playing it")
    if played_on is not None and played_on.player == by.player and played_on is not by:
        return Chosen(played_on)
    mates = [c for c in board.players[by.player].active() if c is not by]
    if len(mates) == 1:
        return Chosen(mates[0])
    return Chosen(
        None,
        f"the player picks which of {by.name}'s {len(mates)} teammates: give it as the"
        " play's target",
        warn=bool(mates),
    )


def listed_subjects(
    board: Board,
    by: Character | None,
    target: Character | None,
    played_on: Character | None,
    clause: dict[str, Any],
) -> list[Chosen] | None:
    """The character chosen for each subject of a clause printed with a list of them, or
    None for a clause with one subject."""
    subjects = clause.get("subjects")
    if not isinstance(subjects, list | tuple) or len(subjects) < 2:
        return None
    out = []
    for who in subjects:
        if who == "teammate":
            out.append(_teammate(board, by, played_on))
        else:
            one = {**clause, "who": str(who), "subjects": None}
            out.append(removal_subject(board, by, target, played_on, one))
    return out
