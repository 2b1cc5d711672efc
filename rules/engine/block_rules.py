"""How an attack must be blocked when its card says so (MR.19: the card's own text decides):
"Power card must be blocked twice" asks the defense for two blocking cards, each reaching the
attack's value on its own (the defense check, ``defense_blocks``)."""

from __future__ import annotations

from typing import Any

#: The block rules the defense check applies.
APPLIED_BLOCK_RULES = frozenset({"twice"})


def blocked_twice_by(action: Any) -> str | None:
    """The card of the attack that says it must be blocked twice, if any."""
    for card in action.cards:
        for c in card.clauses:
            if c.get("kind") == "block_rule" and c.get("rule") == "twice":
                return card.name
    return None
