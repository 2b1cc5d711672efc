"""An attack moved from a front-line character to its team's reserve ("Any attack made on a
front line hero may be moved to reserve hero, who may defend": a ``shift`` from ``front_line``
to ``reserve``, with the code it names): the attack must be on a front-line character, the
character it goes to the reserve of the same team, both of the code named (OR.code-rule), and
the reserve, which may not be attacked otherwise (OR.reserve), takes the attack and may defend
(MR.9, MR.19)."""

from __future__ import annotations

from typing import Any

from rules.engine.action_model import Illegal
from rules.engine.state import Character
from rules.engine.who_codes import code_refusal

RULES = ["MR.9", "OR.reserve"]


def moves_to_reserve(clause: dict[str, Any]) -> bool:
    return clause.get("kind") == "shift" and clause.get("to") == "reserve"


def check_reserve_move(clause: dict[str, Any], current: Character, new: Character) -> None:
    """Raise when the attack on ``current`` may not be moved to ``new`` by ``clause``."""
    if clause.get("from") == "front_line" and current.position != "front_line":
        raise Illegal(RULES, f"the attack is moved from a front-line character, not {current.name}")
    if new.position != "reserve" or new.player != current.player:
        raise Illegal(RULES, f"the attack is moved to the reserve of {current.name}'s team only")
    code = clause.get("who_code")
    for char, where in ((current, "moved from"), (new, "moved to")):
        why = code_refusal(code, char, f"the character an attack is {where}")
        if why is not None:
            raise Illegal([*RULES, "OR.code-rule"], f"{why}, not {char.name}")
