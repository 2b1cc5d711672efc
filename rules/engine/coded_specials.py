"""Any Hero and Any Villain specials are played only by a character of that code: a hero
never plays a villain's card, a villain never a hero's (OR.code-rule, OR.special). A character
whose code the board does not give is not refused here (never guessed)."""

from __future__ import annotations

from typing import Any

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


def uncoded_owner_warnings(play: Any, board: Any, warned: set) -> list[dict[str, Any]]:
    """Never silently: an Any Hero (Any Villain) special played by a character whose code the
    board does not give is let through, and the answer says the code was not checked."""
    by = board.character(play.by) if play.by else None
    out: list[dict[str, Any]] = []
    if by is None:
        return out
    for card in play.cards:
        owners = [c.strip().lower() for c in card.defn.characters if c]
        coded = [code for printed, code in ANY_CODED if any(o.startswith(printed) for o in owners)]
        if card.kind != "special" or not coded or code_fits(coded[0], by) is not None:
            continue
        if (card.name, play.index, "code") in warned:
            continue
        warned.add((card.name, play.index, "code"))
        text = (
            f"{card.name}, not applied: played only by a {coded[0]} (the board gives no"
            f" hero/villain code for {by.name}: give the character's code, OR.code-rule)"
        )
        out.append(
            {
                "card": card.name,
                "play": play.index,
                "kinds": ["code_rule"],
                "not_applied": [f"played only by a {coded[0]}"],
                "text": text,
            }
        )
    return out
