"""An obligation to attack that a card in play puts on a character ("Target Character must make
as many attacks as possible", an ``additional_attack`` with ``required``): while it lasts, the
character's player may not pass while that character can still attack, with a power card it may
use placed on it or in the hand (MR.19.must-attack, OR.pass). A card that makes its own
character's follow-up owed ("This character must make 1 additional attack") likewise: no other
play closes the string while that character can still make it (MR.5.string). When the board
does not give the hand and nothing placed decides it, the play stands and the answer warns
that the obligation could not be checked.
"""

from __future__ import annotations

from typing import Any

from rules.engine.action_model import Grant
from rules.engine.attack_cards import power_usable
from rules.engine.board_model import Board, Character, Effect

#: The rules a check of the obligation cites.
OBLIGATION_RULES = ("MR.19.must-attack", "OR.pass", "MR.19")


def binds_target(clause: dict[str, Any]) -> bool:
    """ "Target Character must make as many (additional) attacks as possible": an obligation
    on the character the card is played on, not attacks granted to the card's player."""
    return (
        clause.get("kind") == "additional_attack"
        and bool(clause.get("required"))
        and clause.get("who") == "target"
    )


def owes_follow_up(clause: dict[str, Any]) -> bool:
    """ "This character must make 1 additional attack": the card's own character owes the
    follow-ups it grants (a string the player may not close before making them). Follow-ups
    joined by "and/or" under "must" ("1 additional Fighting and/or 1 additional Intellect")
    are owed together: one of them at least (``follow_up_left``)."""
    return (
        clause.get("kind") == "additional_attack"
        and bool(clause.get("required"))
        and clause.get("who") in (None, "self")
    )


def follow_up_left(board: Board, grant: Grant) -> tuple[Character, str | None] | None:
    """(the character owing the follow-up, a power card it could still make it with, if any)
    while the string it owes is open."""
    char = board.character(grant.grantor)
    if not grant.required or grant.source != "special" or grant.count <= 0:
        return None
    if grant.once_each and grant.used_icons:
        return None  # "must make 1 Fighting and/or 1 Intellect": one made, the rest may be
    if char is None or not char.active or grant.who not in ("self", None):
        return None
    if grant.card_kinds and "power" not in grant.card_kinds:
        return char, None
    hand = board.players[char.player].hand or []
    for card in [*char.placed, *hand]:
        if card.kind != "power" or not power_usable(card, char):
            continue
        if grant.icons and not set(grant.icons) & set(card.defn.icons):
            continue
        return char, card.label()
    return char, None


def bound(board: Board, player: str) -> list[tuple[Effect, dict[str, Any], Character]]:
    """The player's active characters an effect in play obliges to attack."""
    out = []
    for e in board.all_effects():
        if e.duration == "next_battle":
            continue
        char = board.character(e.target)
        if char is None or char.player != player or not char.active:
            continue
        out.extend((e, c, char) for c in e.clauses if binds_target(c))
    return out


def attack_left(board: Board, char: Character) -> str | None:
    """A power card ``char`` could still attack with: placed on it, or in its player's hand
    (when the board gives it)."""
    hand = board.players[char.player].hand or []
    for card in [*char.placed, *hand]:
        if card.kind == "power" and power_usable(card, char):
            return card.label()
    return None


def pass_barred(board: Board, player: str) -> str | None:
    """Why ``player`` may not pass: a character obliged to attack can still attack."""
    for e, _c, char in bound(board, player):
        card = attack_left(board, char)
        if card is not None:
            return (
                f"{e.card.name} obliges {char.name} to make as many attacks as possible, and"
                f" {char.name} can still attack ({card})"
            )
    return None


def unchecked(board: Board, player: str) -> list[tuple[Effect, dict[str, Any], Character]]:
    """The obligations a pass could not be checked against: the board gives no hand."""
    if board.players[player].hand is not None:
        return []
    return bound(board, player)
