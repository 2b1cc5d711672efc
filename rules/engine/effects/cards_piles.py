"""Cards and piles: draw, place, search and reshuffle (discards are in ``discards``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from rules.engine.effects.base import Clause, Duration, Scaling, duration_text
from rules.engine.effects.card_words import (
    named_draw,
    sorted_and_done,
)
from rules.engine.effects.game_words import (
    count_text,
    kinds_text,
    pile_text,
    possessive,
    who_text,
)


@dataclass(frozen=True, kw_only=True)
class Draw(Clause):
    """``Draw 3 additional cards.`` / ``Opponent must draw ...``."""

    kind: ClassVar[str] = "draw"
    who: str | None = "player"
    count: int | str | None = 1
    from_: str | None = field(default="draw_pile", metadata={"json": "from"})
    to: str | None = "hand"
    filter: str | None = None
    duplicates: str | None = None  # "discard", "keep" when the text says what happens
    scaling: Scaling | None = None  # extension: "for each ..." multiplies the count
    duration: Duration = None  # extension: a lasting "draw 1 card whenever ..." effect
    may: bool = False  # extension: an optional draw ("may draw")
    # extension: the player picks the card from the pile ("Choose 1 ... and place in hand");
    # ``filter`` then names the cards in the game's words. Left out of JSON when not printed.
    chosen: bool | None = field(default=None, metadata={"omit_none": True})
    # extension: "draw any 1 card" from a pile the player searched: the player picks which
    # cards, as many as the count. Left out of JSON when not printed.
    any_chosen: bool | None = field(default=None, metadata={"omit_none": True})
    # extension: the character named as the pile's owner ("from top of Thunderbolts' Draw
    # Pile"); left out of JSON when not printed
    pile_owner: str | None = field(default=None, metadata={"omit_none": True})

    def phrase(self) -> str:
        n = count_text(self.count)
        if self.chosen and self.who in (None, "player") and not (self.scaling or self.may):
            src = pile_text(self.from_ or "draw_pile")  # "opponent's Dead Pile" too
            what = self.filter or "card"
            n = ("any " if self.any_chosen else "") + n  # "any 1": the player picks which
            return f"choose {n} {what} from {src} and place in Hand"
        named = named_draw(self)
        if named is not None:
            return named
        filt = f" {self.filter}" if self.filter else ""
        if isinstance(self.count, str) and " or " in self.count and not (filt or self.scaling):
            # "draw either 6 cards, 8 cards, or 10 cards": the player picks one of the counts
            counts = self.count.replace(" or ", ", ").split(", ")
            choice = ", ".join(f"{c} cards" for c in counts[:-1]) + f" or {counts[-1]} cards"
            subject = "" if self.who in (None, "player") else f"{who_text(self.who)} "
            verb = "may draw" if self.may else ("draw" if not subject else "must draw")
            return f"{subject}{verb} either {choice}"
        src = pile_text(self.from_ or "draw_pile")
        src = {"top_of_draw_pile": "the top of the Draw Pile"}.get(self.from_ or "", src)
        for end in ("top", "bottom"):
            if src == pile_text(self.from_) and (self.from_ or "").startswith(f"{end}_of_"):
                # "Draw 2 cards from the top of Dead Pile": the cards at that end of the pile
                src = f"the {end} of {pile_text(self.from_.removeprefix(f'{end}_of_'))}"
        if self.pile_owner:
            _head, top, pile = (self.from_ or "draw_pile").rpartition("top_of_")
            whose = f"{possessive(self.pile_owner)} {pile_text(pile)}"
            src = f"the top of {whose}" if top else whose
        # "Draw 1 card", "Opponent must draw 2 cards", "Grunge may draw 1 card"
        verb = "may draw" if self.may else "must draw"
        subject = who_text(self.who)
        if self.who in (None, "player") and not self.may:
            subject, verb = "", "draw"
        n = ("any " if self.any_chosen else "") + n
        text = f"{subject} {verb} {n}{filt} card{'s' if self.count != 1 else ''} from {src}"
        if self.scaling:
            text += f" for each {self.scaling.per}"
        if self.duplicates:
            text += f"; duplicates {self.duplicates}"
        if self.duration and self.count == "equal" and not (filt or self.scaling):
            # "... may draw an equal number from Draw Pile" with a duration the lead gave it
            text = text.replace("an equal number of cards from", "an equal number from")
        if self.scaling and isinstance(self.duration, str):
            # "For remainder of game, ... draw 1 card ... for each Activator card played by
            # Opponent": the duration leads, so the count's last words stay its own
            return f"{duration_text(self.duration).strip()}, {text.strip()}"
        return text + duration_text(self.duration)


@dataclass(frozen=True, kw_only=True)
class Placement(Clause):
    """``May be Placed.``"""

    kind: ClassVar[str] = "placement"
    may_be_placed: bool = True
    extra_slots: int | None = None
    who: str | None = None
    card_kinds: tuple[str, ...] = ()  # extension: which cards the extra slots take
    duration: Duration = None
    max_cards: int | None = None  # extension: "May have 2 Universe cards Placed"
    # extension: "may only have 1 card Placed to him at any time": ``max_cards`` is the most
    # the character may have Placed at any moment; left out of JSON when not printed
    cap: bool | None = field(default=None, metadata={"omit_none": True})

    def phrase(self) -> str:
        if self.max_cards is not None and self.cap:
            what = f"{kinds_text(self.card_kinds)} " if self.card_kinds else ""
            many = "s" if self.max_cards != 1 else ""
            return (
                f"{who_text(self.who)} may only have {self.max_cards} {what}card{many} Placed "
                f"to them at any time{duration_text(self.duration)}"
            )
        if self.max_cards is not None:
            what = kinds_text(self.card_kinds) or "any"
            who = f"{who_text(self.who)} " if self.who else ""
            return (
                f"{who}may have {self.max_cards} {what} card{'s' if self.max_cards != 1 else ''}"
                f" Placed{duration_text(self.duration)}"
            )
        if not self.may_be_placed:
            return "may not be Placed"
        if self.who and self.duration is not None:
            # "Leader may have 1 additional card Placed until Leader is KO'd"
            n = f"{self.extra_slots} additional" if self.extra_slots else "an unlimited number of"
            many = self.extra_slots != 1
            kinds = kinds_text(self.card_kinds).split(" or ")
            what = " or ".join(x for x in (" ".join(kinds[:-1]), kinds[-1]) if x)
            cards = f"{what + ' ' if what else ''}card{'s' if many else ''}"
            who = who_text(self.who)
            return f"{who} may have {n} {cards} Placed on {who}{duration_text(self.duration)}"
        text = "may be Placed"
        if self.who:
            text += f" on {who_text(self.who)}"
        if self.extra_slots:
            text += f"; {self.extra_slots} additional card{'s' if self.extra_slots != 1 else ''} may be Placed"
        return text


@dataclass(frozen=True, kw_only=True)
class Reshuffle(Clause):
    """``Reshuffle Draw Pile.``"""

    kind: ClassVar[str] = "reshuffle"
    pile: str = "draw_pile"
    into: str | None = None
    # extension: printed "shuffle" (the same act); left out of JSON when not printed so
    shuffled: bool | None = field(default=None, metadata={"omit_none": True})

    def phrase(self) -> str:
        text = f"{'shuffle' if self.shuffled else 'reshuffle'} {pile_text(self.pile)}"
        if self.into:
            text += f" into {pile_text(self.into)}"
        return text


@dataclass(frozen=True, kw_only=True)
class Search(Clause):
    """``Sort through opponent's Power Pack`` / ``Look at top 8 cards of Draw Pile``."""

    kind: ClassVar[str] = "search"
    pile: str = "draw_pile"
    count: int | str | None = None
    card_by_card: bool = False  # extension: "Sort through Draw Pile card by card"
    who: str | None = None  # extension: who looks ("Shi'ar may look at ...")
    # extension: "Look at opponent's hand": the whole pile looked at (JSON only when printed)
    looked_at: bool | None = field(default=None, metadata={"omit_none": True})
    # extension: "the bottom 2 cards of your Power Pack": ``count`` cards at the bottom of the
    # pile, not on top; left out of JSON when not printed
    from_bottom: bool | None = field(default=None, metadata={"omit_none": True})
    # extension: "Sort through the top 5 cards of ...": the cards sorted through (the player
    # may reorder them), not only looked at; left out of JSON when not printed
    sorted_through: bool | None = field(default=None, metadata={"omit_none": True})

    def phrase(self) -> str:
        if (self.from_bottom or self.sorted_through) and self.count is not None:
            who = f"{who_text(self.who)} may " if self.who else ""
            verb = "sort through" if self.sorted_through else "look at"
            end = "bottom" if self.from_bottom else "top"
            n = count_text(self.count)
            return f"{who}{verb} the {end} {n} cards of {pile_text(self.pile)}"
        if self.looked_at:
            pile = pile_text(self.pile)
            whose = "" if pile.startswith("opponent's ") else "your "
            who = f"{who_text(self.who)} may " if self.who else ""
            return f"{who}look at {whose}{pile}"
        if self.who == "player" and self.count is not None:
            # "You may look at top 3 cards in opponent's Draw Pile."
            return f"you may look at top {count_text(self.count)} cards of {pile_text(self.pile)}"
        if self.who is not None and self.count is not None:
            pile = pile_text(self.pile)
            return f"{who_text(self.who)} may look at top {count_text(self.count)} cards of {pile}"
        if self.count is not None:
            return f"look at top {count_text(self.count)} cards of {pile_text(self.pile)}"
        by_card = " card by card" if self.card_by_card else ""
        return f"sort through {_pile_words(self.pile)}{by_card}"

    def joined_phrase(self, following: Clause) -> str | None:
        # "Opponent must sort through Draw Pile and discard ...", "Wolverine may sort through
        # Draw Pile, select any Aspect card and play it immediately": one sentence
        return sorted_and_done(self, following, _pile_words(self.pile))


def _pile_words(pile: str) -> str:
    """A pile in the game's words, its owner first: "opponent's Draw Pile"."""
    owner = "opponent's " if pile.startswith("opponent_") else ""
    rest = pile.removeprefix("opponent_")
    if rest.endswith(("defeated_heroes", "defeated_characters")):
        return f"{owner}{pile_text(rest)}"  # "Defeated Heroes Pile"
    return f"{owner}{rest.replace('_', ' ').title()}{' Pile' if rest.endswith('missions') else ''}"
