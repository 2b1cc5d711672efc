"""Any Hero and Any Villain specials are played only by a character of that code: a hero
never plays a villain's card, a villain never a hero's (OR.code-rule, OR.special). A character
whose code the board does not give is not refused here (never guessed)."""

from __future__ import annotations

from rules.engine.state import CardUse, Character
from rules.engine.who_codes import code_fits

#: The owner a special prints ("Any Hero") and the code its player must carry.
ANY_CODED = (("any hero", "hero"), ("any villain", "villain"))


def coded_owner_refusal(card: CardUse, by: Character) -> str | None:
    """Why ``by`` may not play an Any Hero (Any Villain) special, or None when it may."""
    owners = [c.strip().lower() for c in card.defn.characters if c]
    for printed, code in ANY_CODED:
        if any(o.startswith(printed) for o in owners) and code_fits(code, by) is False:
            return f"{card.name} is played only by a {code}, and {by.name} is not one"
    return None
