"""The value limit of the cards a verb phrase takes ("use Energy Power cards of 4 or less",
"discard all Power cards with a value of 5 or less"), as the clause fields that keep it.

The card-filter phrase reads the limit into ``Cards.max_value`` / ``Cards.min_value``; every
clause builder that copies a noun phrase's cards into a clause copies the limit with this
function, so no builder keeps the kinds and drops the limit. Only the printed bounds are
given, so a clause without a limit is built as before.
"""

from __future__ import annotations

from typing import Any


def limit_fields(cards: Any) -> dict[str, int]:
    """``max_value`` / ``min_value`` of a card noun phrase (``Cards``), those printed only."""
    if cards is None:
        return {}
    fields = {"max_value": cards.max_value, "min_value": cards.min_value}
    return {k: v for k, v in fields.items() if v is not None}


def set_limit(fields: dict[str, Any], cards: Any) -> dict[str, Any]:
    """``fields`` of a clause to build, with the cards' value limit added (a limit given
    already is kept)."""
    for key, value in limit_fields(cards).items():
        fields.setdefault(key, value)
    return fields
