"""Follow-ups of teamwork cards that an effect in play changes (OR.attack.teamwork, MR.19):
"May make one or both follow up attacks to any Universe: Teamwork card" lets the character make
both follow-ups itself; "May follow up any teammate's Teamwork card attack with a Level 1
Intellect Power card" and "Target Character may follow up a Universe: Teamwork card with any
Power card, regardless of Power Type" let it make a follow-up with another power card than the
types the teamwork card names, standing for the next follow-up (and taking its bonus).
Read from the clause's fields (``follows``, ``count``, ``with_*``), never from text."""

from __future__ import annotations

from typing import Any

from rules.engine.clauses import tuple_of
from rules.engine.state import CardUse, Character, Effect
from rules.engine.who_names import names_character

#: The counts that let one character make both follow-ups.
BOTH = frozenset({"one_or_both", "both", 2})


def follows_teamwork(clause: dict[str, Any]) -> bool:
    """A permission to follow up teamwork cards (the structured form the engine reads)."""
    return (
        clause.get("kind") == "follow_up_attack"
        and clause.get("allowed") is not False
        and "teamwork" in tuple_of(clause.get("follows"))
        and not clause.get("after")
    )


def reads_teamwork_follow_up(clause: dict[str, Any]) -> bool:
    """A teamwork follow-up permission in a form the engine applies: both follow-ups, or a
    stand-in power card."""
    return follows_teamwork(clause) and (
        clause.get("count") in BOTH
        or own_count(clause) is not None
        or bool(clause.get("with_any") or clause.get("any_power_type") or clause.get("with_icons"))
    )


def _clauses(effects: list[Effect], char: Character) -> list[tuple[Effect, dict[str, Any]]]:
    return [
        (e, c)
        for e in effects
        for c in e.clauses
        if follows_teamwork(c)
        and e.player == char.player
        and names_character(c.get("who"), char, e)
    ]


def makes_both(effects: list[Effect], char: Character) -> Effect | None:
    """The effect in play that lets ``char`` make both follow-ups of a teamwork card."""
    return next((e for e, c in _clauses(effects, char) if c.get("count") in BOTH), None)


def _stands_in(clause: dict[str, Any], card: CardUse) -> bool:
    if card.kind != "power" or not (
        clause.get("with_any") or clause.get("any_power_type") or clause.get("with_icons")
    ):
        return False
    if clause.get("with_any") or clause.get("any_power_type"):
        return True
    icons = set(tuple_of(clause.get("with_icons")))
    level = clause.get("with_level")
    played = {card.as_icon} if card.as_icon else set(card.defn.icons)
    return bool(icons & played) and (level is None or card.defn.value == level)


def stand_in(effects: list[Effect], char: Character, card: CardUse) -> Effect | None:
    """The effect in play that lets ``char`` follow up with ``card`` whatever type the
    teamwork card names for the follow-up."""
    return next((e for e, c in _clauses(effects, char) if _stands_in(c, card)), None)


#: "may make 1 or 2 follow up attacks": the most follow-ups the count lets one character make.
_OWN_COUNTS = {"1 or 2": 2, "one_or_both": 2, "both": 2, 1: 1, 2: 2}


def own_count(clause: dict[str, Any]) -> int | None:
    """How many follow-ups of its own teamwork card the clause lets the character who played it
    make ("Killrazor may make 1 or 2 follow up attacks after Killrazor plays a Universe:
    Teamwork card"); None when the clause says no such thing or its count is not known."""
    if not clause.get("follows_played") or not clause.get("follows_owner"):
        return None
    return _OWN_COUNTS.get(clause.get("count"))


def follows_own(effects: list[Effect], char: Character) -> tuple[Effect, int] | None:
    """The effect in play letting ``char`` follow up the teamwork card it played itself, and
    how many of the follow-ups it may make (MR.19 over OR.attack.teamwork)."""
    for e, c in _clauses(effects, char):
        n = own_count(c)
        # the one who plays the card is the one who follows it up (not another's play)
        if n is not None and names_character(c.get("follows_owner"), char, e):
            return e, n
    return None
