"""Cards shown and moved by hand: revealed, shown to a player, put in a pile, a pile cut."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import ClassVar

from rules.engine.effects.base import Clause
from rules.engine.effects.card_words import (
    returned_card,
    shown_by_player,
)
from rules.engine.effects.game_words import count_text, icons_text, kinds_text, pile_text, who_text


@dataclass(frozen=True, kw_only=True)
class Reveal(Clause):
    """``Opponent must reveal any Power cards currently held in hand.``"""

    kind: ClassVar[str] = "reveal"
    who: str | None = "opponent"
    card_kinds: tuple[str, ...] = ()
    icons: tuple[str, ...] = ()
    count: int | str | None = None  # extension: "reveal any 4 cards in your hand"
    to: str | None = None  # extension: to whom the cards are shown
    source: str | None = None  # extension: where the cards are ("currently held in hand")
    # extension: "reveal any 4 cards in your hand": the player picks which cards
    any_chosen: bool | None = field(default=None, metadata={"omit_none": True})
    # extension: "any 1 card ... that contains a Strength icon": the icon is on the card,
    # whatever its kind (not the card's power type)
    by_icon: bool | None = field(default=None, metadata={"omit_none": True})
    # extension: "any cards in Hand playable by Target Character": only the cards that
    # character's Power Grid can play; left out of JSON when not printed
    usable_by: str | None = field(default=None, metadata={"omit_none": True})

    def phrase(self) -> str:
        if self.usable_by:
            what = " ".join(
                x for x in (icons_text(self.icons, True), kinds_text(self.card_kinds)) if x
            )
            return (
                f"{who_text(self.who)} must reveal any {what + ' ' if what else ''}cards in Hand "
                f"playable by {who_text(self.usable_by)}"
            )
        if self.count is not None and (self.any_chosen or self.by_icon):
            return self._chosen_phrase()
        what = " ".join(x for x in (icons_text(self.icons, True), kinds_text(self.card_kinds)) if x)
        if self.source and self.source.startswith("top_of_") and self.count is not None:
            # "Reveal the top card of your Power Pack": the cards on top of a pile
            who = "" if self.who in (None, "player") else f"{who_text(self.who)} must "
            noun = "card" if self.count == 1 else "cards"
            pile = pile_text(self.source.removeprefix("top_of_"))
            return f"{who}reveal the top {self.count} {what + ' ' if what else ''}{noun} of {pile}"
        if self.source == "hand" and self.count is None and what and not self.to:
            return f"{who_text(self.who)} must reveal any {what} cards currently held in Hand"
        if self.count is not None:
            n = count_text(self.count)
            text = (
                f"{who_text(self.who)} must reveal {n} {what + ' ' if what else ''}cards from Hand"
            )
        elif self.to and not what:
            # "Reveal your hand to opponent", "Opponent must reveal his hand to target
            # character": the one who reveals shows his own hand
            mine = self.who in (None, "player")
            text = "reveal your Hand" if mine else f"{who_text(self.who)} must reveal his Hand"
        else:
            text = f"{who_text(self.who)} must reveal {what + ' cards' if what else 'Hand'}"
        return text + (f" to {who_text(self.to)}" if self.to else "")

    def _chosen_phrase(self) -> str:
        """ "reveal any 1 card from Hand that contains a Strength icon to opponent" """
        many = self.count != 1
        icons = icons_text(self.icons, True) if self.icons else ""
        what = " ".join(
            x for x in ("" if self.by_icon else icons, kinds_text(self.card_kinds)) if x
        )
        n = ("any " if self.any_chosen else "") + count_text(self.count)
        text = f"reveal {n} {what + ' ' if what else ''}card{'s' if many else ''} from Hand"
        if self.by_icon and icons:
            article = "an" if icons[:1] in "AEIOU" else "a"
            text += f" that {'contain' if many else 'contains'} {article} {icons} icon"
        if self.who not in (None, "player"):
            text = f"{who_text(self.who)} must {text}"
        return text + (f" to {who_text(self.to)}" if self.to else "")


# A put's cards as the grammar names them: "chosen card", "card in hand".
_PUT_FILTER = re.compile(r"((?:[a-z]+ )*)card(?: in ([a-z ]+))?")


def _edge_text(pile: str | None) -> str:
    """A pile, or the top or bottom of one, in the game's words: "the top of the Power Pack"."""
    text = pile_text(pile)
    for edge in ("Top", "Bottom"):
        if text.startswith(f"{edge} Of "):
            text = f"the {edge.lower()} of the {text.removeprefix(f'{edge} Of ')}"
    return text


