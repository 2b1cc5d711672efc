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
