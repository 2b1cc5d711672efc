"""A character another may defend ("Reserve may defend Dazzler with Power Cards, without
Universe", a ``permission`` with action ``defend`` and the protected character as ``owner``):
the holder the clause names (the reserve, a teammate, a character by name) may block an
attack aimed at that character, with the cards its filter takes (their kinds and icons, and
its value limit: "with Power cards of 4 or less"), MR.10, OR.defense, MR.1. Read from the
clause's fields, never from its words.
"""

from __future__ import annotations

from typing import Any

from rules.engine.card_filters import clause_filter
from rules.engine.clauses import tuple_of
from rules.engine.state import CardUse, Character, Effect
from rules.engine.who_names import names_character

#: The filter words of such a permission the check reads ("without Universe": every card of
#: the defense is of the kinds named, which the kinds filter already asks).
_READ_FILTERS = frozenset({"excluding universe"})


def is_protection(clause: dict[str, Any]) -> bool:
    """ "<Holder> may defend <character> with <cards>": a permission the defense check reads."""
    return (
        clause.get("kind") == "permission"
        and clause.get("action") == "defend"
        and isinstance(clause.get("owner"), str)
        and bool(clause.get("card_kinds"))
        and set(tuple_of(clause.get("filters"))) <= _READ_FILTERS
    )


def protects(
    clause: dict[str, Any],
    effect: Effect,
    defender: Character,
    target: Character,
    cards: list[CardUse],
) -> bool:
    """Whether the permission lets ``defender`` block for ``target`` with ``cards``."""
    if not is_protection(clause) or defender.id == target.id or not cards:
        return False
    if not names_character(clause.get("who"), defender, effect):
        return False
    if not names_character(clause.get("owner"), target, effect):
        return False
    accepted = clause_filter(clause)  # kinds, types, levels and value limits
    return all(accepted.matches({c.kind}, set(c.defn.icons), c.defn.value) for c in cards)
