"""What cards become or are exchanged for: duplicates of, become, switch, exchange, not added, chosen cards."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from rules.engine.effects.base import Clause, Duration, duration_text
from rules.engine.effects.game_words import (
    count_text,
    icons_text,
    kinds_text,
    pile_text,
    possessive,
    who_text,
)
from rules.engine.effects.hit_filters import HitFilter


@dataclass(frozen=True, kw_only=True)
class DuplicateOf(Clause):
    """``Counts as a duplicate of all "Any Hero/Character" EN Specials.``"""

    kind: ClassVar[str] = "duplicate_of"
    names: tuple[str, ...] = ()
    card_set: str | None = None  # the set the named cards come from ("EN")
    card_kinds: tuple[str, ...] = ("special",)

    def phrase(self) -> str:
        names = " or ".join(f'"{n}"' for n in self.names)
        card_set = f" {self.card_set}" if self.card_set else ""
        return f"counts as a duplicate of all {names}{card_set} {kinds_text(self.card_kinds)} cards"


def _pile(pile: str | None) -> str:
    return pile_text(pile)


@dataclass(frozen=True, kw_only=True)
class CardsBecome(Clause):
    """``Green Goblin's "Explosive Pumpkins" and ... become Any Hero Specials ...``."""

    kind: ClassVar[str] = "cards_become"
    owner: str | None = None
    names: tuple[str, ...] = ()
    card_kinds: tuple[str, ...] = ()
    becomes: tuple[str, ...] = ()
    duration: Duration = None
    icons: tuple[str, ...] = ()  # extension: "Any-Power cards" (the cards that change)
    becomes_icons: tuple[str, ...] = ()  # extension: "become Strength cards"
    on_record: bool = False  # extension: the cards lie on the owner's Permanent Record

    def phrase(self) -> str:
        if self.on_record or self.icons or self.becomes_icons:
            what = " ".join(x for x in (icons_text(self.icons), kinds_text(self.card_kinds)) if x)
            into = " ".join(
                x for x in (icons_text(self.becomes_icons), kinds_text(self.becomes, " ")) if x
            )
            where = f" on {who_text(self.owner)}'s Permanent Record" if self.on_record else ""
            return f"all {what} cards{where} become {into} cards{duration_text(self.duration)}"
        owner = f"{who_text(self.owner)}'s " if self.owner else ""
        what = " and ".join(f'"{n}"' for n in self.names) or f"{kinds_text(self.card_kinds)} cards"
        return (
            f"{owner}{what} become {kinds_text(self.becomes, ' ')} cards"
            f"{duration_text(self.duration)}"
        )


@dataclass(frozen=True, kw_only=True)
class SwitchCards(Clause):
    """``Hulk may switch any two cards with an Intellect icon on the Permanent Record of any
    two Front Line heroes on his team.``; ``between`` says whose records, ``records`` which."""

    kind: ClassVar[str] = "switch_cards"
    who: str | None = "self"
    count: int | str | None = 2
    filter: str | None = None
    between: str | None = "team"
    records: tuple[str, ...] = ("permanent",)
    # extension: the hits ``filter`` names, typed (their cards' kind and power type), and
    # whether the two must be of equal value; ``None`` when the words are not typed
    hit_filter: HitFilter | None = field(default=None, metadata={"omit_none": True})
    equal_value: bool | None = field(default=None, metadata={"omit_none": True})

    # Two characters of one side whose records the cards move between, as the cards say it.
    BETWEEN_TEXT: ClassVar[dict[str, str]] = {
        "front_line_teammates": "on the Permanent Record of any two Front Line characters on his team",
        "teammates": "on the Permanent Record of any two characters on his team",
        "opponent_team": "on any two of opponent's characters",
    }

    def phrase(self) -> str:
        head, _, tail = (self.filter or "").partition(" of ")
        cards = " ".join(x for x in (head, "cards", f"of {tail}" if tail else "") if x)
        between = self.BETWEEN_TEXT.get(self.between or "")
        if self.filter == "Hit" and self.records == ("current", "permanent"):
            # 'may switch a hit from his "hits from current battle" with a hit from his
            # "permanent record"': one Hit of each of the character's two records, as printed
            whose = "his" if self.between in (None, "self") else possessive(who_text(self.between))
            n = count_text(self.count)
            return (
                f'{who_text(self.who)} may switch {n} Hit from {whose} "Hits from Current Battle" '
                f'with {n} Hit from {whose} "Permanent Record"'
            )
        if between is None or self.records != ("permanent",):
            recs = " and ".join(f"{r.title()} Record" for r in self.records)
            return (
                f"{who_text(self.who)} may switch {count_text(self.count)} {cards} between the "
                f"{recs} of {who_text(self.between)}"
            )
        # "any two cards ...": cards of the player's choice
        return f"{who_text(self.who)} may switch any {count_text(self.count)} {cards} {between}"


