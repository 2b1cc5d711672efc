"""Venture and missions: the venture total, the mission ladder and conceding."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from rules.engine.effects.base import Clause, Duration, Scaling, duration_text
from rules.engine.effects.counts import cards_words
from rules.engine.effects.game_words import (
    count_text,
    icons_text,
    kinds_text,
    possessive,
    signed,
    who_text,
)


@dataclass(frozen=True, kw_only=True)
class VentureModifier(Clause):
    """``Opponent -3 to Venture Total for this battle.``"""

    kind: ClassVar[str] = "venture_modifier"
    who: str | None = "team"
    amount: int = 0
    duration: Duration = None
    scaling: Scaling | None = None
    # extension: printed "Add 3 to (Black Widow's) Venture Total" (``True``), a bonus the
    # player adds to a team's total; left out of the JSON form when not printed so.
    added: bool | None = field(default=None, metadata={"omit_none": True})
    # extension: the added total printed as the team's ("Add 4 to Onslaught's Citadel's team's
    # Venture Total"), not a character's; left out of the JSON form when not printed so.
    team_word: bool | None = field(default=None, metadata={"omit_none": True})

    def phrase(self) -> str:
        if self.added and self.amount >= 0 and not self.scaling:
            # the team named after one of its characters: "Black Widow's Venture Total"; or
            # printed as a team: "Onslaught's Citadel's team's" ("team" named as printed)
            named = possessive(self.team_name) + " " if self.team_name else ""
            if self.team_name and self.team_word:
                named = "team's "
            whose = named if self.who in (None, "team") else f"{possessive(who_text(self.who))} "
            return f"add {self.amount} to {whose}Venture Total{duration_text(self.duration)}"
        count = self.scaling.count if self.scaling else None
        if count is not None and count.successful:
            # "team's successful Hits made with Power cards are +1 to Venture Total": each
            # such Hit adds the amount, printed as the Hits' bonus
            cards = cards_words(count) + "s"
            return (
                f"{possessive(who_text(self.who))} successful Hits made with {cards} are "
                f"{signed(self.amount)} to Venture Total{duration_text(self.duration)}"
            )
        text = f"{who_text(self.who)} {signed(self.amount)} to Venture Total"
        if self.scaling:
            text += f" for each {self.scaling.per}"
        return text + duration_text(self.duration)


@dataclass(frozen=True, kw_only=True)
class NoVenture(Clause):
    """``Does not count toward Venture Total.``"""

    kind: ClassVar[str] = "no_venture"
    who: str | None = None  # extension: whose cards (None: this card)
    card_kinds: tuple[str, ...] = ()
    icons: tuple[str, ...] = ()
    duration: Duration = None
    pile: str | None = None  # extension: where the cards lie ("current_battle" hits)
    against: str | None = None  # extension: whose Venture Total they do not count toward

    def phrase(self) -> str:
        if self.pile == "current_battle" and self.who and self.icons and not self.card_kinds:
            return self._current_hits_phrase()
        what = " ".join(x for x in (icons_text(self.icons), kinds_text(self.card_kinds)) if x)
        subject = f"{what} cards do" if what else "this card does"
        if self.who == "this_attack" and not what:
            subject = "attack does"  # "Attack does not count toward Venture Total"
        if self.who == "all_characters" and what:
            subject = f"all {subject}"  # "All Strength Power cards do not count ..."
        elif self.who and what:
            subject = f"{possessive(who_text(self.who, True))} {subject}"
        return f"{subject} not count toward Venture Total{duration_text(self.duration)}"

    def _current_hits_phrase(self) -> str:
        """ "Cards on Rogue's Hits to Current Battle with Fighting or Strength icons do not
        count toward opponent's Venture Total": the Hits of one character, by their icons."""
        whose = f"{possessive(who_text(self.against))} " if self.against else ""
        return (
            f"cards on {possessive(who_text(self.who, True))} Hits to Current Battle with "
            f"{icons_text(self.icons, True)} icons do not count toward {whose}Venture Total"
            f"{duration_text(self.duration)}"
        )


