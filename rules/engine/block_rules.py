"""How an attack must be blocked when its card says so (MR.19: the card's own text decides):
"Power card must be blocked twice" asks the defense for two blocking cards, each reaching the
attack's value on its own; "May be blocked as a whole or in parts" lets each defending card
block one power card of a combined attack, the parts not blocked still hitting (the defense
check, ``defense_blocks``)."""

from __future__ import annotations

from typing import Any

from rules.engine.who_codes import code_fits

#: The block rules the defense check applies.
APPLIED_BLOCK_RULES = frozenset({"twice", "whole_or_parts"})


def blocked_twice_by(action: Any) -> str | None:
    """The card of the attack that says it must be blocked twice, if any."""
    for card in action.cards:
        for c in card.clauses:
            if c.get("kind") == "block_rule" and c.get("rule") == "twice":
                return card.name
    return None


def blocked_in_parts_by(action: Any) -> str | None:
    """The card of the attack that says it may be blocked as a whole or in parts, if any."""
    for card in action.cards:
        for c in card.clauses:
            if c.get("kind") == "block_rule" and c.get("rule") == "whole_or_parts":
                return card.name
    return None


def parts_blocked(action: Any, defense_values: list[int]) -> list[Any]:
    """The power cards of a combined attack that the defense's cards block one by one: each
    defending card blocks one part of a value it reaches, the largest first."""
    parts = sorted(
        (c for c in action.cards if c.kind == "power"),
        key=lambda c: c.defn.value or 0,
        reverse=True,
    )
    blocked: list[Any] = []
    for value in sorted(defense_values, reverse=True):
        part = next((p for p in parts if p not in blocked and (p.defn.value or 0) <= value), None)
        if part is not None:
            blocked.append(part)
    return blocked


def _trait(forbidden: str) -> str:
    """ "male_characters" -> "male": the trait a bar on defenders names."""
    for suffix in ("_characters", "_character", "_heroes", "_hero", "_villains", "_villain"):
        if forbidden.endswith(suffix):
            return forbidden[: -len(suffix)]
    return forbidden


def defender_bar(action: Any, defender: Any) -> tuple[str, str, bool | None] | None:
    """The attack's bar on defenders by trait ("Cannot be defended by a male hero"): (card,
    trait, whether the defender has it; None when the board gives no traits for it)."""
    for card in action.cards:
        for c in card.clauses:
            if c.get("kind") != "defender_restriction":
                continue
            for forbidden in c.get("forbids") or ():
                trait = _trait(str(forbidden))
                has = None if defender.traits is None else trait in defender.traits
                # "a male hero": a male villain may defend, a code not given is not guessed
                fits = code_fits(c.get("who_code"), defender)
                if has and fits is not True:
                    has = None if fits is None else False
                return card.name, trait, has
    return None
