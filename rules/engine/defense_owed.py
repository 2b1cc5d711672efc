"""A defense a card makes owed ("May be used against Reserve, who must defend", "Attack made on
teammate is now made on Steel, who must defend", "Attack must be defended"): the character the
attack is on may not let it through while it can block it (MR.10.must-defend).

Whether it can is asked of the defense check itself: each power card the character may use,
placed on it or in its player's hand (when the board gives the hand), is tried as a defense on
a copy of the board; one that blocks the attack makes letting it through illegal. When the
board does not give the hand, or the attack has no value a power card could block, or only
other cards may defend it, the attack lands and the answer warns that the obligation was not
checked. Read from the clauses' fields (``must_defend``, ``required``), never from words.
"""

from __future__ import annotations

import copy
from typing import Any

from rules.engine.action_model import Action, Illegal
from rules.engine.attack_cards import power_usable
from rules.engine.board_model import Board, CardUse, Character
from rules.engine.card_filters import filter_names
from rules.engine.defense import Defense
from rules.engine.plays import Play

#: The rules a check of the obligation cites.
OWED_RULES = ("MR.10.must-defend", "OR.defense", "MR.1")
#: Permissions to aim at the reserve that may carry "who must defend".
_ON_RESERVE = ("attack_reserve", "target_reserve")


def owing_clause(clause: dict[str, Any], on_reserve: bool) -> bool:
    """A clause of the attack's own card that makes its defense owed."""
    kind = clause.get("kind")
    if kind == "defense_restriction":
        return bool(clause.get("required")) and clause.get("applies_to") in (None, "this_attack")
    if kind == "permission":
        return (
            bool(clause.get("must_defend")) and clause.get("action") in _ON_RESERVE and on_reserve
        )
    return False


def shift_owes(cards: list[CardUse]) -> tuple[str, dict[str, Any]] | None:
    """(the card, its shift) of a shift answer that says the character it moves the attack to
    must defend."""
    for card in cards:
        for c in card.clauses:
            if c.get("kind") == "shift" and c.get("must_defend"):
                return card.name, c
    return None


def owed_by(action: Action, target: Character) -> tuple[str, dict[str, Any]] | None:
    """(the card, its clause) by which ``target`` must defend ``action``."""
    if action.owed is not None:
        return action.owed
    card = action.special or (action.cards[0] if action.cards else None)
    if card is None:
        return None
    for c in [*action.restrictions, *card.clauses]:
        if owing_clause(c, target.position == "reserve"):
            return card.name, c
    return None


def power_defense(clause: dict[str, Any], action: Action) -> bool:
    """Whether a power card may make the owed defense: the attack has a value, the card says
    nothing of other cards, and it does not bar power cards from defending."""
    if action.value is None:
        return False
    if clause.get("only") and "power" not in filter_names(clause.get("only")):
        return False
    return not any(
        "power" in filter_names(r.get("forbids")) for r in action.restrictions if r.get("forbids")
    )


def blocker(board: Board, action: Action, target: Character) -> str | None:
    """A power card ``target`` could block ``action`` with (placed on it, or in the hand)."""
    hand = board.players[target.player].hand or []
    for card in [*target.placed, *hand]:
        if card.kind != "power" or not power_usable(card, target):
            continue
        trial_board = board.clone()
        trial = copy.deepcopy(action)
        use = copy.deepcopy(card)
        play = Play(-1, "defend", target.player, target.id, None, None, cards=[use])
        try:
            out = Defense(trial_board, trial_board.all_effects(), 0).evaluate(
                trial, play, target.player, trial.value
            )
        except Illegal:
            continue
        if out.result == "blocked" and out.stops:
            return card.label()
    return None


def check_owed(board: Board, action: Action) -> tuple[str, dict[str, Any], Character] | None:
    """Raise when the attack's target let an attack through that it must and could defend;
    (card, clause, target) when the obligation could not be checked on this board."""
    if not action.is_attack or action.outcome is not None or "no_defense" in action.notes:
        return None
    target = board.character(action.target) if action.target not in (None, "battlesite") else None
    if target is None or target.removed:
        return None
    found = owed_by(action, target)
    if found is None:
        return None
    name, clause = found
    if not power_defense(clause, action):
        return name, clause, target
    card = blocker(board, action, target)
    if card is not None:
        raise Illegal(
            list(OWED_RULES),
            f"{name} says {target.name} must defend {action.description}, and it can"
            f" ({card}): its player defends before the next play",
        )
    if board.players[target.player].hand is None:
        return name, clause, target
    return None
