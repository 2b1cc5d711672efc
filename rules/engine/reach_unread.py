"""Fields the grammar writes that narrow a clause, which the engine does not read yet.

A clause holding one is reported "not applied": applied without it, the ruling would be wider
than the card ("only the cards revealed are played open-handed", "only Specials that affect the
remainder of the game are barred"), and a judge must not get that silently.
"""

from __future__ import annotations

from typing import Any

from rules.engine.attack_obligations import binds_target
from rules.engine.limit_reach import unread_limit

#: Forms of a clause whose narrowing field the engine reads all the same.
READ_FORMS = {"required": binds_target}

#: For each clause kind, the narrowing fields the engine does not read yet.
UNREAD_NARROWING: dict[str, tuple[str, ...]] = {
    "permission": ("placed_on", "must_defend"),  # placed on whom; ", who must defend"
    "shift": ("must_defend",),  # ", who must defend": the defence is not optional
    "defense_restriction": ("required",),  # "must be defended": the defence is not optional
    # "must make 1 additional attack": the resolver offers the attacks; that the player may
    # not pass before making them is not checked. "Target Character must make as many attacks
    # as possible" is: its player may not pass while it can attack (attack_obligations)
    "additional_attack": ("required",),
}


def unread_field(clause: dict[str, Any]) -> str | None:
    """The narrowing field of ``clause`` (JSON form) the engine does not read, if any."""
    kind = clause.get("kind")
    who = clause.get("who")
    if isinstance(who, str) and " or " in who:
        return "who"  # "Opponent or any teammate": which of them the player picks is not held
    for name in UNREAD_NARROWING.get(str(kind), ()):
        if clause.get(name) and not (name in READ_FORMS and READ_FORMS[name](clause)):
            return name
    return unread_limit(clause)  # a value limit its reader does not honour (limit_reach)