@dataclass(frozen=True, kw_only=True)
class ExchangeCards(Clause):
    """``May exchange remaining cards in hand with equal number of cards from top of Draw
    Pile.`` / ``Replace with same number of cards from Draw Pile.``"""

    kind: ClassVar[str] = "exchange_cards"
    who: str | None = "player"
    count: int | str | None = "all"
    give_from: str | None = "hand"
    take_from: str | None = "draw_pile"

    def phrase(self) -> str:
        if self.count == "all" and self.give_from == "hand":
            # "May exchange remaining cards in hand with equal number of cards from top of
            # Draw Pile": every card left in hand, one for one
            take = _pile(self.take_from)
            if (self.take_from or "").startswith("top_of_"):
                take = f"the top of {_pile(self.take_from.removeprefix('top_of_'))}"
            who = "" if self.who in (None, "player") else f"{who_text(self.who)} "
            return (
                f"{who}may exchange remaining cards in Hand with equal number of cards from {take}"
            )
        return (
            f"{who_text(self.who)} may exchange {count_text(self.count)} cards from "
            f"{_pile(self.give_from)} with the same number of cards from {_pile(self.take_from)}"
        )


@dataclass(frozen=True, kw_only=True)
class ReplaceCards(Clause):
    """``Replace each unusable Power card with 1 card from Draw Pile.``: each card so named
    is discarded and ``per_card`` cards of ``from_`` are taken in its place."""

    kind: ClassVar[str] = "replace_cards"
    who: str | None = "player"
    count: int | str | None = "each"
    card_kinds: tuple[str, ...] = ()
    icons: tuple[str, ...] = ()
    # only the cards the character's Power Grid cannot use; left out of JSON when not printed
    unusable: bool | None = field(default=None, metadata={"omit_none": True})
    per_card: int | str | None = 1
    from_: str | None = field(default="draw_pile", metadata={"json": "from"})

    def phrase(self) -> str:
        what = " ".join(
            x
            for x in (
                "unusable" if self.unusable else "",
                icons_text(self.icons),
                kinds_text(self.card_kinds, " "),
            )
            if x
        )
        subject = "" if self.who in (None, "player") else f"{who_text(self.who)} must "
        taken = f"{count_text(self.per_card)} card{'s' if self.per_card != 1 else ''}"
        return (
            f"{subject}replace {count_text(self.count)} {what} card with {taken} from "
            f"{pile_text(self.from_ or 'draw_pile')}"
        )


@dataclass(frozen=True, kw_only=True)
class NotAdded(Clause):
    """``Universe not added to damage or venture total.``"""

    kind: ClassVar[str] = "not_added"
    card_kinds: tuple[str, ...] = ()
    to: tuple[str, ...] = ("damage", "venture_total")

    def phrase(self) -> str:
        to = " or ".join(pile_text(t) for t in self.to)
        return f"{kinds_text(self.card_kinds) or 'card'} bonus not added to {to}"


@dataclass(frozen=True, kw_only=True)
class ChooseCards(Clause):
    """``Randomly choose two cards from opponents hand.``"""

    kind: ClassVar[str] = "choose_cards"
    who: str | None = "player"
    count: int | str | None = 1
    from_: str | None = field(default="hand", metadata={"json": "from"})
    random: bool = False

    def phrase(self) -> str:
        how = "randomly choose" if self.random else "choose"
        if self.from_ == "searched_cards" and self.who in (None, "player") and not self.random:
            # "Sort through ... Choose any 1 card": any of the cards looked through
            return f"choose any {count_text(self.count)} card{'s' if self.count != 1 else ''}"
        src = pile_text(self.from_ or "hand")
        return f"{how} {count_text(self.count)} cards from {src}"


