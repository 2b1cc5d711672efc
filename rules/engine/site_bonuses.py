"""A special's own bonus when it attacks a battlesite: "+3 when used to attack a Battlesite.
Bonus counts toward Damage." The bonus belongs to this card's attack, only when its target is
a battlesite (OR.attack.battlesite); it is never an effect left in play for later attacks.
Like any bonus it raises the attack value, and counts toward the hit only when the card says
so (MR.1: cards are played as written)."""

from __future__ import annotations

from typing import Any

#: The handling notes that make a card's bonus count toward the hit it leaves.
COUNTS_TOWARD_DAMAGE = frozenset(
    {"bonus_counts_toward_damage", "bonus_counts_toward_damage_and_venture_total"}
)


def is_site_bonus(clause: dict[str, Any]) -> bool:
    """An attack bonus of the card's own attack, when it is used against a battlesite."""
    return (
        clause.get("kind") == "attack_modifier"
        and bool(clause.get("when_used"))
        and clause.get("against") == "target_battlesite"
        and clause.get("who") in (None, "self")
    )


def site_bonus(clauses: list[dict[str, Any]], target: str | None) -> tuple[int, bool]:
    """The bonus the card's own attack on ``target`` takes, and whether it counts toward the
    hit: nothing unless the target is a battlesite."""
    if target != "battlesite":
        return 0, False
    amount = sum(int(c.get("amount") or 0) for c in clauses if is_site_bonus(c))
    counts = any(
        c.get("kind") == "discipline" and c.get("action") in COUNTS_TOWARD_DAMAGE for c in clauses
    )
    return amount, counts
