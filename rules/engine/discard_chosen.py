"""Duplicates a card in play lets a character keep of the Power card chosen with it: "Play with
any Power card usable by Spider-Girl. For remainder of game, Spider-Girl does not have to
discard duplicates of chosen Power card's Power Type and Value" (a ``keep_duplicates``
permission whose filter names the chosen card).

The judge names the chosen card with the card in play (``{"card": ..., "chosen": <power
card>}``). Power cards are duplicates by value whatever their type (OR.discard.power); the
copies of the chosen type and value beyond the first are not discarded, while the character
the permission names is in the game (MR.1: the card is played as written). The first copy
still counts as any card of its value.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rules.engine.card_identity import same_name
from rules.engine.card_reads import CardReads
from rules.engine.cards import CardDef
from rules.engine.clauses import tuple_of


@dataclass(frozen=True)
class ChosenKeep:
    """A card in play keeping duplicates of the Power card chosen with it."""

    source: CardDef
    chosen: CardDef | None  # None: the judge did not name the card chosen
    who: str


def names_chosen(clause: dict[str, Any]) -> bool:
    """A ``keep_duplicates`` permission whose filter names the Power card chosen with it."""
    return (
        clause.get("kind") == "permission"
        and clause.get("action") == "keep_duplicates"
        and any("chosen" in str(f).lower() for f in tuple_of(clause.get("filters")))
    )


def _in_game(who: str, members: Sequence[Any]) -> bool:
    return any(
        not m.ko and (same_name(who, m.card.name) or m.card.name.lower().startswith(who.lower()))
        for m in members
    )


def chosen_keeps(
    reads: CardReads,
    in_play: Sequence[tuple[CardDef, CardDef | None]],
    members: Sequence[Any],
) -> list[ChosenKeep]:
    """The cards in play (with the card chosen) whose permission holds for this team."""
    out = []
    for card, chosen in in_play:
        for c in reads.clauses(card):
            who = str(c.get("who") or "")
            if names_chosen(c) and (not who or _in_game(who, members)):
                out.append(ChosenKeep(card, chosen, who or card.name))
    return out


def _plain(subtype: str) -> str:
    return subtype if subtype in ("multipower", "any_power") else "single"


def same_as_chosen(keep: ChosenKeep, card: CardDef) -> bool:
    """``card`` is of the chosen card's power type and value."""
    chosen = keep.chosen
    return (
        chosen is not None
        and card.kind == "power"
        and card.value == chosen.value
        and _plain(card.subtype) == _plain(chosen.subtype)
        and set(card.icons) == set(chosen.icons)
    )
