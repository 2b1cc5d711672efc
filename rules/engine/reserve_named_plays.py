"""Which cards a character's inherent "may play <cards> from Reserve" covers (OR.reserve, MR.7).

The reserve may not play cards unless a card says so; an inherent permission that names cards
("May play "Dynamite Delivery" from Reserve") covers only those, so any other card the reserve
plays stays barred.
"""

from __future__ import annotations

from typing import Any

from rules.engine.board_model import CardUse
from rules.engine.card_identity import same_name, special_title
from rules.engine.clauses import tuple_of


def _named(card: CardUse, names: tuple[str, ...]) -> bool:
    title = special_title(card.defn)
    return any(same_name(n, title) or same_name(n, card.defn.name) for n in names)


def names_cover(clause: dict[str, Any], cards: list[CardUse]) -> bool | None:
    """Whether every card played is one the permission names; None if it names no cards."""
    names = tuple_of(clause.get("names"))
    if not names:
        return None
    return bool(cards) and all(_named(c, names) for c in cards)


def reserve_attack_covers(clause: dict[str, Any], cards: list[CardUse]) -> bool:
    """An inherent "may attack with <type> <kind> cards while in reserve" covers these cards."""
    kinds, icons = tuple_of(clause.get("card_kinds")), tuple_of(clause.get("icons"))
    return bool(cards) and all(
        (not kinds or c.kind in kinds) and (not icons or set(icons) & set(c.defn.icons))
        for c in cards
    )


def inherent_covers(clause: dict[str, Any], cards: list[CardUse]) -> bool:
    """An inherent "may play <cards> from Reserve": the cards named, or those of its kinds."""
    named = names_cover(clause, cards)
    return reserve_attack_covers(clause, cards) if named is None else named