@dataclass(frozen=True, kw_only=True)
class PutCards(Clause):
    """``Put 1 card on bottom of Draw Pile.`` / ``Put two chosen cards in your hand.``"""

    kind: ClassVar[str] = "put_cards"
    count: int | str | None = 1
    filter: str | None = None
    to: str | None = "hand"
    # extension: "take one card from your hand and put it on ...": the pile the cards leave
    taken_from: str | None = field(default=None, metadata={"omit_none": True})
    # extension: "any 1 Power card from your Dead Pile": the player picks which (JSON if so)
    any_chosen: bool | None = field(default=None, metadata={"omit_none": True})

    def phrase(self) -> str:
        if self.taken_from is not None:
            many = self.count != 1
            n = ("any " if self.any_chosen else "") + count_text(self.count)
            cards = f"{n} {self.filter or 'card'}{'s' if many else ''}"
            dest = _edge_text(self.to)
            return (
                f"take {cards} from {_edge_text(self.taken_from)} and put "
                f"{'them' if many else 'it'} {'on' if dest.startswith('the ') else 'into'} {dest}"
            )
        returned = returned_card(self)
        if returned is not None:
            return returned
        if self.count is None and self.filter and self.filter.endswith(" card") and self.to:
            # "Put Event card into Draw Pile.": the card a sentence before named
            return f"put {self.filter} into {pile_text(self.to)}"
        words = _PUT_FILTER.fullmatch(self.filter or "card")
        to = self.to or "hand"
        if words is not None:
            adjs, where = words.group(1).strip(), words.group(2)
            n = count_text(self.count)
            cards = f"{n} {adjs + ' ' if adjs else ''}card{'s' if self.count != 1 else ''}"
            if where and where.replace(" ", "_") == to:
                return f"put {cards} in {where.title()}"  # "Put two chosen cards in your hand"
            for edge in ("top", "bottom"):
                if not where and to.startswith(f"{edge}_of_"):
                    pile = to.removeprefix(f"{edge}_of_").replace("_", " ").title()
                    return f"put {cards} on {edge} of {pile}"
            if not where:
                return f"put {cards} into {pile_text(to)}"
        filt = f" {self.filter}" if self.filter else ""
        return f"put {count_text(self.count)}{filt} card(s) into {to.replace('_', ' ')}"


@dataclass(frozen=True, kw_only=True)
class ShowCards(Clause):
    """``Show Opponent up to 5 cards usable by Multiple Man from Hand.``"""

    kind: ClassVar[str] = "show_cards"
    who: str | None = "player"
    to: str | None = "opponent"
    count: int | str | None = None
    filter: str | None = None
    from_: str | None = field(default="hand", metadata={"json": "from"})
    # extension: "up to 5 cards": at most the count; left out of JSON when not printed
    up_to: bool | None = field(default=None, metadata={"omit_none": True})

    def phrase(self) -> str:
        if self.from_ == "drawn_cards" and not (self.to or self.filter or self.count):
            return f"{who_text(self.who)} must show drawn cards"  # "Tiffany must show ..."
        n = f"{self.count} " if isinstance(self.count, int) else ""
        if self.up_to:
            n = f"up to {n}"
        filt = f" {self.filter.replace('usable by:', 'usable by ')}" if self.filter else ""
        if self.who in (None, "player"):
            return shown_by_player(self, n)
        src = pile_text(self.from_ or "hand")
        return f"{who_text(self.who)} shows {who_text(self.to)} {n}cards{filt} from {src}"


@dataclass(frozen=True, kw_only=True)
class CutPile(Clause):
    """``Huntress may cut opponent's Draw Pile.``"""

    kind: ClassVar[str] = "cut_pile"
    who: str | None = "self"
    pile: str = "opponent_draw_pile"

    def phrase(self) -> str:
        return f"{who_text(self.who)} may cut {pile_text(self.pile)}"


@dataclass(frozen=True, kw_only=True)
class PutBack(Clause):
    """``Place them back in any order.``: the cards the clause before looked at or took go
    back to their pile (on ``pile`` when printed), in the order the player picks or not."""

    kind: ClassVar[str] = "put_back"
    pile: str | None = None
    any_order: bool = False

    def phrase(self) -> str:
        on = f" on {pile_text(self.pile)}" if self.pile else ""
        return f"place them back{on}{' in any order' if self.any_order else ''}"
