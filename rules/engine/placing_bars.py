"""Effects in play that forbid a character to place cards ("cannot place any cards this
battle"): a ``play_restriction`` whose verb is placing, on the character it names (MR.19)."""

from __future__ import annotations

from rules.engine.clauses import tuple_of
from rules.engine.state import CardUse, Character, Effect
from rules.engine.value_limits import admits
from rules.engine.who_names import names_character

#: The subjects of an event's "No cards may be placed this battle": every character.
EVERY_CHARACTER = frozenset({"all_characters", "any_character"})


def placing_bar(char: Character, card: CardUse, effects: list[Effect]) -> Effect | None:
    """The effect in play that keeps ``char`` from placing ``card``, if any."""
    for e in effects:
        for c in e.clauses:
            if c.get("kind") != "play_restriction" or c.get("verb") != "place":
                continue
            kinds = tuple_of(c.get("card_kinds"))
            if kinds and card.kind not in kinds:
                continue
            if not admits(c, card.defn.value):
                continue  # "may not place Power cards of 4 or less": only those (value_limits)
            if c.get("who") in EVERY_CHARACTER or names_character(c.get("who"), char, e):
                return e
    return None
