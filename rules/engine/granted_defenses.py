"""Defenses a card in play grants: "may use Fighting Power cards level 6 through 8 to avoid any
attack made against Wolverine or teammate" (a ``permission`` with action ``use_to_avoid``).

Such a permission turns a power card its holder plays in defense into an avoid (MR.10,
OR.defense), when the power card fits the card filter and the attack fits what the permission
says it avoids (``levels``, ``against``). Read from the clause's fields only, never from text.
"""

from __future__ import annotations

from typing import Any

from rules.engine.attacks import Action, power_usable
from rules.engine.card_filters import clause_filter
from rules.engine.card_identity import same_name, special_title
from rules.engine.clauses import tuple_of
from rules.engine.group_subjects import group_holds
from rules.engine.protected_defenses import protects
from rules.engine.state import Board, CardUse, Character, Effect
from rules.engine.universe_attacks import doubleshot_parts
from rules.engine.who_codes import code_fits
from rules.engine.who_names import names_character

USE_TO_AVOID = "use_to_avoid"
#: Words of a permission's protected characters that cover a teammate of its holder.
COVERS_TEAMMATES = frozenset({"self_or_teammate", "teammate", "team", "any_character"})


def _holder_is(effect: Effect, clause: dict[str, Any], char: Character) -> bool:
    who = clause.get("who") or "self"
    if who == "self":
        return effect.by == char.id
    if who in ("team", "self_or_teammate", "teammate"):
        return effect.player == char.player
    held = group_holds(clause, effect.player, char)
    if held is not None:
        # an event's "Level 1 Intellect Power cards may be used to avoid ...", or "Any hero
        # may use ...": every character, of the code named (group_subjects)
        return held
    return who.lower() in char.name.lower()


def _covers(effect: Effect, clause: dict[str, Any], defender: Character, target: Character) -> bool:
    """Whether the attack's target is one the permission protects ("made against Wolverine or
    teammate"); with no ``against``, attacks on its holder only."""
    if target.id == defender.id:
        return True
    against = str(clause.get("against") or "")
    return against in COVERS_TEAMMATES and target.player == effect.player


def granted_avoid(
    effects: list[Effect],
    action: Action,
    cards: list[CardUse],
    defender: Character | None,
    target: Character | None,
) -> tuple[Effect, dict[str, Any]] | None:
    """The effect in play that lets this power-card defense avoid the attack, if any."""
    if defender is None or target is None or len(cards) != 1 or cards[0].kind != "power":
        return None
    card = cards[0]
    if power_usable(card, defender) is None:
        return None
    icons = set(card.defn.icons) | ({card.as_icon} if card.as_icon else set())
    for effect in effects:
        for clause in effect.clauses:
            if clause.get("kind") != "permission" or clause.get("action") != USE_TO_AVOID:
                continue
            if isinstance(clause.get("attacks"), int):
                continue  # "to avoid 1 attack": uses are not counted yet (reported by reach)
            # "level 6 through 8", "of 8 or less": the cards' typed limits
            if not clause_filter(clause).matches({"power"}, icons, card.defn.value):
                continue
            if "numerical_attack" in tuple_of(clause.get("filters")) and action.value is None:
                continue  # "to avoid any numerical attack": an attack with a value only
            wanted = set(tuple_of(clause.get("attack_icons")))
            if wanted and not wanted & set(action.icons):
                continue  # "to avoid any Fighting attack": attacks of that type only
            if _holder_is(effect, clause, defender) and _covers(effect, clause, defender, target):
                return effect, clause
    return None


def doubleshot_avoid(
    board: Board,
    effects: list[Effect],
    player: str,
    cards: list[CardUse],
    defender: Character | None,
) -> Effect | None:
    """ "Avengers Mansion Team may use Tactic Doubleshot cards, with normal contribution, to
    avoid any attack": the effect in play that lets this DoubleShot defense (the tactic and
    its teammate's power card, MR.4) avoid the attack, if any."""
    kinds = {c.kind for c in cards}
    if defender is None or len(cards) != 2 or kinds != {"tactic", "power"}:
        return None
    for effect in effects:
        for clause in effect.clauses:
            if (
                clause.get("kind") == "permission"
                and clause.get("action") == USE_TO_AVOID
                and "doubleshot" in tuple_of(clause.get("card_kinds"))
                and _holder_is(effect, clause, defender)
            ):
                doubleshot_parts(board, player, defender, cards, "MR.4")  # normal contribution
                return effect
    return None


USE_TO_DEFEND = "use_to_defend"
FROM_RESERVE = "defend_from_reserve"
DEFEND_PERMISSIONS = frozenset({USE_TO_DEFEND, FROM_RESERVE})


CARD_HOLDERS = "defend_card_holders"


def holds_card(char: Character, title: str, effects: list[Effect]) -> bool:
    """Whether ``char`` has a special of that title in play (one it played, or one played on
    it, still lasting)."""
    return any(
        char.id in (e.by, e.target)
        and (same_name(title, special_title(e.card.defn)) or same_name(title, e.card.name))
        for e in effects
    )


def defends_holder(
    clause: dict[str, Any],
    effect: Effect,
    defender: Character,
    target: Character,
    effects: list[Effect],
) -> bool:
    """ "Fairchild may defend any Front Line teammate that also has a "Gen-Active" Special in
    play": the holder may block for a teammate (of the front line, if it says so) that has a
    special of that title in play."""
    if not names_character(clause.get("who"), defender, effect) or target.id == defender.id:
        return False
    if clause.get("front_line") and target.position != "front_line":
        return False
    return holds_card(target, str(clause.get("card") or ""), effects)


def defends_for(
    effects: list[Effect], defender: Character, target: Character, cards: list[CardUse]
) -> Effect | None:
    """The effect in play that lets ``defender`` block an attack aimed at a teammate with
    these cards ("Reserve character may use power cards to defend any front line character
    this battle", a character's own "May defend Front Line with Power cards from Reserve"
    while it is the reserve): its holder names the defender, ``against`` (or the front line
    it defends) the target's position, and its card filter takes every card played."""
    for e in effects:
        if e.player != defender.player or target.player != defender.player:
            continue
        for c in e.clauses:
            if c.get("kind") == CARD_HOLDERS and defends_holder(c, e, defender, target, effects):
                return e
            if protects(c, e, defender, target, cards):  # "Reserve may defend Dazzler with ..."
                return e
            if c.get("kind") != "permission" or c.get("action") not in DEFEND_PERMISSIONS:
                continue
            if c.get("action") == FROM_RESERVE and defender.position != "reserve":
                continue  # "May defend Front Line with Power cards from Reserve"
            if c.get("owner") == "front_line" and target.position != "front_line":
                continue
            code = c.get("who_code")  # "Reserve hero ... any front line hero" (OR.code-rule)
            if code_fits(code, defender) is not True or code_fits(code, target) is not True:
                continue
            against = c.get("against")
            if not names_character(c.get("who"), defender, e):
                continue
            if against not in (None, "any_character", "team") and not names_character(
                against, target, e
            ):
                continue
            accepted = clause_filter(c)  # kinds, types, levels and value limits
            if cards and all(
                accepted.matches({card.kind}, set(card.defn.icons), card.defn.value)
                for card in cards
            ):
                return e
    return None
