"""Cards "from a Location": a Location is a home base or a battlesite (OR.setup), so a card
from one is an aspect played by the home base (OR.aspect) or a special retrieved from beneath
the battlesite by an activator (OR.activator, OR.attack.battlesite). "May not be attacked by
any card from a Location" bars those attacks and no other.
"""

from __future__ import annotations

from typing import Any

from rules.engine.modifier_scope import from_battlesite

#: The sources of cards an attack's filter may name, and the rules that say where they come from.
SOURCE_RULES = {"battlesite": ("OR.attack.battlesite",), "location": ("OR.aspect", "OR.activator")}


def from_home_base(attack: Any) -> bool:
    """Whether ``attack`` is made from the home base: an aspect it plays."""
    return attack is not None and any(c.kind == "aspect" for c in attack.cards)


def from_source(source: str | None, attack: Any) -> bool:
    """Whether ``attack`` is made with cards from ``source`` (``None``: any attack)."""
    if source is None:
        return True
    if source == "battlesite":
        return from_battlesite(attack)
    if source == "location":
        return from_battlesite(attack) or from_home_base(attack)
    return False
