""" "May only be played if this character has 3 or more Hits" (``play_only_if``, MR.1): a
card's own condition on the board for it to be played at all. The hits counted are the hit
cards on the character's records, current battle and permanent (OR.hits); the character is
the one playing the card (``self``) or the one the play names as its target (``target``).
Another condition, or another subject, is not read: the card is reported "not applied".
"""

from __future__ import annotations

from typing import Any

from rules.engine.state import CardUse, Character

PLAY_ONLY_IF = "play_only_if"
#: The rules a card refused by its own condition cites.
RULES = ["MR.1", "OR.hits"]
_SUBJECTS = {"self": "the character playing it", "target": "its target"}


def reads_play_condition(clause: dict[str, Any]) -> bool:
    """Whether the engine checks this condition (hits of the player or of the target)."""
    return (
        clause.get("kind") == PLAY_ONLY_IF
        and clause.get("when") == "hits_at_least"
        and clause.get("detail") in _SUBJECTS
        and isinstance(clause.get("number"), int)
    )


def unmet_play_condition(
    cards: list[CardUse],
    by: Character | None,
    target: Character | None,
    subjects: tuple[str, ...] = tuple(_SUBJECTS),
) -> str | None:
    """Why the cards may not be played (their own condition, on one of ``subjects``, unmet),
    or ``None``."""
    for card in cards:
        for c in card.clauses:
            if not reads_play_condition(c) or c["detail"] not in subjects:
                continue
            who = by if c["detail"] == "self" else target
            need = int(c["number"])
            if who is None:
                return f"{card.name} may only be played on a character with {need} or more hits"
            held = len(who.hits)
            if held < need:
                return (
                    f"{card.name} may only be played if {who.name} ({_SUBJECTS[c['detail']]})"
                    f" has {need} or more hits ({held} on its records)"
                )
    return None


def condition_places(clause: dict[str, Any]) -> tuple[str, ...]:
    """Where the engine checks the condition: a play's (the resolver), and a defense's when it
    is on the defender's own hits; none when it is not read."""
    if not reads_play_condition(clause):
        return ()
    return ("resolve", "defense") if clause.get("detail") == "self" else ("resolve",)
