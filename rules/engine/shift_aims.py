"""Where a shift printed with places and a hero/villain code moves an attack: "Any attack made
on a front line hero may be moved to reserve hero, who may defend" (the shift's ``from``
``front_line``, ``to`` ``reserve`` and ``who_code``).

The card's own text decides (MR.1): an attack is never shifted onto the reserve (MR.9, it
could not have been aimed there), unless the card says it is moved to the reserve; then only
the reserve of the team attacked takes it (OR.reserve). A code the subject names holds for
both characters, the one attacked and the one the attack is moved to (OR.code-rule); a
character whose code the board does not give is not taken for one (OR.code-rule.not-given).
"""

from __future__ import annotations

from typing import Any

from rules.engine.who_codes import NOT_GIVEN, code_fits, not_given

#: How a code is said of several characters.
PLURALS = {"hero": "heroes", "villain": "villains"}

#: The places a shift's ``from`` names among the front line.
FRONT_LINE = ("front_line", "any_front_line")


def moves_to_reserve(clause: dict[str, Any]) -> bool:
    """Whether the shift moves the attack to the reserve ("may be moved to reserve hero")."""
    return clause.get("to") == "reserve"


def aim_refusal(
    clause: dict[str, Any], card: str, current: Any, new: Any
) -> tuple[list[str], str] | None:
    """(rules, why) the shift of ``card`` may not move an attack made on ``current`` to
    ``new`` by the places and the code it prints, or None when it may."""
    if clause.get("from") in FRONT_LINE and current.position != "front_line":
        return ["MR.9"], f"{card} moves attacks made on a front line character"
    if moves_to_reserve(clause) and (new.position != "reserve" or new.player != current.player):
        return ["MR.9", "OR.reserve"], f"{card} moves the attack to the attacked team's reserve"
    code = clause.get("who_code")
    for char in (current, new):
        fits = code_fits(code, char)
        if fits is False:
            plural = PLURALS.get(str(code), code)
            why = f"{card} moves attacks between {plural} only, and {char.name} is not a {code}"
            return ["MR.9", "OR.code-rule"], why
        if fits is None:
            why = f"{card} moves attacks between {PLURALS.get(str(code), code)} only, and "
            return ["MR.9", "OR.code-rule", NOT_GIVEN], why + not_given(char.name)
    return None


def reserve_rules(clause: dict[str, Any]) -> list[str]:
    """The rules a shift onto the reserve cites besides MR.9: the reserve taking the attack
    (OR.reserve), the card's text deciding (MR.1), its code (OR.code-rule)."""
    if not moves_to_reserve(clause):
        return []
    return ["OR.reserve", "MR.1", *(["OR.code-rule"] if clause.get("who_code") else [])]
