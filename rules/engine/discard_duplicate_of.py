"""Specials that count as duplicates of a set of others ("Counts as a duplicate of all "Any
Hero/Character" AG Special Cards"): in the discard phase (OR.discard.special), the card and
any Any Hero/Character special of that code held with it are duplicates, though those others
are not duplicates of each other; the player keeps the card or the others.
"""

from __future__ import annotations

from rules.engine.card_reads import CardReads
from rules.engine.cards import CardDef
from rules.engine.discard_model import Choice, Held, duplicate_pile


def duplicate_codes(reads: CardReads, card: CardDef) -> tuple[str, ...]:
    """The codes of the Any Hero/Character specials the card counts as a duplicate of."""
    return tuple(
        str(c["card_set"]).upper()
        for c in reads.clauses(card)
        if c.get("kind") == "duplicate_of"
        and c.get("card_set")
        and "special" in (c.get("card_kinds") or ("special",))
    )


def _partners(h: Held, code: str, pool: list[Held]) -> list[Held]:
    return [
        o
        for o in pool
        if o is not h
        and o.card.kind == "special"
        and o.card.is_any_character
        and o.card.code.upper() == code
        and o.card.name.lower() != h.card.name.lower()
    ]


def duplicate_of_choices(reads: CardReads, pool: list[Held]) -> list[tuple[list[Held], Choice]]:
    """For each card counting as a duplicate of a code's specials held with it: the cards
    concerned and the player's choice (keep the card, or keep the others)."""
    out = []
    for h in pool:
        for code in duplicate_codes(reads, h.card):
            others = _partners(h, code, pool)
            if not others:
                continue
            names = ", ".join(o.card.name for o in others)
            pile = duplicate_pile(h.card)
            reason = (
                f"{h.card.name} counts as a duplicate of every Any Hero/Character {code}"
                f" special: discard it, or discard {names}"
            )
            choice = Choice(
                among=[h.card.name, *(o.card.name for o in others)],
                sources=[h.source, *(o.source for o in others)],
                keep=len(others),
                reason=reason,
                rule="OR.discard.special",
                pile=pile[0],
                pile_rule=pile[1],
            )
            out.append(([h, *others], choice))
    return out
