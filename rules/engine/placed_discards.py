"""A card that makes a character discard every card placed on it: "Target Character must
discard all Placed cards into Dead Pile", an event's "Chosen character must discard all placed
cards" (a ``discard`` of ``all`` cards ``from`` placed). The board holds those cards, so they
leave it: each goes to the pile the rules give it (OR.discard-piles), or to the one the card
names."""

from __future__ import annotations

from typing import Any

from rules.engine.attack_cards import pile_for
from rules.engine.state import Character

#: The subjects of such a discard that name the character the card was played on.
ON_TARGET = ("target", "chosen", "target_character")


def discards_all_placed(clause: dict[str, Any]) -> bool:
    return (
        clause.get("kind") == "discard"
        and clause.get("from") == "placed"
        and clause.get("count") == "all"
        and clause.get("who") in ON_TARGET
    )


#: The subjects of an event's discard that name each player (events are played by both).
EACH_PLAYER = ("player", "both_players", "each_player", "all_players")


def discards_every_placed(clause: dict[str, Any]) -> bool:
    """An event's "Discard all placed cards": every card placed on every character of both
    sides, of no kind named (a ``filter`` of the placed cards alone)."""
    return (
        clause.get("kind") == "discard"
        and clause.get("from") == "placed"
        and clause.get("count") == "all"
        and clause.get("who") in EACH_PLAYER
        and clause.get("filter") in (None, "placed")
    )


def discard_placed(clause: dict[str, Any], char: Character, changes: list[dict[str, Any]]) -> str:
    """Take every card placed on ``char`` off the board; the text of what went."""
    gone = list(char.placed)
    char.placed = []
    for card in gone:
        pile = clause.get("to") or pile_for(card)
        changes.append({"op": "discard", "player": char.player, "card": card.name, "pile": pile})
    if not gone:
        return f"{char.name} has no card placed to discard"
    return f"{char.name} discards every card placed on it ({', '.join(c.name for c in gone)})"


def placed_read(clause: dict[str, Any]) -> bool:
    """Whether the resolver reads which placed cards a discard names: not a discard of placed
    cards, or one of them all (on the target, or on every character)."""
    if clause.get("kind") != "discard" or clause.get("from") != "placed":
        return True
    return discards_all_placed(clause) or discards_every_placed(clause)
