"""Cards a card in play makes the players place ("All cards that can be placed to a character,
excluding reserve, must be placed in this battle. Unplaceable cards remain in hand", a
``must_place`` permission): before the battle's first action, a player whose hand (when the
board gives it) still holds a card one of his front-line characters could take placed has not
finished placing (OR.placing, MR.19, MR.1). A card fits a character when it has a free place of
its kind (one power, universe, tactic and special card each, or what its ability allows), the
character may use it (its grid, a special's owner), and no effect in play keeps it from placing
it. Unplaceable cards stay in the hand. Read from the clause's fields, never from its words.
"""

from __future__ import annotations

from typing import Any

from rules.engine.attack_cards import power_usable, requirement_met
from rules.engine.board_model import Board, CardUse, Character, Effect
from rules.engine.clauses import tuple_of
from rules.engine.placement import placed_limit
from rules.engine.placing_bars import placing_bar
from rules.engine.special_permissions import special_allowed

#: The rules a check of the obligation cites.
PLACING_RULES = ("OR.placing", "MR.19", "MR.1")
#: The filters of a ``must_place`` the check reads: the cards that fit a character, and
#: only the front line's characters.
_READ_FILTERS = frozenset({"placeable:on a character", "excluding reserve"})
_SLOTS = ("power", "universe", "tactic", "special")
#: Whom the obligation binds that the check reads: every player.
_EVERYONE = (None, "all_characters", "each_player", "both_players", "all")


def owes_placing(clause: dict[str, Any]) -> bool:
    """ "All cards that can be placed to a character, excluding reserve, must be placed"."""
    return (
        clause.get("kind") == "permission"
        and clause.get("action") == "must_place"
        and clause.get("who") in _EVERYONE
        and set(tuple_of(clause.get("filters"))) <= _READ_FILTERS
        and not clause.get("card_kinds")
    )


def placing_owed_by(effects: list[Effect]) -> tuple[Effect, dict[str, Any]] | None:
    """The effect in play (and its clause) that makes every player place what fits."""
    return next(((e, c) for e in effects for c in e.clauses if owes_placing(c)), None)


def _slot(card: CardUse) -> str:
    return "universe" if card.kind == "universe" else card.kind


def fits(card: CardUse, char: Character, effects: list[Effect], others: list[Character]) -> bool:
    """Whether ``char`` could take ``card`` placed now."""
    slot = _slot(card)
    if slot not in _SLOTS or not char.active or char.position != "front_line":
        return False
    taken = [p for p in char.placed if _slot(p) == slot]
    if len(taken) >= placed_limit(char, slot)[0] or placing_bar(char, card, effects):
        return False
    if card.kind == "power":
        return power_usable(card, char) is not None
    if card.kind == "special":
        return special_allowed(card, char, effects, others)
    return requirement_met(card, char)


def placeable_left(board: Board, player: str, effects: list[Effect]) -> tuple[str, str] | None:
    """(a card still in ``player``'s hand, the front-line character it fits), if any."""
    others = list(board.characters())
    for card in board.players[player].hand or []:
        for char in board.players[player].front_line:
            if fits(card, char, effects, others):
                return card.label(), char.name
    return None