@dataclass(frozen=True, kw_only=True)
class MissionMove(Clause):
    """``Move 1 Mission card from the Defeated Pile to the Completed Pile.``"""

    kind: ClassVar[str] = "mission_move"
    who: str | None = "team"
    count: int | str | None = 1
    from_: str | None = field(default=None, metadata={"json": "from"})
    to: str | None = None
    scaling: Scaling | None = None  # extension: "for every Hit ..., move 1 Mission card"
    allowed: bool = True  # extension: False for "may not move any Mission cards from ..."
    # extension: an optional move ("War Machine may move ..."); left out of JSON when not printed
    may: bool | None = field(default=None, metadata={"omit_none": True})

    def phrase(self) -> str:
        n = count_text(self.count)
        if self.from_ == "ventured":
            return self._ventured_phrase()
        src = (self.from_ or "any").replace("_", " ").title()
        if not self.allowed:
            return f"{who_text(self.who)} may not move any Mission cards from {src} Pile"
        dst = (self.to or "any").replace("_", " ").title()
        if src.endswith("Missions") and dst.endswith("Missions"):
            # "Move 1 Mission card from the Defeated Missions Pile to the Reserve Missions Pile"
            modal = "may" if self.may else "must"
            verb = "move" if self.who == "team" else f"{who_text(self.who)} {modal} move"
            text = f"{verb} {n} Mission card{'s' if self.count != 1 else ''} from the {src} Pile to the {dst} Pile"
            return f"for each {self.scaling.per}, {text}" if self.scaling else text
        cards = f"Mission card{'s' if self.count != 1 else ''}"
        if self.from_ is None and self.to and not self.scaling:
            # "Both players move all Mission cards to Reserve Missions Pile"
            verb = "move" if self.who in ("both_players", "team") else "moves"
            return f"{who_text(self.who)} {verb} {n} {cards} to {dst} Pile"
        text = f"{who_text(self.who)} moves {n} {cards} from {src} Pile to {dst} Pile"
        if self.scaling:
            text += f" for each {self.scaling.per}"
        return text

    def _ventured_phrase(self) -> str:
        """The Mission cards Ventured this battle go back, or count as Ventured from
        another pile: "All Mission cards Ventured this battle return to piles they were
        Ventured from"."""
        whose = {"team": "all", "other": "other"}.get(self.who or "team")
        if self.who == "team" and self.team_name:
            whose = "team's"  # "X-Men: Original Team's Mission cards": named as printed
        if whose is None:
            whose = possessive(who_text(self.who))
        to = self.to or "pile_ventured_from"
        if to.startswith("ventured_from:"):
            pile = to.split(":", 1)[1].replace("_", " ").title()
            return f"{whose} Mission cards Ventured this battle are now Ventured from {pile} Pile"
        return f"{whose} Mission cards Ventured this battle return to piles they were Ventured from"


@dataclass(frozen=True, kw_only=True)
class Concede(Clause):
    """``Play to concede battle.``"""

    kind: ClassVar[str] = "concede"
    returns_ventured: bool = False
    allowed: bool = True  # extension: False for "no conceding"
    # extension: who may not concede ("Opponent may not concede battle"); None: no player
    who: str | None = field(default=None, metadata={"omit_none": True})
    # extension: how long the bar lasts ("may not concede until they have each taken 1 turn")
    duration: Duration = field(default=None, metadata={"omit_none": True})

    def phrase(self) -> str:
        if not self.allowed and self.who:
            return f"{who_text(self.who)} may not concede battle{duration_text(self.duration)}"
        if not self.allowed:
            return "no player may concede this battle"
        if self.who:
            # a player's concession, only ever under a printed modal (``modal_action``)
            return f"{who_text(self.who)} must concede battle{duration_text(self.duration)}"
        text = "play to concede battle"
        if self.returns_ventured:
            text += (
                ". All Mission cards Ventured this battle return to piles they were Ventured from"
            )
        return text


@dataclass(frozen=True, kw_only=True)
class VentureCount(Clause):
    """``Storm may increase either her team's or opponent's ventured Mission cards by 1.``

    ``who`` is whose ventured Mission cards change: ``either`` lets the player pick a side.
    """

    kind: ClassVar[str] = "venture_count"
    who: str | None = "either"
    amount: int = 1
    # extension: the character whose card lets the player do it ("Storm may increase ...")
    by: str | None = field(default=None, metadata={"omit_none": True})

    def phrase(self) -> str:
        side = (
            "either their team's or opponent's"
            if self.who == "either"
            else f"{who_text(self.who)}'s"
        )
        by = f"{who_text(self.by)} " if self.by else ""
        return f"{by}may increase {side} ventured Mission cards by {self.amount}"


@dataclass(frozen=True, kw_only=True)
class SkipBattle(Clause):
    """``Reserve must skip a battle before entering.``"""

    kind: ClassVar[str] = "skip_battle"
    who: str | None = "reserve"
    # extension: "before moving to Front Line": where the character would enter, as printed;
    # left out of the JSON form when not printed
    moving_to: str | None = field(default=None, metadata={"omit_none": True})

    def phrase(self) -> str:
        if self.moving_to:
            where = who_text(self.moving_to).removesuffix(" character")
            return f"{who_text(self.who)} must skip a battle before moving to {where}"
        return f"{who_text(self.who)} must skip a battle before entering"


