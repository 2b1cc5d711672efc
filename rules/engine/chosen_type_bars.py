"""The defense check of a bar on a power type someone picks (``chosen_types``): while the
effect lasts, a defense by the barred character with cards of that power type is refused
(MR.19, OR.defense); cards of other types, Any-Power cards (no type) and universe cards (a
bonus, not a power type) are not barred.
"""

from __future__ import annotations

from rules.engine.attack_cards import card_icons
from rules.engine.attacks import Illegal
from rules.engine.chosen_types import reads_chosen_type
from rules.engine.defense_outcome import concerns_target
from rules.engine.group_subjects import group_holds
from rules.engine.state import CardUse, Character, Effect

#: The rules a refused defense cites: the effect lasts (MR.19) and limits the defense (OR.defense).
RULES = ["MR.19", "OR.defense"]


def _typed(card: CardUse, icon: str) -> bool:
    """Whether ``card`` is played in defense as a card of power type ``icon``."""
    if card.kind == "universe" or card.source == "in_play":
        return False  # a bonus, not a power type; a card already in play is not played
    return icon in card_icons(card, "defense")


def chosen_type_bar(effects: list[Effect], char: Character | None, cards: list[CardUse]) -> None:
    """Raise when an effect in play keeps ``char`` from defending with the power type of one
    of ``cards``."""
    if char is None:
        return
    for e in effects:
        for c in e.clauses:
            icon = c.get("type_chosen") if reads_chosen_type(c) else None
            if not icon:
                continue
            held = group_holds(c, e.player, char)
            if held is None:
                held = concerns_target(e, c.get("who") or "self", char)
            barred = [card for card in cards if _typed(card, str(icon))]
            if held and barred:
                chooser = c.get("power_type_chosen_by")
                raise Illegal(
                    RULES,
                    f"{e.card.name} keeps {char.name} from defending with {str(icon).title()}"
                    f" cards ({chooser}'s choice), so {barred[0].label()} may not answer",
                )
