"""Any Hero and Any Villain specials are played only by a character of that code: a hero
never plays a villain's card, a villain never a hero's (OR.code-rule, OR.special). A character
whose code the board does not give is not refused here (never guessed)."""

from __future__ import annotations

from typing import Any

from rules.engine.state import CardUse, Character
from rules.engine.who_codes import code_fits, not_given

#: The owner a special prints ("Any Hero") and the code its player must carry.
ANY_CODED = (("any hero", "hero"), ("any villain", "villain"))


def owner_code(card: CardUse) -> str | None:
    """The code an Any Hero (Any Villain) special asks of its player, or None."""
    owners = [c.strip().lower() for c in card.defn.characters if c]
    for printed, code in ANY_CODED:
        if any(o.startswith(printed) for o in owners):
            return code
    return None


def coded_owner_refusal(card: CardUse, by: Character) -> str | None:
    """Why ``by`` may not play an Any Hero (Any Villain) special, or None when it may."""
    code = owner_code(card)
    if code is not None and code_fits(code, by) is False:
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
        code = owner_code(card)
        if card.kind != "special" or code is None or code_fits(code, by) is not None:
            continue
        if (card.name, play.index, "code") in warned:
            continue
        warned.add((card.name, play.index, "code"))
        text = f"{card.name}, not applied: played only by a {code} ({not_given(by.name)})"
        out.append(
            {
                "card": card.name,
                "play": play.index,
                "kinds": ["code_rule"],
                "not_applied": [f"played only by a {code}"],
                "text": text,
            }
        )
    return out
