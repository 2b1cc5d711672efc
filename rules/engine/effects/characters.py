"""Characters and grids: power grid changes, characters moved, returned, exchanged or removed."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from rules.engine.effects.base import Clause, Duration, duration_text
from rules.engine.effects.game_words import count_text, icons_text, possessive, signed, who_text


@dataclass(frozen=True, kw_only=True)
class GridChange(Clause):
    """``Deathlok's Fighting Rating increases to 7 for remainder of game.``"""

    kind: ClassVar[str] = "grid_change"
    who: str | None = "self"
    icons: tuple[str, ...] = ()
    set_to: int | None = None
    delta: int | None = None
    duration: Duration = None
    uses: tuple[str, ...] = ()  # extension: "for defense" limits the new rating to a use

    def phrase(self) -> str:
        icons = icons_text(self.icons, True)
        if self.set_to is not None and self.uses in ((), ("defense",)) and len(self.icons) <= 1:
            # the cards' wording: "Teammate's Strength Power Grid Rating increases to 7",
            # "Energy Power Grid Rating is 8 for defense" (the character's own)
            subject = "" if self.who == "self" else f"{possessive(who_text(self.who))} "
            if self.uses:
                return f"{subject}{icons} Power Grid Rating is {self.set_to} for defense"
            change = f"increases to {self.set_to}{duration_text(self.duration)}"
            return f"{subject}{icons} Power Grid Rating {change}"
        change = f"is {self.set_to}" if self.set_to is not None else f"is {signed(self.delta)}"
        use = f" for {' and '.join(self.uses)}" if self.uses else ""
        rating = "Rating"
        if self.set_to is not None and not self.uses:
            # every rating named rises to the value: "Energy and Fighting Ratings increase to 7"
            icons = icons_text(self.icons)
            many = len(self.icons) > 1
            rating = "Power Grid Ratings" if many else "Power Grid Rating"
            change = f"{'increase' if many else 'increases'} to {self.set_to}"
        return (
            f"{who_text(self.who)}'s {icons} {rating} {change}{use}{duration_text(self.duration)}"
        )


@dataclass(frozen=True, kw_only=True)
class CharacterMove(Clause):
    """``Move the reserve hero to the front line this battle.`` / ``Switch ... with ...``."""

    kind: ClassVar[str] = "character_move"
    who: str | None = "reserve"
    to: str | None = "front_line"
    duration: Duration = None
    # extension: "Switch X with Y" (the two trade places) rather than X moving alone
    swap: bool = False
    # extension: a move that happens later ("Return that hero to reserve at the end of the
    # battle"): ``"end_of_battle"``; None when it happens as the card resolves
    when: str | None = None
    # extension: who makes the move when the card names it ("Hell's Kitchen Team may switch
    # the Reserve Character with any Front Line Character"); left out of JSON when not printed
    by: str | None = field(default=None, metadata={"omit_none": True})
    # extension: the move printed as entering play ("Reserve character immediately moves into
    # play"): a character moving into play takes a place on the Front Line
    into_play: bool | None = field(default=None, metadata={"omit_none": True})
    # extension: whose Reserve a swap is made with when the card names the team ("switch
    # places with the Landau, Luckman & Lake's Reserve"); left out of JSON when not printed
    reserve_of: str | None = field(default=None, metadata={"omit_none": True})

    def phrase(self) -> str:
        if self.by:
            return f"{who_text(self.by)} may {self._move_phrase()}"
        return self._move_phrase()

    def _coded(self, text: str) -> str:
        """A subject said with the hero/villain code its noun names ("any Front Line hero
        with Reserve hero", "the Reserve hero", "that hero")."""
        if self.who_code and text.endswith(" character"):
            return text[: -len("character")] + self.who_code
        return text

    def _move_phrase(self) -> str:
        if self.into_play and self.to == "front_line" and not (self.swap or self.duration):
            return f"{who_text(self.who)} moves into play"
        if self.swap and (self.who, self.to, self.duration) == ("self", "reserve", None):
            if self.reserve_of:
                return f"switch places with {possessive(who_text(self.reserve_of))} Reserve"
            return "switch places with the Reserve"  # this character and its Reserve trade
        if self.swap:
            return (
                f"switch {self._coded(who_text(self.who))} with {self._coded(who_text(self.to))}"
                f"{duration_text(self.duration)}"
            )
        if self.who == "resurrected" and self.to == "reserve" and not self.duration:
            # "If 3 heroes are still in play, resurrected hero is placed in reserve."
            return "resurrected character is placed in Reserve"
        if self.who == "reserve" and self.to == "front_line":
            reserve = self._coded("the Reserve character")
            return f"move {reserve} to the Front Line{duration_text(self.duration)}"
        if self.when == "end_of_battle":
            return f"return {self._coded(who_text(self.who))} to Reserve at the end of the battle"
        return f"move {who_text(self.who)} to {who_text(self.to)}{duration_text(self.duration)}"