@dataclass(frozen=True, kw_only=True)
class RemoveCards(Clause):
    """Cards taken out of a pile (not out of the game): ``Sort through opponent's Power Pack
    and remove any 3 cards of Beast's choice.``, ``Remove any cards from Thor's Draw Pile and
    discard into Dead Pile.`` ``to`` is where the same sentence sends them, if it does."""

    kind: ClassVar[str] = "remove_cards"
    who: str | None = "player"
    count: int | str | None = 1  # ``any_number``: "any cards", as many as the player likes
    any_chosen: bool = False  # "any 3 cards": the player picks which
    cards: str | None = None  # the cards in the game's words ("Event card"); None: any card
    from_: str | None = field(default=None, metadata={"json": "from"})
    owner: str | None = None  # the character printed as the pile's owner ("Thor's Draw Pile")
    chosen_by: str | None = None  # "of Beast's choice"
    to: str | None = None  # "... and discard into Dead Pile"
    # extension: "Remove first card with an attack Value": the first such card met while going
    # through the pile, not one the player picks; omitted when not printed
    first_found: bool | None = field(default=None, metadata={"omit_none": True})

    def phrase(self) -> str:
        many = self.count != 1
        if self.count == "any_number":
            n = "any "
        elif self.first_found:
            n = "first " if self.count == 1 else f"first {count_text(self.count)} "
        else:
            n = ("any " if self.any_chosen else "") + f"{count_text(self.count)} "
        noun, _, post = f" {self.cards or 'card'}".partition(" card ")
        what = f"{noun.removesuffix(' card').strip()} card".lstrip()
        if post:
            # "card with an attack Value": the plural goes on the noun, before its filter
            what = f"{what}{'s' if many else ''} {post}"
            many = False
        choice = f" of {possessive(who_text(self.chosen_by))} choice" if self.chosen_by else ""
        pile = pile_text(self.from_ or "draw_pile")
        if self.owner:
            pile = f"{possessive(self.owner)} {pile}"
        # the first card found lies in the pile gone through before, when none is printed
        where = "" if self.first_found and not (self.from_ or self.owner) else f" from {pile}"
        text = f"remove {n}{what}{'s' if many else ''}{choice}{where}"
        if self.to:
            text += f" and discard into {pile_text(self.to)}"
        return text


@dataclass(frozen=True, kw_only=True)
class NotRemoved(Clause):
    """``Target Character's Tactic Artifact cards may not be removed from play for remainder
    of game.``: cards of a character (``who``) that no effect takes out of play."""

    kind: ClassVar[str] = "not_removed"
    who: str | None = "target"
    card_kinds: tuple[str, ...] = ()
    duration: Duration = None

    def phrase(self) -> str:
        whose = possessive(who_text(self.who, True))
        # "Tactic Artifact cards": the Artifacts, a kind of Tactic (one kind, not a choice)
        return (
            f"{whose} {kinds_text(self.card_kinds, ' ')} cards may not be removed from play"
            f"{duration_text(self.duration)}"
        )


@dataclass(frozen=True, kw_only=True)
class NotNegated(Clause):
    """``Target Character's Special cards may not be Negated for remainder of game.``: cards
    of a character (``who``) that no Negate affects."""

    kind: ClassVar[str] = "not_negated"
    who: str | None = "target"
    card_kinds: tuple[str, ...] = ("special",)
    duration: Duration = None
    # extension: "any Special played by Zealot or Zealot's teammates may not be Negated": the
    # cards named by whom they are played (``who``), not by whose they are; left out of JSON
    # when not printed
    played_by: bool | None = field(default=None, metadata={"omit_none": True})

    def phrase(self) -> str:
        if self.played_by:
            return (
                f"any {kinds_text(self.card_kinds)} played by {who_text(self.who)} may not be "
                f"Negated{duration_text(self.duration)}"
            )
        whose = possessive(who_text(self.who, True))
        return (
            f"{whose} {kinds_text(self.card_kinds)} cards may not be Negated"
            f"{duration_text(self.duration)}"
        )
