"""Discards: the ``Discard`` clause and the cards that may not be discarded.

Separate from ``cards_piles`` because a discard's canonical words (its filter, chooser,
source and destination, each printed its own way) are a family of their own.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import ClassVar

from rules.engine.effects.base import Clause, Duration, Scaling, duration_text
from rules.engine.effects.card_filter import CardFilter
from rules.engine.effects.card_limits import clause_limit_text, limit_field
from rules.engine.effects.card_words import named_discard
from rules.engine.effects.game_words import (
    count_text,
    icons_text,
    kinds_text,
    pile_text,
    possessive,
    who_text,
)

# Discards whose filter, source and destination read back as the card wrote them.
_DISCARD_WORDS = re.compile(
    r"(?:[A-Z][a-z]+ )?(?:placed )?(?:[A-Z][a-z]+ )*(?:Hand|Placed) Dead Pile"
)


def _discard_filter_text(filt: str | None) -> tuple[str, str]:
    """A discard's filter as the words before "card" and the chooser after it: "placed
    choice of:opponent" is "placed ... card of opponent's choice"; "Tactic placed" is
    "placed Tactic"."""
    if not filt:
        return "", ""
    words, _, chooser = filt.partition("choice of:")
    choice = f" of {possessive(who_text(chooser.strip()))} choice" if chooser.strip() else ""
    words, _, affecting = words.partition(" affecting ")
    if " in:play" in f" {words}" or affecting:
        # Phrases printed after the noun: "Special cards in play that affect "remainder of
        # the battle" or "remainder of the game"".
        after = " in play" if " in:play" in f" {words}" else ""
        if affecting:
            after += " that affect " + " or ".join(f'"{a}"' for a in affecting.split(" or "))
        words = " ".join(w for w in words.split() if w != "in:play")
        choice = after + choice
    words, random, _ = words.partition("chosen at random")
    if random:
        choice = f" chosen at random{choice}"  # "1 Placed card chosen at random"
    words, _, barred = words.partition("not usable by ")
    if barred.strip():
        # "all cards not usable by Hawkeye": cards that character's Power Grid cannot use
        choice = f" not usable by {who_text(barred.strip())}{choice}"
    words, _, user = words.partition("usable by:")
    if user.strip():
        # "1 Strength Power card usable by Stryker": whose Power Grid can use it
        choice = f" usable by {who_text(user.strip())}{choice}"
    parts = words.split()
    if "placed" in parts:
        parts = ["placed"] + [p for p in parts if p != "placed"]
    return (" " + " ".join(parts) if parts else ""), choice


# Cards taken from either place a player keeps them, as the cards print it.
_EITHER_PLACE = {"placed_or_hand": "Placed or in Hand", "placed_and_hand": "Placed and in Hand"}


@dataclass(frozen=True, kw_only=True)
class Discard(Clause):
    """``Opponent must discard top 2 cards from Draw Pile into Dead Pile.``"""

    kind: ClassVar[str] = "discard"
    who: str | None = "player"
    count: int | str | None = 1
    from_: str | None = field(default="hand", metadata={"json": "from"})
    to: str | None = "dead_pile"
    filter: str | None = None
    duplicates: str | None = None
    may: bool = False  # extension: optional discards ("may discard")
    scaling: Scaling | None = None  # extension: "for each ..." multiplies the count
    # extension: "Discard if duplicate": the card just drawn, if it duplicates one in hand
    if_duplicate: bool = False
    # extension: "may discard up to 4 cards": at most ``count``; left out of JSON when not printed
    up_to: bool | None = field(default=None, metadata={"omit_none": True})
    # extension: "Do not discard any duplicates this battle": how long the rule holds
    duration: Duration = field(default=None, metadata={"omit_none": True})
    # extension: "Do not discard any duplicate Special cards": the kinds whose duplicates
    duplicate_kinds: tuple[str, ...] | None = field(default=None, metadata={"omit_none": True})
    # extension: "discard any 1 Special card": the player picks which cards
    any_chosen: bool | None = field(default=None, metadata={"omit_none": True})
    # extension: "sort through Draw Pile and discard first 3 Special cards": the first such
    # cards met while going through the pile, not its top cards; omitted when not printed
    first_found: bool | None = field(default=None, metadata={"omit_none": True})
    # extension: "4 cards with icon of Leech's choice": who picks the icon the cards must
    # carry; left out of JSON when not printed
    icon_chosen_by: str | None = field(default=None, metadata={"omit_none": True})
    # extension: the value limit of the discarded cards ("all Power cards with a value of 5 or
    # less"); left out of JSON when not printed
    max_value: int | None = limit_field()
    min_value: int | None = limit_field()
    # extension: the kinds and power types of the placed cards discarded, typed ("all placed
    # Universe cards", "all cards with an Intellect icon currently Placed"); omitted if none
    cards: CardFilter | None = field(default=None, metadata={"omit_none": True})
    # extension: "discard 1 additional card": cards beyond those the rule asks (the Discard
    # Phase's); left out of JSON when not printed
    additional: bool | None = field(default=None, metadata={"omit_none": True})

    def phrase(self) -> str:
        if self.additional:  # written as the first word of the filter, before "card"
            kinds = self.cards.adjectives() if self.cards else ""
            words = " ".join(w for w in ("additional", kinds, self.filter) if w)
            return replace(self, additional=None, cards=None, filter=words).phrase()
        if self.cards:  # written where the filter's words stood: kinds before "placed"
            words = " ".join(w for w in (self.cards.adjectives(), self.filter) if w)
            return replace(self, cards=None, filter=words).phrase()
        if self.up_to:
            # "Morlocks may discard up to 4 cards from Hand"
            whose = "" if self.who in (None, "player") else f"{who_text(self.who)} "
            verb = "may discard" if self.may else ("must discard" if whose else "discard")
            src = (self.from_ or "hand").replace("_", " ").title()
            dst = (self.to or "dead_pile").replace("_", " ").title()
            n = count_text(self.count)
            return f"{whose}{verb} up to {n} cards from {src} to {dst}"
        named = named_discard(self)
        if named is not None:
            return named
        holder = (self.filter or "").removeprefix("placed on:")
        if self.from_ == "placed" and holder != (self.filter or "") and not self.scaling:
            # "Discard all cards Placed on Green Goblin": the cards placed on one character
            subject = "" if self.who in (None, "player") and not self.may else who_text(self.who)
            verb = ("may discard" if self.may else "must discard") if subject else "discard"
            card = f"card{'s' if self.count != 1 else ''}"
            dst = pile_text(self.to or "dead_pile")
            n = count_text(self.count)
            # the holder's who-keyword was kept with spaces ("front line teammate")
            whom = who_text(holder.replace(" ", "_")) if holder == "front line teammate" else holder
            return f"{subject} {verb} {n} {card} Placed on {who_text(whom)} to {dst}".strip()
        chosen_out = (self.from_, self.to, self.filter) == ("chosen", "removed_from_game", None)
        if chosen_out and self.who in (None, "player") and not (self.may or self.scaling):
            # "Choose any 1 card and remove it from the game": the chosen card leaves the game
            return f"remove {'it' if self.count == 1 else 'them'} from the game"
        if (self.filter, self.count, self.from_, self.to) == (
            "duplicates",
            "all",
            "hand",
            "dead_pile",
        ) and (
            self.who in (None, "player")
            and not self.may
            and not self.scaling
            and not self.if_duplicate
        ):
            return "discard all duplicates"  # the drawn duplicates go to the Dead Pile
        n = ("any " if self.any_chosen else "") + count_text(self.count)
        filt, choice = _discard_filter_text(self.filter)
        choice = clause_limit_text(self) + choice  # "Power cards with a value of 5 or less"
        if self.icon_chosen_by:
            # the "chosen" icon of the filter is the one this phrase says who picks
            filt = "".join(f" {w}" for w in filt.split() if w != "chosen")
            choice += f" with icon of {possessive(who_text(self.icon_chosen_by))} choice"
        if self.to == "removed_from_game" and not (self.may or self.scaling or choice):
            # "All cards in opponent's Dead Pile are removed from game"
            many = self.count != 1
            cards = f"{n}{filt} card{'s' if many else ''} in {pile_text(self.from_ or 'hand')}"
            return f"{cards} {'are' if many else 'is'} removed from game"
        if self.filter == "drawn card and its duplicates" and self.who in (None, "player"):
            # "Drawn card and any duplicate of it, placed or in hand, must be discarded."
            return "drawn card and any duplicate of it, placed or in hand, must be discarded"
        where = _EITHER_PLACE.get(self.from_ or "")
        if (
            where
            and not (self.scaling or self.if_duplicate or self.duplicates)
            and (not choice or self.icon_chosen_by)
        ):
            # "Opponent must discard all cards with an Energy icon currently Placed and in Hand"
            subject = "" if self.who in (None, "player") and not self.may else who_text(self.who)
            verb = ("may discard" if self.may else "must discard") if subject else "discard"
            card = f"card{'s' if self.count != 1 else ''}{choice}"
            dst = (self.to or "dead_pile").replace("_", " ").title()
            return f"{subject} {verb} {n}{filt} {card} currently {where} to {dst}"
        src = pile_text(self.from_ or "hand")
        dst = pile_text(self.to or "dead_pile")
        per = f" for each {self.scaling.per}" if self.scaling else ""
        plain = self.who in (None, "player") and not self.may and not per
        if plain and self.filter == "duplicates" and self.duplicates in ("discard", "keep"):
            dup = "if duplicate" if self.if_duplicate else "duplicates"
            if self.duplicates == "keep":
                # not discarding any duplicate: none of them goes to the Dead Pile
                dup = dup if self.if_duplicate else "any duplicates"
                if self.duplicate_kinds and not self.if_duplicate:
                    dup = f"any duplicate {kinds_text(self.duplicate_kinds)} cards"
                return f"do not discard {dup}{duration_text(self.duration)}"
            return f"discard {dup}" if self.if_duplicate else "all duplicates must be discarded"
        if self.from_ == "top_of_draw_pile" and self.to == "dead_pile" and not self.filter:
            verb = "may discard" if self.may else "must discard"
            subject = "" if plain else f"{who_text(self.who)} "
            card = f"card{'s' if self.count != 1 else ''}"
            return (
                f"{subject}{'discard' if plain else verb} {n} {card} from the top of the "
                f"Draw Pile to the Dead Pile{per}"
            )
        if not _DISCARD_WORDS.fullmatch(f"{filt} {src} {dst}".strip()):
            verb = "may discard" if self.may else "must discard"
            card = f"card{'s' if self.count != 1 else ''}{choice}"
            if self.from_ == "top_of_draw_pile":
                src = "the top of Draw Pile"
            elif (self.from_ or "").startswith("top_of_") and isinstance(self.count, int):
                # "Opponent must discard top 5 cards from Power Pack into Dead Pile"
                n, src = f"top {n}", pile_text(self.from_.removeprefix("top_of_"))
            elif self.from_ == "draw_pile" and isinstance(self.count, int):
                # cards leave a Draw Pile from its top, unless the first ones found
                n = f"the first {n}" if self.first_found else f"top {n}"
            if self.who in (None, "player") and not self.may:
                # the card's player: "Discard 3 cards from the top of Draw Pile to Dead Pile"
                return f"discard {n}{filt} {card} from {src} to {dst}{per}"
            return f"{who_text(self.who)} {verb} {n}{filt} {card} from {src} to {dst}{per}"
        # In the game's words: "Target Character must discard 1 placed Tactic card of
        # opponent's choice to Dead Pile" (a placed card leaves from where it is placed).
        verb = "may discard" if self.may else "must discard"
        subject = "" if self.who in (None, "player") and not self.may else who_text(self.who)
        if not subject:
            verb = "discard"
        card = f"card{'s' if self.count != 1 else ''}{choice}"
        source = "" if self.from_ == "placed" else f" from {src}"
        if per and self.to == "dead_pile":
            # "discard 1 card from Hand for each Hit on ...": the Dead Pile goes unsaid
            return f"{subject} {verb} {n}{filt} {card}{source}{per}"
        return f"{subject} {verb} {n}{filt} {card}{source} to {dst}{per}"


@dataclass(frozen=True, kw_only=True)
class DiscardRestriction(Clause):
    """``May not discard a MultiPower card.``: cards that may not be discarded (to pay for
    this card's effect)."""

    kind: ClassVar[str] = "discard_restriction"
    who: str | None = "self"
    card_kinds: tuple[str, ...] = ()
    icons: tuple[str, ...] = ()

    def phrase(self) -> str:
        what = " ".join(x for x in (icons_text(self.icons, True), kinds_text(self.card_kinds)) if x)
        return f"{who_text(self.who)} may not discard {what or 'any'} cards"