@dataclass(frozen=True, kw_only=True)
class SwitchRecord(Clause):
    """``Mystique may switch entire permanent record with any front line teammate.``"""

    kind: ClassVar[str] = "switch_record"
    who: str | None = "self"
    partner: str | None = None
    duration: Duration = None
    # extension: printed as an order naming both records ("Switch entire Permanent Record of X
    # with Permanent Record of Y"), not as what the character may do
    records_of: bool | None = field(default=None, metadata={"omit_none": True})
    # extension: printed as all the Hits of each record exchanged ("Exchange all hits in the
    # permanent record of X with all hits in the permanent record of Y"): the same switch
    hits_of: bool | None = field(default=None, metadata={"omit_none": True})

    def phrase(self) -> str:
        if self.hits_of:
            return (
                f"exchange all Hits in the Permanent Record of {who_text(self.who)} with all "
                f"Hits in the Permanent Record of {who_text(self.partner)}"
                f"{duration_text(self.duration)}"
            )
        if self.records_of:
            return (
                f"switch entire Permanent Record of {who_text(self.who)} with Permanent Record "
                f"of {who_text(self.partner)}{duration_text(self.duration)}"
            )
        return (
            f"{who_text(self.who)} may switch entire Permanent Record with "
            f"{who_text(self.partner)}{duration_text(self.duration)}"
        )


@dataclass(frozen=True, kw_only=True)
class CharacterReturn(Clause):
    """``... move Goblyn Queen from Defeated Characters Pile to Reserve.``"""

    kind: ClassVar[str] = "character_return"
    who: str | None = "self"
    from_: str | None = field(default="defeated_characters", metadata={"json": "from"})
    to: str | None = "reserve"

    def phrase(self) -> str:
        src = (self.from_ or "defeated_characters").replace("_", " ").title()
        dst = (self.to or "reserve").replace("_", " ").title()
        return f"move {who_text(self.who)} from {src} Pile to {dst}"


@dataclass(frozen=True, kw_only=True)
class GridBonus(Clause):
    """``Absorbing Man's Power Grid gets Bonus in that Power Type for remainder of game.``

    ``icons`` is the Power Type (``chosen``: the one of the card played with this one).
    """

    kind: ClassVar[str] = "grid_bonus"
    who: str | None = "self"
    icons: tuple[str, ...] = ("chosen",)
    duration: Duration = None

    def phrase(self) -> str:
        icons = "that Power Type" if self.icons == ("chosen",) else icons_text(self.icons, True)
        return (
            f"{who_text(self.who)}'s Power Grid gets Bonus in {icons}{duration_text(self.duration)}"
        )


@dataclass(frozen=True, kw_only=True)
class GridCopy(Clause):
    """``Morph gains the Power Grid of any active hero for remainder of battle.``"""

    kind: ClassVar[str] = "grid_copy"
    who: str | None = "self"
    from_: str | None = field(default="any_character", metadata={"json": "from"})
    what: str = "power_grid"  # or "skill_levels"
    duration: Duration = None

    def phrase(self) -> str:
        return (
            f"{who_text(self.who)} gains the {self.what.replace('_', ' ')} of "
            f"{who_text(self.from_)}{duration_text(self.duration)}"
        )


@dataclass(frozen=True, kw_only=True)
class CharacterExchange(Clause):
    """``Immediately exchange KO'd teammate and Morph.``"""

    kind: ClassVar[str] = "character_exchange"
    who: str | None = "self"
    with_: str | None = field(default=None, metadata={"json": "with"})

    def phrase(self) -> str:
        return f"exchange {who_text(self.with_)} and {who_text(self.who)}"


@dataclass(frozen=True, kw_only=True)
class CharacterRemoval(Clause):
    """``Teammate is discarded at end of next battle.``"""

    kind: ClassVar[str] = "character_removal"
    who: str | None = "teammate"
    when: str = "end_of_next_battle"

    def phrase(self) -> str:
        return f"{who_text(self.who)} is discarded at {self.when.replace('_', ' ')}"


@dataclass(frozen=True, kw_only=True)
class ChooseCharacter(Clause):
    """``Choose 1 of opponent's front line characters.`` The chosen one is ``chosen`` in the
    clauses that follow."""

    kind: ClassVar[str] = "choose_character"
    count: int | str | None = 1
    among: str | None = "front_line"

    def phrase(self) -> str:
        n = count_text(self.count)
        if self.among == "opponent_front_line":
            return f"choose {n} of opponent's Front Line characters"
        if self.among in ("front_line", "teammate", "reserve", "chosen"):
            return f"choose {n} {who_text(self.among)}"
        return f"choose {n} character{'s' if self.count != 1 else ''} of {who_text(self.among)}"


@dataclass(frozen=True, kw_only=True)
class DiscardCharacter(Clause):
    """``Discard teammate at end of battle.``"""

    kind: ClassVar[str] = "discard_character"
    who: str | None = "teammate"
    when: str | None = "end_of_battle"

    def phrase(self) -> str:
        at = f" at {self.when.replace('_', ' ')}" if self.when else ""
        return f"discard {who_text(self.who)}{at}"


@dataclass(frozen=True, kw_only=True)
class ExchangeCharacter(Clause):
    """``Play during battle to exchange any of X-World's Front Line Characters with KO'd
    teammate.``"""

    kind: ClassVar[str] = "exchange_character"
    who: str | None = "front_line"
    with_: str | None = field(default="kod_teammate", metadata={"json": "with"})

    def phrase(self) -> str:
        other = "KO'd teammate" if self.with_ == "kod_teammate" else who_text(self.with_)
        return f"exchange {who_text(self.who)} with {other}"


@dataclass(frozen=True, kw_only=True)
class GridEqual(Clause):
    """``Power Grid is equal to highest value of all active teammates.``"""

    kind: ClassVar[str] = "grid_equal"
    who: str | None = "self"
    source: str = "active_teammates"
    pick: str = "highest"

    def phrase(self) -> str:
        src = self.source.replace("_", " ")
        return f"{who_text(self.who)}'s Power Grid is equal to {self.pick} value of all {src}"
