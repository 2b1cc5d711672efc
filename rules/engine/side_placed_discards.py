"""A count of placed cards a side or a battlesite must discard when nobody has a choice to
make: "Opponent must discard 1 placed card of Scarlet Witch's choice", "Target Battlesite must
discard 1 Placed card chosen at random". When every character of the opponent's side together
(or the battlesite) holds no more placed cards than the count, they all go (OR.discard-piles),
whoever was to choose or whatever chance was to pick; with more, the choice is the table's and
the step states it as before. A card an effect in play keeps in play ("Target Character's
Tactic Artifact cards may not be removed from play") stays (MR.19)."""

from __future__ import annotations

from typing import Any

from rules.engine.attack_cards import pile_for
from rules.engine.card_triggers import card_is
from rules.engine.state import Board, CardUse, Character, Effect

#: The subjects of such a discard: every character of the opponent's side, or its battlesite.
SIDES = ("opponent", "target_battlesite")


def _no_choice(clause: dict[str, Any]) -> bool:
    words = str(clause.get("filter") or "")
    return (
        clause.get("kind") == "discard"
        and clause.get("from") == "placed"
        and clause.get("who") in SIDES
        and isinstance(clause.get("count"), int)
        and not clause.get("cards")
        and (
            words in ("placed", "placed chosen at random") or words.startswith("placed choice of:")
        )
    )


def kept_in_play(card: CardUse, holder: Character, effects: list[Effect]) -> bool:
    """An effect in play keeps this placed card on ``holder`` ("may not be removed")."""
    return any(
        c.get("kind") == "not_removed"
        and (e.target == holder.id or (e.target is None and e.by == holder.id))
        and card_is(card, c.get("card_kinds") or (), ())
        for e in effects
        for c in e.clauses
    )


def side_counted_discard(
    clause: dict[str, Any],
    board: Board,
    player: str,
    effects: list[Effect],
    changes: list[dict[str, Any]],
) -> str | None:
    """Discard the opponent's (or its battlesite's) placed cards when they are no more than
    the count; the text of what went, or None when the clause is not such a discard or the
    table must choose."""
    if not _no_choice(clause):
        return None
    foe = "B" if player == "A" else "A"
    count = int(clause["count"])
    if clause["who"] == "target_battlesite":
        site = board.players[foe].battlesite
        if site is None or len(site.specials) > count:
            return None
        gone = list(site.specials)
        site.specials = []
        for card in gone:
            pile = clause.get("to") or pile_for(card)
            changes.append({"op": "discard", "player": foe, "card": card.name, "pile": pile})
        names = ", ".join(c.name for c in gone) or "nothing"
        return f"the battlesite discards the card(s) placed beneath it: {names}"
    side = board.players[foe]
    holders = [c for c in [*side.front_line, side.reserve] if c is not None and not c.removed]
    movable = [(h, c) for h in holders for c in h.placed if not kept_in_play(c, h, effects)]
    if len(movable) > count:
        return None
    for holder, card in movable:
        holder.placed = [c for c in holder.placed if c is not card]
        pile = clause.get("to") or pile_for(card)
        changes.append({"op": "discard", "player": foe, "card": card.name, "pile": pile})
    if not movable:
        return "the opponent has no placed card it may discard"
    names = ", ".join(f"{c.name} from {h.name}" for h, c in movable)
    return f"the opponent holds no more placed cards than the count, so they go: {names}"
