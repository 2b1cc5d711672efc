"""A blocking power card that hits back (MR.5.conditional, MR.19, OR.hits): the attack's own
"If defended, Power card hits <attacker>", or an effect in play on the defender "if <it> can
block a Power card attack with an equal value Power card, <its> Power card hits attacker".
The blocking power card leaves a hit of its type and value on the attacker.
"""

from __future__ import annotations

from typing import Any

from rules.engine.clauses import tuple_of
from rules.engine.state import Board, CardUse, Character, Hit

#: Conditions that stay in play as an effect (checked each time the defender blocks).
LASTING_CONDITIONS = frozenset({"self_can_block_with_equal_value"})
_ATTACKER = ("self", "attacker")


def _hits_back(clauses: Any, whens: tuple[str, ...] | frozenset[str]) -> bool:
    return any(
        cond.get("kind") == "condition"
        and cond.get("when") in whens
        and any(
            c.get("kind") == "card_hits"
            and c.get("who") in _ATTACKER
            and "power" in (tuple_of(c.get("card_kinds")) or ("power",))
            for c in cond.get("then") or ()
        )
        for cond in clauses
    )


def returned_hits(
    board: Board, effects: list, action: Any, play: Any, result: str
) -> tuple[Character | None, list[Hit], str, list[str]]:
    """(the attacker, the hits its blocked attack takes back, the card that says so, rules)."""
    attacker = board.character(action.by)
    defender = board.character(play.by) or board.character(action.target)
    powers: list[CardUse] = [c for c in play.cards if c.kind == "power"]
    if result != "blocked" or attacker is None or defender is None or not powers:
        return None, [], "", []
    source, rules = "", []
    for card in action.cards:
        if _hits_back(card.clauses, ("defended", "not_successful")):
            source, rules = card.name, ["MR.5.conditional", "OR.hits"]
    equal = action.card_kinds == {"power"} and all(p.defn.value == action.value for p in powers)
    for e in effects:
        mine = (e.target or e.by) == defender.id
        if not source and equal and mine and _hits_back(e.clauses, LASTING_CONDITIONS):
            source, rules = e.card.name, ["MR.19", "OR.hits"]
    if not source:
        return None, [], "", []
    hits = [
        Hit(
            icon=p.as_icon or (p.defn.icons[0] if p.defn.icons else p.subtype),
            value=p.defn.value or 0,
            source="power",
            player=defender.player,
            card=p.name,
        )
        for p in powers
    ]
    return attacker, hits, source, rules
