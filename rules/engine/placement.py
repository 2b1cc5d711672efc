"""How many cards of a kind a character may have placed (OR.placing, OR.inherent): one of
each kind, unless its inherent ability says otherwise ("May have 2 Universe cards Placed. May
not be duplicates.": a ``placement`` clause and a ``no_duplicates`` discipline).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from rules.engine.clauses import tuple_of
from rules.engine.state import Character, Effect
from rules.engine.who_names import names_character


def limit_in(clauses: Iterable[dict[str, Any]], slot: str) -> int:
    """How many cards of ``slot``'s kind a character with these inherent clauses may hold
    placed."""
    limit = 1
    for c in clauses:
        if (
            c.get("kind") == "placement"
            and c.get("may_be_placed") is not False
            and isinstance(c.get("max_cards"), int)
            and slot in tuple_of(c.get("card_kinds"))
        ):
            limit = max(limit, int(c["max_cards"]))
    return limit


def placed_limit(char: Character, slot: str) -> tuple[int, bool]:
    """(how many cards of ``slot``'s kind the character may hold placed, whether they must
    differ)."""
    limit = limit_in(char.inherent_clauses, slot)
    distinct = limit > 1 and any(
        c.get("kind") == "discipline" and c.get("action") == "no_duplicates"
        for c in char.inherent_clauses
    )
    return limit, distinct


def unlimited(clause: dict[str, Any]) -> bool:
    """ "<X> may have an unlimited number of Special cards Placed on him until <X> is KO'd":
    a placement in play for a duration that names no number of additional cards."""
    return (
        clause.get("kind") == "placement"
        and clause.get("may_be_placed") is not False
        and bool(clause.get("who"))
        and clause.get("duration") is not None
        and clause.get("extra_slots") is None
        and clause.get("max_cards") is None
    )


@dataclass(frozen=True)
class Slots:
    """The additional cards effects in play let a character hold placed: how many (``None``:
    no limit), the cards that say so, and whether those cards must differ."""

    count: int | None
    cards: tuple[str, ...]
    distinct: bool


def extra_slots(
    char: Character, slot: str, effects: Iterable[Effect], kinds: Iterable[str] = ()
) -> Slots:
    """Additional cards of ``slot``'s kind (or of the card's ``kinds``: a teamwork card) that
    effects in play let the character hold placed ("Leader may have 1 additional card Placed
    on him until Leader is KO'd", "... an unlimited number of Special cards Placed ...")."""
    count: int | None = 0
    cards: list[str] = []
    distinct = False
    wanted = {slot, *kinds}
    for e in effects:
        for c in e.clauses:
            if not (
                (isinstance(c.get("extra_slots"), int) or unlimited(c))
                and c.get("kind") == "placement"
                and c.get("may_be_placed") is not False
                and (not c.get("card_kinds") or wanted & set(tuple_of(c.get("card_kinds"))))
                and names_character(c.get("who"), char, e)
            ):
                continue
            cards.append(e.card.name)
            if unlimited(c) or count is None:
                count = None
            else:
                count += int(c["extra_slots"])
            distinct = distinct or any(
                x.get("kind") == "discipline" and x.get("action") == "no_duplicates"
                for x in e.clauses
            )
    return Slots(count, tuple(cards), distinct)


def slots_beyond(char: Character) -> int:
    """How many of the character's placed cards are beyond its own limits (held by an
    additional slot an effect in play gives)."""
    counts: dict[str, int] = {}
    for p in char.placed:
        counts[slot_of(p.kind)] = counts.get(slot_of(p.kind), 0) + 1
    return sum(max(0, n - placed_limit(char, s)[0]) for s, n in counts.items())


def slot_of(kind: str) -> str:
    return "universe" if kind == "universe" else kind
