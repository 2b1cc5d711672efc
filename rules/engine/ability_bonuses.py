"""Effects in play that raise inherent abilities' own bonuses ("All inherent abilities that have
a + to attack receive an additional +1 this battle", OR.inherent, MR.19): an inherent ability's
attack (or defense) bonus counts that much more while the effect lasts. Only a bonus (a + to
attack or defense) gains it: a penalty is not "a +"."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

#: The modifier kind an ability bonus raises, by the word the card uses.
_TARGETS = {"attack_modifier": "attack", "defense_modifier": "defense"}


def ability_bonus(effects: Iterable[Any], kind: str) -> tuple[int, list[str]]:
    """How much more an inherent ability's ``kind`` bonus counts, and the cards that say so."""
    target = _TARGETS.get(kind)
    total, names = 0, []
    for e in effects:
        for c in e.clauses:
            if c.get("kind") == "ability_bonus" and c.get("target") in (None, target):
                total += int(c.get("amount") or 0)
                names.append(e.card.name)
    return total, names
