"""A card's bar on its own uses ("Negates the effects of any 1 Special card. May not be used to
avoid a numerical attack, or remove a numerical hit"): the defense check tells the attacks
apart by their value (MR.10.use-restriction).

A numerical attack is one with an attack value; a card barred from avoiding one may not answer
it, whether it avoids or negates it. Removing a numerical hit is a use the engine never makes of
a negate or an avoid: they answer only the play being made, before any hit is recorded, so the
bar holds with nothing for the resolution to stop.
"""

from __future__ import annotations

from typing import Any

from rules.engine.action_model import Illegal
from rules.engine.clauses import tuple_of

#: The uses a ``use_restriction`` may forbid that this module reads.
READ_USES = frozenset({"avoid_numerical_attack", "remove_numerical_hit"})


def reads_use_restriction(clause: dict[str, Any]) -> bool:
    forbids = set(tuple_of(clause.get("forbids")))
    return bool(forbids) and forbids <= READ_USES


def check_use(card: Any, action: Any) -> None:
    """Raise ``Illegal`` when ``card`` may not answer ``action`` by its own text."""
    for c in card.clauses:
        if c.get("kind") != "use_restriction":
            continue
        if "avoid_numerical_attack" in tuple_of(c.get("forbids")) and action.value is not None:
            raise Illegal(
                ["MR.10.use-restriction", "MR.10"],
                f"{card.name} may not be used against a numerical attack, and"
                f" {action.description} has an attack value of {action.value}",
            )
