"""A universe card whose own text lets it go with a special: "+1 to any Special cards that
contain an icon. May not be combined with a "One Per Deck" Special. Bonus counts toward damage
and venture total."

A special is never used with a universe card unless a card says so (OR.attack.special, MR.8):
here the universe card says so. Its bonus is added to the special's attack when the special
is one it names (one carrying a power icon, for "that contain an icon"); a special it excludes
("May not be combined with a One Per Deck Special") may not take it; and the bonus counts
toward the hit (so toward damage and the venture total) only when the card says so (MR.3).
"""

from __future__ import annotations

from typing import Any

from rules.engine.action_model import Illegal
from rules.engine.attack_cards import requirement_met
from rules.engine.cards import POWER_TYPES
from rules.engine.clauses import tuple_of
from rules.engine.site_bonuses import COUNTS_TOWARD_DAMAGE
from rules.engine.state import CardUse, Character

#: The rules a universe card's bonus to a special cites.
BOOST_RULES = ("MR.8", "MR.7", "OR.universe-basic")


def special_bonus(card: CardUse) -> dict[str, Any] | None:
    """The universe card's ``bonus`` clause for specials, if its text prints one."""
    if card.kind != "universe":
        return None
    return next(
        (
            c
            for c in card.clauses
            if c.get("kind") == "bonus" and "special" in tuple_of(c.get("card_kinds"))
        ),
        None,
    )


def _excluded(card: CardUse, special: CardUse) -> bool:
    """The universe card's own text bars combining it with this special."""
    for c in card.clauses:
        if c.get("kind") != "combine" or c.get("allowed") is not False:
            continue
        kinds = set(tuple_of(c.get("card_kinds")))
        if "one_per_deck" in kinds and special.defn.one_per_deck:
            return True
        if kinds <= {"special"}:
            return True
    return False


def boost_special(
    uni: CardUse, special: CardUse, icons: tuple[str, ...], by: Character | None
) -> tuple[int, bool]:
    """(bonus, counts toward the hit) of the universe card on this special's attack; raises
    ``Illegal`` for a special the card does not name or excludes."""
    clause = special_bonus(uni)
    assert clause is not None
    if by is None or not requirement_met(uni, by):
        raise Illegal(["OR.universe-basic"], f"{uni.name}'s requirement is not met")
    if _excluded(uni, special):
        raise Illegal(list(BOOST_RULES), f"{uni.name} may not be combined with {special.name}")
    if clause.get("any_icon") and not set(icons) & set(POWER_TYPES):
        raise Illegal(list(BOOST_RULES), f"{uni.name} adds only to specials with a power icon")
    counts = any(
        c.get("kind") == "discipline" and c.get("action") in COUNTS_TOWARD_DAMAGE
        for c in uni.clauses
    )
    return int(clause.get("amount") or 0), counts
