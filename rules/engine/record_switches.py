"""Two characters of one side exchanging their permanent records: "<X> may switch entire
permanent record with any front line teammate" (``switch_record``). The hits keep their types
and values and change hands; both characters are checked for a KO again (OR.hits,
OR.ko.cumulative). The teammate is the one the play names as its target.
"""

from __future__ import annotations

from typing import Any

from rules.engine.state import Board, Character


def partner_problem(board: Board, by: Character | None, partner: Character | None) -> str | None:
    """Why the play's target may not be the teammate the records are switched with, if so."""
    if by is None:
        return "the card names no character playing it"
    if partner is None:
        return "the play names no front-line teammate (its target) to switch records with"
    front = board.players[by.player].front_line
    if partner is by or partner.player != by.player or partner not in front or partner.removed:
        return f"{partner.name} is not an active front-line teammate of {by.name}"
    return None


def switch_records(
    clause: dict[str, Any],
    board: Board,
    by: Character | None,
    partner: Character | None,
    changes: list[dict[str, Any]],
    texts: list[str],
) -> bool:
    """Switch the permanent records of ``by`` and ``partner``; whether the clause was one of
    these. A play that names no fit teammate says why nothing was switched."""
    if clause.get("kind") != "switch_record":
        return False
    problem = partner_problem(board, by, partner)
    if problem is not None or by is None or partner is None:
        texts.append(f"no permanent records are switched: {problem}")
        return True
    mine = [h for h in by.hits if h.record == "permanent"]
    theirs = [h for h in partner.hits if h.record == "permanent"]
    by.hits = [h for h in by.hits if h.record != "permanent"] + theirs
    partner.hits = [h for h in partner.hits if h.record != "permanent"] + mine
    changes.append(
        {
            "op": "switch_record",
            "characters": [by.id, partner.id],
            "hits": [len(mine), len(theirs)],
        }
    )
    texts.append(
        f"{by.name} and {partner.name} switch permanent records ({by.name} now holds"
        f" {len(theirs)} hit(s), {partner.name} {len(mine)})"
    )
    return True
