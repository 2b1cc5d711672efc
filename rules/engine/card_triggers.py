"""Triggers of effects in play that wait for a card their team plays ("... may draw 1 card from
the top of the Draw Pile after playing any Basic Universe card", "... after blocking an attack
using Fighting Power card"): read from the trigger's fields (``card_kinds``, ``icons``), never
from its words. What they bring (draws, discards) is carried out at the table, and the step
says so (MR.19)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from rules.engine.ko_triggers import TABLE_KINDS
from rules.engine.state import CardUse, Effect

#: Trigger events that wait for a card: played by the team, or blocking an attack.
AFTER_PLAYING = "after_playing"
AFTER_BLOCKING = "after_blocking_an_attack_using"


def waits_for_card(clause: dict[str, Any]) -> bool:
    """A trigger the resolver fires: it waits for a card named by kinds (and power types) and
    brings only table actions (draws, discards)."""
    then = clause.get("then") or []
    return (
        clause.get("kind") == "trigger"
        and clause.get("event") in (AFTER_PLAYING, AFTER_BLOCKING)
        and isinstance(clause.get("card_kinds"), list | tuple)
        and bool(clause.get("card_kinds") or clause.get("icons"))
        and bool(then)
        and all(isinstance(c, dict) and c.get("kind") in TABLE_KINDS for c in then)
    )


def card_is(card: CardUse, kinds: Iterable[str], icons: Iterable[str]) -> bool:
    """Whether ``card`` is of every kind named ("Basic Universe": a universe card of subtype
    basic; "Tactic: Doubleshot") and of one of the power types named, if any."""
    sub = card.subtype or ""
    if not all(k in (card.kind, sub) for k in kinds):
        return False
    wanted = set(icons)
    shown = set(card.defn.icons) | ({card.as_icon} if card.as_icon else set())
    return not wanted or bool(wanted & shown)


def fired(
    effects: Iterable[Effect], player: str, event: str, cards: Iterable[CardUse]
) -> list[tuple[Effect, dict[str, Any], CardUse]]:
    """The triggers of ``player``'s side that ``event`` with ``cards`` sets off, with the card
    that did."""
    out = []
    cards = list(cards)
    for eff in effects:
        if eff.player != player:
            continue
        for c in eff.clauses:
            if not waits_for_card(c) or c.get("event") != event:
                continue
            kinds, icons = c.get("card_kinds") or (), c.get("icons") or ()
            card = next((x for x in cards if card_is(x, kinds, icons)), None)
            if card is not None:
                out.append((eff, c, card))
    return out
