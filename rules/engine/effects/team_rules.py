"""Rules a location (a team's home base) sets for its whole team: whether the team has a
Battlesite, how many cards it draws in the Draw Phase, how many cards its characters may have
Placed, when its Reserve enters the battle."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from rules.engine.effects.base import Clause
from rules.engine.effects.game_words import (
    count_text,
    icons_text,
    kinds_text,
    possessive,
    signed,
    who_text,
)


@dataclass(frozen=True, kw_only=True)
class BattlesiteBar(Clause):
    """``Sanctum Sanctorum Team may not have a Battlesite.``: the team plays without one."""

    kind: ClassVar[str] = "battlesite_bar"
    who: str | None = "team"

    def phrase(self) -> str:
        return f"{who_text(self.who)} may not have a Battlesite"


@dataclass(frozen=True, kw_only=True)
class DrawPhaseCount(Clause):
    """``Onslaught's Citadel Team may only draw 7 cards during the Draw Phase.``: how many
    cards the team draws in each Draw Phase; "may only draw N" is a cap (at most N), not an
    obligation."""

    kind: ClassVar[str] = "draw_phase_count"
    who: str | None = "team"
    count: int = 8
    limit: bool = True

    def phrase(self) -> str:
        verb = "may only draw" if self.limit else "must draw"
        many = "s" if self.count != 1 else ""
        return f"{who_text(self.who)} {verb} {self.count} card{many} during the Draw Phase"


@dataclass(frozen=True, kw_only=True)
class PlacedLimit(Clause):
    """``Spawn's Alley Team characters may only have up to 3 cards Placed to each
    character.``: at most that many cards (of the kinds named, any card when none is) Placed
    on each of those characters."""

    kind: ClassVar[str] = "placed_limit"
    who: str | None = "team_characters"
    max_cards: int = 0
    card_kinds: tuple[str, ...] = ()

    def phrase(self) -> str:
        what = kinds_text(self.card_kinds)
        cards = f"{what + ' ' if what else ''}card{'s' if self.max_cards != 1 else ''}"
        return (
            f"{who_text(self.who)} may only have up to {count_text(self.max_cards)} {cards} "
            "Placed to each character"
        )


@dataclass(frozen=True, kw_only=True)
class ReserveEntry(Clause):
    """``Latveria Team's Reserve character may enter battle immediately upon KO of Front Line
    character.``: the Reserve joins the battle in which that character is KO'd rather than
    waiting for the next battle."""

    kind: ClassVar[str] = "reserve_entry"
    who: str | None = "team_reserve"
    on_ko_of: str | None = "front_line"

    def phrase(self) -> str:
        if self.who in (None, "self"):
            # the character's own ability, printed after "If in Reserve,"
            return (
                f"this character may move to the Front Line during the same battle "
                f"{who_text(self.on_ko_of)} is KO'd"
            )
        return (
            f"{who_text(self.who)} may enter battle immediately upon KO of "
            f"{who_text(self.on_ko_of)}"
        )


@dataclass(frozen=True, kw_only=True)
class HitVentureBonus(Clause):
    """``The Outback Team's Intellect Power cards are an additional +2 to Venture Total when
    they Hit.``: each successful Hit made with those cards of the team adds the amount to its
    Venture Total ("an additional": on top of what the cards already add)."""

    kind: ClassVar[str] = "hit_venture_bonus"
    who: str | None = "team"
    card_kinds: tuple[str, ...] = ()
    icons: tuple[str, ...] = ()
    amount: int = 0
    additional: bool = False
    total_of: str | None = None

    def phrase(self) -> str:
        what = " ".join(x for x in (icons_text(self.icons, True), kinds_text(self.card_kinds)) if x)
        extra = "an additional " if self.additional else ""
        whose = ""
        if self.total_of == "team" and self.team_name:
            whose = possessive(f"{self.team_name} Team") + " "
        elif self.total_of:
            whose = possessive(who_text(self.total_of)) + " "
        return (
            f"{possessive(who_text(self.who))} {what} cards are {extra}{signed(self.amount)} to "
            f"{whose}Venture Total when they Hit"
        )


@dataclass(frozen=True, kw_only=True)
class NoAbility(Clause):
    """``None``: the character's card prints no inherent ability."""

    kind: ClassVar[str] = "no_ability"

    def phrase(self) -> str:
        return "none"


@dataclass(frozen=True, kw_only=True)
class KeepDuplicates(Clause):
    """``The Vault's Team may keep duplicate level 2 Power Cards of different Power Types.``:
    the duplicates of those cards (their kinds, icons and levels) the team need not discard;
    ``different_types``: only duplicates whose Power Types differ."""

    kind: ClassVar[str] = "keep_duplicates"
    who: str | None = "team"
    card_kinds: tuple[str, ...] = ()
    icons: tuple[str, ...] = ()
    levels: tuple[int, int] | None = None
    different_types: bool = False

    def phrase(self) -> str:
        level = ""
        if self.levels:
            low, high = self.levels
            level = f"level {low} " if low == high else f"level {low} through {high} "
        what = " ".join(x for x in (icons_text(self.icons, True), kinds_text(self.card_kinds)) if x)
        types = " of different Power Types" if self.different_types else ""
        return f"{who_text(self.who)} may keep duplicate {level}{what or 'Power'} cards{types}"
