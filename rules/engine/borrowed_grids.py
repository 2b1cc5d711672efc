"""Power cards a character plays through a teammate's grid, by a card in play: "Teammate may
play any Power card currently usable by Front Line for defense" (a ``permission`` with action
``play``, a ``usable by Front Line`` filter and a ``purpose``).

A power card is usable only by a grid that rates its type at the card's value or more
(OR.power-card); such a permission lets a character of the effect's side play one its own grid
cannot use when a front-line teammate's grid could, for the purpose it names (attack or
defense). Read from the clause's fields only, never from text.
"""

from __future__ import annotations

from typing import Any

from rules.engine.attack_cards import power_usable
from rules.engine.clauses import tuple_of
from rules.engine.state import Board, CardUse, Character, Effect

#: The filter word that names the front line's grids as the ones the card is judged by.
FRONT_LINE_USABLE = "usable by front line"
#: Rule ids a borrowed use cites: who may use a power card, and the effect in play (MR.19).
BORROWED_RULES = ("OR.power-card", "MR.19")


def lends_front_line_grid(clause: dict[str, Any]) -> bool:
    """Whether a clause is the form applied here: a power-card play permission judged by the
    front line's grids."""
    return (
        clause.get("kind") == "permission"
        and clause.get("action") == "play"
        and "power" in tuple_of(clause.get("card_kinds"))
        and any(
            str(f).lower().startswith(FRONT_LINE_USABLE) for f in tuple_of(clause.get("filters"))
        )
        and clause.get("purpose") in ("attack", "defense")
    )


def plays_every_power(clause: dict[str, Any]) -> bool:
    """ "Any Front Line character may play all Power cards": every power card is usable by any
    active front-line character (of either side) while the effect lasts, whatever its grid."""
    return (
        clause.get("kind") == "permission"
        and clause.get("action") == "play"
        and tuple_of(clause.get("card_kinds")) == ("power",)
        and clause.get("who") == "any_front_line"
        and clause.get("count") == "all"
        and not clause.get("filters")
        and not clause.get("icons")
        and clause.get("purpose") is None
    )


def _as_played(card: CardUse) -> str:
    """The icon a power card is played as when no grid decides it: its chosen MultiPower type,
    else its first power type (an Any-Power card is its own icon)."""
    d = card.defn
    if d.subtype == "any_power":
        return "any_power"
    return card.as_icon or next((i for i in d.icons if i != "multipower"), "any_power")


def borrowed_icon(
    board: Board, effects: list[Effect], card: CardUse, char: Character, purpose: str
) -> tuple[str, Character, Effect] | None:
    """(icon, front-line teammate, effect) when ``char`` may play the power card ``card`` for
    ``purpose`` through a front-line teammate's grid by an effect of its side; ``None`` when no
    effect in play lends one (or no front-line teammate could use the card)."""
    if card.kind != "power":
        return None
    team = board.players.get(char.player)
    if team is None:
        return None
    mates = [m for m in team.active() if m.id != char.id and m.position == "front_line"]
    if char.active:
        for effect in effects:
            if any(plays_every_power(c) for c in effect.clauses):
                return _as_played(card), char, effect
    for effect in effects:
        if effect.player != char.player:
            continue
        for clause in effect.clauses:
            if not lends_front_line_grid(clause) or clause.get("purpose") != purpose:
                continue
            for mate in mates:
                icon = power_usable(card, mate)
                if icon is not None:
                    return icon, mate, effect
    return None
