"""Discards of cards a sentence before named, in the cards' words: "discard chosen cards
into Dead Pile" (every card chosen), "discard it to the Dead Pile" (the drawn card)."""

from __future__ import annotations

from typing import Any

from rules.engine.effects.base import pile_text, who_text


def named_discard(discard: Any) -> str | None:
    """The phrase of a ``Discard`` of the cards chosen or drawn before, or ``None`` when the
    discard names its own cards."""
    if discard.scaling or discard.up_to or discard.duplicates:
        return None
    to = pile_text(discard.to or "dead_pile")
    if (discard.from_, discard.filter, discard.count) == ("chosen", "chosen", "all"):
        # "Opponent must discard chosen cards to Dead Pile": all the cards chosen before
        plain = discard.who in (None, "player") and not discard.may
        subject = "" if plain else f"{who_text(discard.who)} "
        verb = "discard" if plain else ("may discard" if discard.may else "must discard")
        return f"{subject}{verb} chosen cards into {to}"
    if discard.from_ == "drawn_card" and discard.count == 1 and not (discard.filter or discard.may):
        # "If drawn card is not an attack, discard it to the Dead Pile."
        return f"discard it to {to}"
    return None
