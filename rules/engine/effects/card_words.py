"""Draws, discards and shown cards in the cards' own words where the general phrase of the
clause would not read back as printed: "discard chosen cards into Dead Pile" (every card
chosen), "discard it to the Dead Pile" (the drawn card), "Discard to the Dead Pile the card cut
to", "Draw 1 card, do not discard if duplicate", "Replace with same number of cards from Draw
Pile", "Show Opponent up to 5 cards usable by X from Hand"."""

from __future__ import annotations

import re
from typing import Any

from rules.engine.effects.game_words import count_text, kinds_text, pile_text, who_text


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
    if (discard.from_, discard.filter, discard.count) == ("cut_card", "cut", 1) and not discard.may:
        # "Discard to the Dead Pile the card cut to." (the card a cut of a pile showed)
        return f"discard to {to} the card cut to"
    plain = discard.who in (None, "player") and not discard.may
    if discard.count == "until_equal_hands" and not discard.filter:
        # "Opponent must discard from Hand until both players have an equal number of cards in
        # Hand": as many cards as it takes
        subject = "" if plain else f"{who_text(discard.who)} {'may' if discard.may else 'must'} "
        return (
            f"{subject}discard from {pile_text(discard.from_ or 'hand')} until both players "
            "have an equal number of cards in Hand"
        )
    kinds, _, greater = (discard.filter or "").partition(" (in hand or placed, whichever is ")
    if greater and discard.from_ == "hand_or_placed" and discard.count == "all":
        # "Opponent must discard all Universe cards held in hand or all placed Universe cards,
        # whichever is a greater number"
        subject = "" if plain else f"{who_text(discard.who)} {'may' if discard.may else 'must'} "
        return (
            f"{subject}discard all {kinds} cards held in Hand or all placed {kinds} cards, "
            "whichever is a greater number"
        )
    if (discard.filter, discard.count, discard.from_) == ("duplicate and unusable", "all", "hand"):
        # "Discard Duplicate & Unusable cards.": what a Discard Phase takes from a hand
        subject = "" if plain else f"{who_text(discard.who)} {'may' if discard.may else 'must'} "
        return f"{subject}discard duplicate and unusable cards"
    if discard.from_ == "drawn_card" and discard.count == 1 and not (discard.filter or discard.may):
        # "If drawn card is not an attack, discard it to the Dead Pile."
        return f"discard it to {to}"
    return None


def named_draw(draw: Any) -> str | None:
    """The phrase of a ``Draw`` printed in a wording of its own, or ``None``."""
    kept = draw.duplicates == "keep" and (draw.from_, draw.to) == ("draw_pile", "hand")
    if kept and not (draw.scaling or draw.duration or draw.chosen):
        # "Draw 1 card, do not discard if duplicate.", "Teammate may draw 2 Power cards, ..."
        kinds = f" {draw.filter}" if draw.filter else ""
        cards = f"{count_text(draw.count)}{kinds} card{'s' if draw.count != 1 else ''}"
        modal = "may " if draw.may else "must "
        who = f"{who_text(draw.who)} {modal}" if draw.who not in (None, "player") else ""
        who = who or ("may " if draw.may else "")
        return f"{who}draw {cards}, do not discard if duplicate"
    plain = not (draw.filter or draw.scaling or draw.may or draw.duration or draw.chosen)
    if not plain:
        return None
    if draw.count == "same_as_discarded" and draw.who in (None, "player"):
        # "Replace with same number of cards from Draw Pile."
        return f"replace with same number of cards from {pile_text(draw.from_ or 'draw_pile')}"
    return None


def shown_by_player(show: Any, n: str) -> str:
    """ "Show Opponent up to 5 Special cards usable by Multiple Man from Hand." (``n`` is the
    count already in words)."""
    kinds, _, usable = (show.filter or "").partition("usable by:")
    usable = f" usable by {usable}" if usable else ""
    what = f"{kinds.strip()} cards" if kinds.strip() else "cards"
    return f"show {who_text(show.to)} {n}{what}{usable} from {pile_text(show.from_ or 'hand')}"


_OWNED_CARD = re.compile(r"(?P<owner>[A-Z][^']*)'s (?P<card>(?:[A-Z][a-z]+ )+card)")


def returned_card(put: Any) -> str | None:
    """ "Longshot's Power card is returned to top of Draw Pile.": one card of a character's,
    back to a pile; ``None`` for other puts."""
    owned = _OWNED_CARD.fullmatch(put.filter or "")
    if owned is None or put.count != 1 or not put.to:
        return None
    to = put.to
    edge = next((e for e in ("top", "bottom") if to.startswith(f"{e}_of_")), None)
    where = f"{edge} of {pile_text(to.removeprefix(f'{edge}_of_'))}" if edge else pile_text(to)
    return f"{owned['owner']}'s {owned['card']} is returned to {where}"


def sorted_and_done(search: Any, following: Any, pile: str) -> str | None:
    """The one sentence a search and what follows it were printed as: "Opponent must sort
    through Draw Pile and discard first 3 Special cards into Dead Pile" (the first cards found
    discarded) or "Wolverine may sort through Draw Pile, select any Aspect card and play it
    immediately" (one card found played); ``None`` when each has its own. ``pile`` is the
    searched pile in the game's words."""
    if not search.who or search.count is not None:
        return None
    if following.kind == "permission":
        plain = not (
            following.icons
            or following.names
            or following.filters
            or following.duration
            or following.levels
        )
        if following.action != "select_and_play" or following.who != search.who:
            return None
        if following.count != 1 or not plain or following.source != search.pile:
            return None
        if search.card_by_card:
            return None
        what = kinds_text(following.card_kinds, " ") or "Power"
        return (
            f"{who_text(search.who)} may sort through {pile}, select any {what} card and play "
            "it immediately"
        )
    if following.kind != "discard" or following.who != search.who:
        return None
    if following.may or not following.first_found:
        return None
    discard = following.phrase()
    head = f"{who_text(search.who)} must "
    if not discard.startswith(head):
        return None
    return f"{head}sort through {pile} and {discard.removeprefix(head)}"
