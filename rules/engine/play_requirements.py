""" "May only be played if Grifter has Hits totaling 15 or more in his Permanent Record"
(``play_requirement``, MR.1): a card's own condition on the board for it to be played at all,
checked against the permanent record of the character who plays it."""

from __future__ import annotations

from typing import Any

from rules.engine.state import CardUse, Character

PLAY_REQUIREMENT = "play_requirement"


def unmet_requirement(cards: list[CardUse], by: Character | None) -> str | None:
    """Why the cards may not be played by ``by`` (their own requirement unmet), or ``None``."""
    for card in cards:
        for c in card.clauses:
            if c.get("kind") != PLAY_REQUIREMENT:
                continue
            why = _unmet(c, card, by)
            if why is not None:
                return why
    return None


def _unmet(clause: dict[str, Any], card: CardUse, by: Character | None) -> str | None:
    need = clause.get("min_hits")
    if not isinstance(need, int):
        return None
    if by is None:
        return f"{card.name} may only be played by a character with hits on its record"
    total = sum(h.value for h in by.hits if h.record == "permanent")
    if total >= need:
        return None
    return (
        f"{card.name} may only be played if {by.name} has hits totaling {need} or more in the"
        f" permanent record ({total} there)"
    )
