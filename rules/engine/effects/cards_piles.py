"""Cards and piles: draw, discard, place, search, reveal, reshuffle and put cards."""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import ClassVar

from rules.engine.effects.base import Clause, Duration, Scaling, duration_text
from rules.engine.effects.card_filter import CardFilter
from rules.engine.effects.card_limits import clause_limit_text, limit_field
from rules.engine.effects.card_words import (
    named_discard,
    named_draw,
    sorted_and_done,
)
from rules.engine.effects.game_words import (
    count_text,
    icons_text,
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

    def phrase(self) -> str:
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


def _pile_words(pile: str) -> str:
    """A pile in the game's words, its owner first: "opponent's Draw Pile"."""
    owner = "opponent's " if pile.startswith("opponent_") else ""
    rest = pile.removeprefix("opponent_")
    if rest.endswith(("defeated_heroes", "defeated_characters")):
        return f"{owner}{pile_text(rest)}"  # "Defeated Heroes Pile"
    return f"{owner}{rest.replace('_', ' ').title()}{' Pile' if rest.endswith('missions') else ''}"
