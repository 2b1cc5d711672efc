"""Attacks made after the opponent has conceded ("Teammate may make 1 attack after Opponent
has conceded the battle. Opponent may defend."): the card is played only as the answer to the
opponent's concession (MR.10.concede), and it opens a follow-up grant of those attacks
(MR.5.string), which the opponent may defend as any other attack.

One that waits for the card owner's own side to concede (a location's "Opponent may make 1
attack after <team> has conceded") is not applied: the resolution offers the answer to a
concession only to the player who did not concede, through a card that player plays.
"""

from __future__ import annotations

from typing import Any

from rules.engine.granted_plays import grant_of


def answers_concession(clause: dict[str, Any]) -> bool:
    """An ``attack_after_concede`` clause the resolver applies: attacks after the opponent's
    concession, of a number."""
    return (
        clause.get("kind") == "attack_after_concede"
        and clause.get("by") == "opponent"
        and isinstance(clause.get("count"), int)
    )


def concession_grants(clauses: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The follow-up grant of each attack after the opponent's concession; "any front line
    character" may make it, else whom the clause names."""
    out = []
    for c in clauses:
        if not answers_concession(c):
            continue
        grant = grant_of(c, c["count"])
        if c.get("who") == "any_front_line":
            grant["who"] = "any_front_line"
        out.append(grant)
    return out


def answered_by_rule(clause: dict[str, Any]) -> bool:
    """ "Opponent may make 1 attack after <team> has conceded" (a location's): with it in play
    on the conceding side, the player who did not concede may answer the concession with 1
    attack the conceding team may defend (MR.10.concede); without such a card, no attack
    answers a concession (OR.concede, ``resolve_concession``)."""
    return (
        clause.get("kind") == "attack_after_concede"
        and clause.get("by") == "team"
        and clause.get("who") == "opponent"
        and clause.get("count") == 1
    )
