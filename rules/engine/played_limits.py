"""A bar whose limit is the value of the card played with the special ("Play with any Power
card usable by Thunderbolts. Thunderbolts may not be attacked by a Power card of equal or
lesser value for remainder of battle"): the grammar keeps "of equal or lesser value" as the
word ``value<=this card``; played with one Power card, the bar holds for Power cards of that
card's value or less (MR.1, MR.7: the cards played together are read as one), and the shift
and attack checks read it as a typed ``max_value``.

Put in play without the card it was played with (an effect a judge gives), the card names no
value: the clause is marked ``value_unnamed`` and the answer says it is not applied.
"""

from __future__ import annotations

from typing import Any

from rules.engine.clauses import tuple_of

#: The word the grammar keeps for "of equal or lesser value" (than the card played with it).
WORD = "value<=this card"


def limited_by_played(clause: dict[str, Any]) -> bool:
    """Whether ``clause`` bars attacks by cards of a value the card played with it gives."""
    named = clause.get("by_cards")
    return (
        clause.get("kind") == "cannot_be_attacked"
        and isinstance(named, dict)
        and WORD in tuple_of(named.get("words"))
    )


def mark_unplayed(clauses: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The card's clauses, each such bar marked as not yet given its value."""
    return [{**c, "value_unnamed": True} if limited_by_played(c) else c for c in clauses]


def fill_played_limit(clause: dict[str, Any], cards: list[Any]) -> dict[str, Any] | None:
    """The bar with the value of the one Power card played with the special as its limit,
    or ``None`` (not such a bar, or not one Power card played with it)."""
    if not limited_by_played(clause):
        return None
    powers = [c for c in cards if c.kind == "power" and isinstance(c.defn.value, int)]
    if len(powers) != 1:
        return None
    named = dict(clause["by_cards"])
    words = [w for w in tuple_of(named.pop("words", ())) if w != WORD]
    if words:
        named["words"] = words
    named["max_value"] = powers[0].defn.value
    out = {**clause, "by_cards": named}
    out.pop("value_unnamed", None)
    return out


def read_with_play(clause: dict[str, Any], clauses: list[dict[str, Any]]) -> bool:
    """Whether the bar's value is read from the card played with it: its card says "Play
    with any Power card", and no effect in play lost that card (``value_unnamed``)."""
    return (
        limited_by_played(clause)
        and not clause.get("value_unnamed")
        and any(
            c.get("kind") == "combine"
            and c.get("purpose") == "play_with"
            and tuple_of(c.get("card_kinds")) == ("power",)
            for c in clauses
        )
    )
