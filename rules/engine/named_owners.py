"""Specials named by title with each title's owner ("Nightwing may Place and play Robin "Loyal
Partner" and Batman "The Dark Knight" Special cards"): a title names only its owner's special,
never a special of that title of another character (OR.special, MR.1). The grammar keeps the
owners beside the titles, in order (``name_owners``)."""

from __future__ import annotations

from typing import Any

from rules.engine.card_identity import same_name, special_title
from rules.engine.clauses import tuple_of


def owner_of_title(clause: dict[str, Any], card: Any) -> bool:
    """The special ``card`` is the one a title of ``clause`` names, of the owner printed with
    that title; a clause with no owners beside its titles names every special so titled."""
    names, owners = tuple_of(clause.get("names")), tuple_of(clause.get("name_owners"))
    if not owners:
        return True
    title = special_title(card.defn)
    return any(
        same_name(str(name), title) and any(same_name(str(owner), c) for c in card.defn.characters)
        for name, owner in zip(names, owners, strict=False)
    )
