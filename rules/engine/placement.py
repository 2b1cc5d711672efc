"""How many cards of a kind a character may have placed (OR.placing, OR.inherent): one of
each kind, unless its inherent ability says otherwise ("May have 2 Universe cards Placed. May
not be duplicates.": a ``placement`` clause and a ``no_duplicates`` discipline).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from rules.engine.clauses import tuple_of
from rules.engine.state import Character


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
