"""What a special says it is played with ("Play with any Power card usable by Sentinels",
"Play this Special card with any other Special card from Hand": a ``combine`` whose purpose is
``play_with``): the special is not played without such a card (MR.1: played as written; MR.7).
A special's leave to play with cards ("Grunge may play with ...") is no such requirement."""

from __future__ import annotations

from typing import Any

from rules.engine.action_model import Illegal
from rules.engine.clauses import tuple_of
from rules.engine.state import CardUse

#: The purposes of a card a special is played with ("Play with ...", "Play this Special card
#: with ..."): the special is not played without it.
PLAYED_WITH = frozenset({"play_with", "play_with_attack", "play_with_action"})


def missing_partner(primary: CardUse, combo: dict[str, Any] | None, others: list) -> None:
    """Raise when the special says what it is played with and the play gives no other card
    (MR.1: played as written; MR.7)."""
    if combo is None or others or combo.get("purpose") not in PLAYED_WITH:
        return
    if combo.get("who") not in (None, "self"):
        return  # "Grunge may play with ...": a leave, not what the card is played with
    what = " or ".join(tuple_of(combo.get("card_kinds"))) or "other"
    raise Illegal(
        ["MR.1", "MR.7"], f"{primary.name} is played with a {what} card, and none is given"
    )
