"""Modifiers that hold while a named card is in play (MR.19, OR.inherent): "Power cards are +2
for defense if "Twisted Mentality" is in play". A condition ``card_in_play`` counts its
clauses when a card of that title is among the effects in play.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from rules.engine.card_identity import same_name, special_title

#: Clause kinds read through a ``card_in_play`` condition (the modifiers summed for a value).
READ_THROUGH = frozenset({"attack_modifier", "defense_modifier"})


def card_in_play(title: str, effects: Iterable[Any]) -> bool:
    return any(
        same_name(title, special_title(e.card.defn)) or same_name(title, e.card.name)
        for e in effects
    )


def in_force(clauses: Iterable[dict[str, Any]], effects: list[Any]) -> Iterator[dict[str, Any]]:
    """The clauses of an effect that hold now: a ``card_in_play`` condition's clauses when its
    card is in play, every other clause as it is."""
    for c in clauses:
        if c.get("kind") == "condition" and c.get("when") == "card_in_play":
            if c.get("detail") and card_in_play(str(c["detail"]), effects):
                yield from c.get("then") or ()
        else:
            yield c


def read_through(clause: dict[str, Any]) -> bool:
    """A ``card_in_play`` condition whose every clause is a modifier read through it."""
    return clause.get("when") == "card_in_play" and all(
        isinstance(c, dict) and c.get("kind") in READ_THROUGH for c in clause.get("then") or ()
    )
