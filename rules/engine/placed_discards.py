"""A card that makes a character discard the cards placed on it: "Target Character must
discard all Placed cards into Dead Pile", an event's "Chosen character must discard all placed
cards" (a ``discard`` of ``all`` cards ``from`` placed), or only those of the kinds and power
types the clause types (its ``cards``: "all placed Universe cards", "1 placed Tactic card",
"all cards with an Intellect icon currently Placed and in Hand"). The board holds those cards,
so they leave it: each goes to the pile the rules give it (OR.discard-piles), or to the one the
card names. A count of typed cards the character holds no more of than named leaves no choice;
more than that is the table's choice, stated as before."""

from __future__ import annotations

from typing import Any

from rules.engine.attack_cards import pile_for
from rules.engine.card_filters import card_filter
from rules.engine.card_triggers import card_is
from rules.engine.side_placed_discards import kept_in_play
from rules.engine.state import CardUse, Character, Effect

#: The subjects of such a discard that name the character the card was played on.
ON_TARGET = ("target", "chosen", "target_character")


def discards_all_placed(clause: dict[str, Any]) -> bool:
    return (
        clause.get("kind") == "discard"
        and clause.get("from") == "placed"
        and clause.get("count") == "all"
        and clause.get("who") in ON_TARGET
        and _readable(clause)
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
        and _readable(clause)
    )


def _named(clause: dict[str, Any]) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """The typed kinds and power types of the placed cards a discard names, or None."""
    if not clause.get("cards"):
        return None
    found = card_filter(clause["cards"])
    return (tuple(sorted(found.kinds)), tuple(sorted(found.icons)))


def _readable(clause: dict[str, Any]) -> bool:
    """The cards named by kinds and power types alone (or not named): nothing else to test."""
    if not clause.get("cards"):
        return True
    found = card_filter(clause["cards"])
    plain = not (found.unread or found.has_value_test or found.source or found.combined)
    return plain and bool(found.kinds or found.icons)


def _fits(clause: dict[str, Any], card: CardUse) -> bool:
    named = _named(clause)
    return named is None or card_is(card, *named)


def _kind_words(clause: dict[str, Any]) -> str:
    named = _named(clause)
    return "" if named is None else " ".join(w.replace("_", " ") for w in (*named[1], *named[0]))


def discards_counted_placed(clause: dict[str, Any], char: Character | None) -> bool:
    """ "Target Character must discard 1 placed Tactic card" (or "1 placed card of opponent's
    choice", of any kind): the target holds no more placed cards of the kinds named than the
    count, so they all go and nobody chooses."""
    count = clause.get("count")
    words = str(clause.get("filter") or "")
    return (
        char is not None
        and clause.get("kind") == "discard"
        and clause.get("from") == "placed"
        and clause.get("who") in ON_TARGET
        and isinstance(count, int)
        and _readable(clause)
        and (words == "placed" or words.startswith("placed choice of:"))
        and sum(_fits(clause, c) for c in char.placed) <= count
    )


def discards_opponents_placed(clause: dict[str, Any]) -> bool:
    """ "Opponent must discard all Intellect cards currently Placed and in Hand", "Opponent
    must discard all placed Ally cards": the placed ones of the kinds named leave every
    character of the opponent's side as the card resolves; the hand's are stated for the
    table."""
    placed_only = clause.get("from") == "placed" and clause.get("filter") == "placed"
    return (
        clause.get("kind") == "discard"
        and (placed_only or (clause.get("from") == "placed_and_hand" and not clause.get("filter")))
        and clause.get("count") == "all"
        and clause.get("who") == "opponent"
        and _named(clause) is not None
        and _readable(clause)
    )


def discard_from_side(
    clause: dict[str, Any],
    chars: list[Character],
    changes: list[dict[str, Any]],
    effects: list[Effect] | None = None,
) -> list[str]:
    """The placed cards named leave each of ``chars`` (the opponent's side); the same cards in
    the hand are discarded at the table (OR.discard-piles)."""
    texts = [discard_placed(clause, char, changes, effects) for char in chars if not char.removed]
    if clause.get("from") == "placed":
        return texts  # "all placed Ally cards": none from the hand
    to = clause.get("to") or "dead_pile"
    texts.append(
        f"opponent must discard all {_kind_words(clause)} cards from the hand"
        f" to the {to.replace('_', ' ')} (carried out at the table)"
    )
    changes.append({"op": "discard", "who": "opponent", "count": "all", "from": "hand", "to": to})
    return texts


def discard_placed(
    clause: dict[str, Any],
    char: Character,
    changes: list[dict[str, Any]],
    effects: list[Effect] | None = None,
) -> str:
    """Take every card placed on ``char`` of the kinds the clause names (every card, if it
    names none) off the board, but those an effect in play keeps there (MR.19); the text of
    what went."""
    gone = [c for c in char.placed if _fits(clause, c) and not kept_in_play(c, char, effects or [])]
    char.placed = [c for c in char.placed if all(c is not g for g in gone)]
    for card in gone:
        pile = clause.get("to") or pile_for(card)
        changes.append({"op": "discard", "player": char.player, "card": card.name, "pile": pile})
    which = f"{_kind_words(clause)} card" if _named(clause) else "card"
    if not gone:
        return f"{char.name} has no {which} placed to discard"
    return f"{char.name} discards every {which} placed on it ({', '.join(c.name for c in gone)})"


def placed_read(clause: dict[str, Any]) -> bool:
    """Whether the resolver reads which placed cards a discard names: not a discard of placed
    cards, or one of them all (on the target, or on every character)."""
    if clause.get("kind") != "discard" or clause.get("from") != "placed":
        return True
    return discards_all_placed(clause) or discards_every_placed(clause)
