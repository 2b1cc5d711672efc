"""A bar in play on blocking the attacks it names ("All level 1 Power attacks cannot be blocked
for remainder of battle", an event's): while it lasts, each attack it names carries it as the
attack's own restriction, so the defense check lets no card answer it (block and defend are one
word in the meta-rules, MR.10; MR.5.restricted-defense, MR.19). Every player's attacks: the
card names all of them."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from rules.engine.cards import POWER_TYPES


def standing_bar(clause: dict[str, Any]) -> tuple[int | None, str | None] | None:
    """(the level, the power type) of the attacks a standing "cannot be blocked" names (its
    typed ``attack_set``), else None: all power-card attacks, of that level and type when the card
    says."""
    attacks = clause.get("attack_set")
    if clause.get("kind") != "block_rule" or clause.get("rule") != "cannot":
        return None
    if not isinstance(attacks, dict) or clause.get("who") or clause.get("card_kinds"):
        return None
    if not attacks.get("every") or attacks.get("owner") or attacks.get("made_with"):
        return None
    icons, level = list(attacks.get("icons") or ()), attacks.get("level")
    if list(attacks.get("card_kinds") or ()) != ["power"] or len(icons) > 1:
        return None
    if (icons and icons[0] not in POWER_TYPES) or (level and level[0] != level[1]):
        return None
    return (int(level[0]) if level else None), (icons[0] if icons else None)


def _names(action: Any, level: int | None, icon: str | None) -> bool:
    """Whether ``action`` is an attack made with a power card of that level and type."""
    for card in action.cards:
        if card.kind != "power":
            continue
        if level is not None and card.defn.value != level:
            continue
        if icon is not None and icon not in card.defn.icons:
            continue
        return True
    return False


def standing_blocks(effects: Iterable[Any], action: Any) -> list[dict[str, Any]]:
    """The bars in play that ``action`` (an attack) carries: no card may defend it."""
    out: list[dict[str, Any]] = []
    for e in effects:
        if e.duration == "next_battle":
            continue
        for c in e.clauses:
            form = standing_bar(c)
            if form is not None and _names(action, *form):
                out.append(
                    {
                        "kind": "defense_restriction",
                        "forbids": [],
                        "only": [],
                        "source": e.card.name,
                    }
                )
    return out
