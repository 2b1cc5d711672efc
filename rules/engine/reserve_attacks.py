"""Attacks on the reserve that an effect in play allows (OR.reserve, MR.19): "If successful
against Reserve, Curse may attack Reserve for remainder of game", "Marauders may attack the
Reserve Character for the remainder of battle" (a ``targeted_attack`` that is ``allowed``)."""

from __future__ import annotations

from rules.engine.attack_cards import card_icons, card_kinds
from rules.engine.card_filters import cards_filter
from rules.engine.clauses import tuple_of
from rules.engine.state import Board, CardUse, Effect
from rules.engine.who_names import names_character


def reserve_grant(
    board: Board, player: str, by: str | None, cards: list[CardUse] | None = None
) -> Effect | None:
    """The effect of ``player``'s side in play that lets the character ``by`` attack the
    opposing reserve (with ``cards``, when the grant names some: an inherent "May attack the
    Reserve with Energy Power cards"), if any."""
    char = board.character(by)
    if char is None:
        return None
    for e in board.all_effects():
        if e.player != player:
            continue
        for c in e.clauses:
            if (
                c.get("kind") == "targeted_attack"
                and c.get("allowed") is True
                and c.get("target") == "reserve"
                and names_character(c.get("who"), char, e)
            ):
                return e
            if (
                c.get("kind") == "permission"
                and c.get("action") == "attack_reserve"
                and _holder(c, char, e)
                and cards
                and _with_named_cards(c, cards)
            ):
                return e
    return None


def _holder(clause: dict, char, effect: Effect) -> bool:
    """Whether ``char`` holds the permission: "Teammate may attack the Reserve" is the
    teammate the card was played onto (an artifact's target, OR.tactic-artifact), or any
    other character of the side when it names none; other subjects as ``names_character``."""
    if clause.get("who") != "teammate":
        return names_character(clause.get("who"), char, effect)
    if effect.target is not None:
        return effect.target == char.id
    return char.player == effect.player and char.id != effect.by


def _with_named_cards(clause: dict, cards: list[CardUse]) -> bool:
    """The attack is made with the cards the permission names (kinds, types, values)."""
    named = cards_filter(tuple_of(clause.get("card_kinds")) + tuple_of(clause.get("icons")))
    return all(named.matches(card_kinds(c), card_icons(c, "attack"), c.defn.value) for c in cards)


def attacks_on_from_reserve(effects: list[Effect], char) -> Effect | None:
    """ "If successful, The Darkness may continue to attack while in Reserve"
    (``continue_attacking``): the effect in play that lets ``char``, now the reserve, go on
    attacking (OR.reserve, MR.19)."""
    for e in effects:
        for c in e.clauses:
            if (
                c.get("kind") == "continue_attacking"
                and c.get("while_in") == "reserve"
                and names_character(c.get("who"), char, e)
            ):
                return e
    return None
