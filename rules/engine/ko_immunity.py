"""A character that may not be KO'd ("Target Character may not be KO'd for remainder of
battle", an inherent ability's "May not be KO'd": a ``cannot_be_kod`` clause): while the
effect lasts its hits do not KO it, cumulative or spectrum (MR.19, OR.inherent), except a TKO
(MR.12.tko: 20 points and three types KO whatever its abilities) and a card that KOs it
regardless of other cards (MR.1), which the KO check settles first.

An aspect's or a location's "<home base> may not be KO'd" (Krakoa - The Living Island) names
the home base, which is no character of the board: no KO check of the engine's is there for
it to stop, so reach reports it not applied (``reach.is_applied``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.engine.abilities import ability_lost
from rules.engine.normal_ko import normal_rules_on, ordinary_effects
from rules.engine.state import Character, Effect

#: The card kinds whose "may not be KO'd" names their home base, not a character.
HOME_BASE_KINDS = frozenset({"aspect", "location"})


def _own(clause: dict[str, Any], char: Character) -> bool:
    """Whether the character's own inherent ability names it ("May not be KO'd")."""
    who = clause.get("who") or "self"
    return who in ("self", "this_character") or who.lower() in char.name.lower()


def kept_from_ko(
    char: Character,
    effects: list[Effect],
    names: Callable[[Effect, dict[str, Any], Character], bool],
) -> tuple[str, list[str]] | None:
    """(what keeps ``char`` from being KO'd, the rules cited), or None when nothing does. An
    effect that puts it under the normal KO rules sets its ability and specials aside
    (``normal_ko``), and an ability taken away keeps nothing (``abilities``). ``names``:
    whether an effect's clause names the character (the KO check's own reading of subjects)."""
    normal = normal_rules_on(char, effects)
    if normal is not None:
        effects = ordinary_effects(effects, normal)
    own = normal is None and ability_lost(char.id, effects) is None
    if own and any(
        c.get("kind") == "cannot_be_kod" and _own(c, char) for c in char.inherent_clauses
    ):
        return f"{char.name}'s inherent ability says it may not be KO'd", ["OR.inherent"]
    for e in effects:
        if e.kind in HOME_BASE_KINDS:
            continue
        if any(c.get("kind") == "cannot_be_kod" and names(e, c, char) for c in e.clauses):
            rules = ["OR.inherent"] if e.kind == "inherent" else ["MR.19", "MR.1"]
            return f"{e.card.name} says {char.name} may not be KO'd", rules
    return None