@dataclass(frozen=True, kw_only=True)
class CountsToward(Clause):
    """``Psylocke's Basic Universe cards count toward Damage and Venture Total.``"""

    kind: ClassVar[str] = "counts_toward"
    who: str | None = "self"
    card_kinds: tuple[str, ...] = ()
    used_to_attack: bool = False
    toward: tuple[str, ...] = ("damage", "venture_total")
    duration: Duration = None

    def phrase(self) -> str:
        used = " used to attack" if self.used_to_attack else ""
        toward = " and ".join(t.replace("_", " ").title() for t in self.toward)
        return (
            f"{who_text(self.who)}'s {kinds_text(self.card_kinds)} cards{used} count toward "
            f"{toward}{duration_text(self.duration)}"
        )


@dataclass(frozen=True, kw_only=True)
class VentureLimit(Clause):
    """``Next battle, neither player may Venture more than 2 Mission cards.``"""

    kind: ClassVar[str] = "venture_limit"
    who: str | None = "both_players"
    max_count: int = 0
    duration: Duration = None

    def phrase(self) -> str:
        subject = "neither player" if self.who == "both_players" else who_text(self.who)
        verb = "may" if self.who == "both_players" else "may not"
        return (
            f"{subject} {verb} Venture more than {self.max_count} Mission cards"
            f"{duration_text(self.duration)}"
        )


@dataclass(frozen=True, kw_only=True)
class ValueToVenture(Clause):
    """``Value of Special card is added to Black Panther's Venture Total for this battle.``"""

    kind: ClassVar[str] = "value_to_venture"
    who: str | None = "self"
    source: str | None = None  # which card's value: "Special card", "removed card"...
    duration: Duration = None
    also: bool = False  # extension: "is also added": on top of the card's usual effect

    def phrase(self) -> str:
        src = f" of {self.source}" if self.source else ""
        # the player's own total when the card names no one: "added to Venture Total"
        whose = "" if self.who == "self" else f"{who_text(self.who)}'s "
        # "Value of Special card is added to ...": a value named by its card takes no article
        article = "" if self.source else "the "
        if not (self.source or self.also or self.who == "self"):
            # "Add Value to Mercury's Venture Total": the value of the card just met
            return f"add Value to {whose}Venture Total{duration_text(self.duration)}"
        return (
            f"{article}Value{src} is {'also ' if self.also else ''}added to {whose}Venture Total"
            f"{duration_text(self.duration)}"
        )


@dataclass(frozen=True, kw_only=True)
class MissionMoveLimit(Clause):
    """``At end of battle, opponent may only move 1 Mission card.``"""

    kind: ClassVar[str] = "mission_move_limit"
    who: str | None = "opponent"
    max_count: int = 1

    def phrase(self) -> str:
        cards = "card" if self.max_count == 1 else "cards"
        return f"{who_text(self.who)} may only move {self.max_count} Mission {cards}"


@dataclass(frozen=True, kw_only=True)
class VentureCards(Clause):
    """``Venture 3 Mission cards with no penalty that battle.``"""

    kind: ClassVar[str] = "venture_cards"
    who: str | None = "self"
    count: int | str | None = 1
    penalty: bool = True
    duration: Duration = None
    required: bool = False  # extension: "Players must venture two mission cards"
    # extension: "venture up to 4 Mission cards": as many as the count, or fewer; left out of
    # JSON when not printed
    up_to: bool | None = field(default=None, metadata={"omit_none": True})
    # extension: "venture 1 additional mission": so many Mission cards more than the rules
    # let the player venture (OR.venture); left out of JSON when not printed
    additional: bool | None = field(default=None, metadata={"omit_none": True})

    def phrase(self) -> str:
        pen = "" if self.penalty else " with no penalty"
        modal = "must" if self.required else "may"
        n = f"up to {count_text(self.count)}" if self.up_to else count_text(self.count)
        if self.additional:
            # "venture 1 additional Mission card": as many more than the rules allow
            many = "s" if self.count != 1 else ""
            return (
                f"{who_text(self.who)} {modal} venture {n} additional Mission card{many}{pen}"
                f"{duration_text(self.duration)}"
            )
        return (
            f"{who_text(self.who)} {modal} venture {n} Mission cards{pen}"
            f"{duration_text(self.duration)}"
        )


@dataclass(frozen=True, kw_only=True)
class StartingMissions(Clause):
    """``Big Apple Team begins game with 6 Mission cards in Reserve Missions Pile ...``"""

    kind: ClassVar[str] = "starting_missions"
    who: str | None = "team"
    pile: str | None = "reserve_missions"
    count: int | str | None = 1

    def phrase(self) -> str:
        return f"{who_text(self.who)} begins game with {self._missions()}"

    def _missions(self) -> str:
        pile = (self.pile or "missions").replace("_", " ").title()
        return (
            f"{count_text(self.count)} Mission card{'s' if self.count != 1 else ''} in {pile} Pile"
        )

    def joined_phrase(self, following: Clause) -> str | None:
        if not isinstance(following, StartingMissions) or (following.who, following.team_name) != (
            self.who,
            self.team_name,
        ):
            return None
        return f"{self.phrase()} and {following._missions()}"
