"""A character taking another's power grid for a while: "Morph gains the Power Grid of any
active hero for remainder of battle", "If successful, Parasite gains skill levels of target
opponent for remainder of battle" (``grid_copy``). The character's rating in each power type
becomes the other character's, for as long as the effect lasts (OR.character, MR.19); the
other character is the attack's target, or the one the play names as its target.
"""

from __future__ import annotations

from typing import Any

from rules.engine.cards import POWER_TYPES
from rules.engine.state import Character
from rules.engine.who_codes import code_refusal


def copy_grid(
    clause: dict[str, Any],
    subject: Character | None,
    source: Character | None,
    changes: list[dict[str, Any]],
    texts: list[str],
) -> None:
    """Give ``subject`` the power ratings of ``source``; say why not when the play names no
    active character to take them from."""
    if subject is None or subject.removed:
        return
    if source is None or source is subject or source.removed:
        texts.append(
            f"{subject.name}'s power grid does not change: the play names no other active"
            " character (its target) whose grid it takes"
        )
        return
    # "any active hero": a villain's grid is not taken, nor one of a code not given
    if (refused := code_refusal(clause.get("who_code"), source, "the grid taken")) is not None:
        texts.append(f"{subject.name}'s power grid does not change: {refused}")
        return
    ratings = []
    for icon in POWER_TYPES:
        old, new = subject.grid.get(icon) or 0, source.grid.get(icon) or 0
        subject.grid[icon] = new
        changes.append(
            {"op": "grid", "character": subject.id, "icon": icon, "from": old, "to": new}
        )
        ratings.append(f"{icon.title()} {new}")
    texts.append(
        f"{subject.name} takes {source.name}'s power grid ({', '.join(ratings)}), in place of"
        " its own"
    )
