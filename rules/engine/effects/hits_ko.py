"""Hits and KO: hits placed, KO thresholds, spectrum and knock-outs."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import ClassVar

from rules.engine.effects.base import Clause, Duration, duration_text
from rules.engine.effects.game_words import icons_text, kinds_text, possessive, signed, who_text


@dataclass(frozen=True, kw_only=True)
class Hit(Clause):
    """``Acts as a level 3 Strength Hit`` (recorded on ``record``)."""

    kind: ClassVar[str] = "hit"
    who: str | None = "target"
    level: int | None = None
    icons: tuple[str, ...] = ()
    choice: bool = False
    count: int | None = 1
    record: str = "current"

    def phrase(self) -> str:
        level = f"level {self.level} " if self.level is not None else ""
        if (self.who, self.count, self.record) == ("target", 1, "current"):
            # the card's own words: it acts as a Hit on the target
            return f"acts as a {level}{icons_text(self.icons, self.choice)} Hit"
        rec = " on the Permanent Record" if self.record == "permanent" else ""
        many = f"{self.count} " if self.count and self.count != 1 else "a "
        return (
            f"{who_text(self.who)} receives {many}{level}"
            f"{icons_text(self.icons, self.choice)} Hit{'s' if many != 'a ' else ''}{rec}"
        )


@dataclass(frozen=True, kw_only=True)
class KoThreshold(Clause):
    """``Baron Mordo's Hits to K.O. is reduced to 7 points.``"""

    kind: ClassVar[str] = "ko_threshold"
    who: str | None = "self"
    set_to: int | None = None
    delta: int | None = None
    spectrum: bool = False
    multiplier: int | None = None
    duration: Duration = None
    forbids: tuple[str, ...] = ()  # extension: "may not be Spectrum KO'd with Energy ..."
    icons: tuple[str, ...] = ()
    hits: bool = False  # extension: set_to counts Hits ("KO'd with 1 Hit"), not points
    # "All Energy Power card Hits on Target Character are doubled when determining
    # Cumulative K.O.": hits of these icons/kinds count this many times toward the KO.
    hit_multiplier: int | None = None
    card_kinds: tuple[str, ...] = ()
    # "For every Value of 2 or less on Character's Power Grid, that Character may not be
    # Spectrum KO'd by that Power Type": no KO of this mode by any power type whose value on
    # the character's Power Grid is at most this.
    grid_at_most: int | None = field(default=None, metadata={"omit_none": True})
    # "Brood's Hits to K.O. number is increased to 30": ``set_to`` printed as the character's
    # Hits to KO number, raised ("increased") or lowered ("reduced", "decreased") to it.
    hits_to_ko: str | None = field(default=None, metadata={"omit_none": True})
    # "Hits to KO is 25 points, unless otherwise altered": the number is the character's (or
    # team's) own, and other cards still change it; left out of JSON when not printed.
    unless_altered: bool | None = field(default=None, metadata={"omit_none": True})

    def joined_phrase(self, following: Clause) -> str | None:
        # "May not be Spectrum or Cumulative KO'd with Power cards": one bar on both KOs
        if not (isinstance(following, KoThreshold) and self.spectrum and self.forbids):
            return None
        if dataclasses.replace(following, spectrum=True, span=self.span) != self:
            return None
        return self.phrase().replace(" Spectrum KO'd", " Spectrum or Cumulative KO'd", 1)

    def phrase(self) -> str:
        mode = "Spectrum" if self.spectrum else "Cumulative"
        if self.unless_altered and self.set_to is not None and not self.spectrum:
            return (
                f"{possessive(who_text(self.who))} Hits to KO is {self.set_to} points, unless "
                f"otherwise altered{duration_text(self.duration)}"
            )
        if self.grid_at_most is not None:
            return (
                f"for every value of {self.grid_at_most} or less on character's Power Grid, "
                f"that character may not be {mode} KO'd by that Power Type"
            )
        if self.hit_multiplier is not None:
            what = " ".join(
                x for x in (icons_text(self.icons, True), kinds_text(self.card_kinds)) if x
            )
            times = (
                "doubled" if self.hit_multiplier == 2 else f"counted {self.hit_multiplier} times"
            )
            text = (
                f"all {what} card Hits on {who_text(self.who)} are {times} when determining "
                f"{mode} KO"
            )
            return text + duration_text(self.duration)
        if self.forbids == ("all",) and not self.icons:
            # "cannot be Cumulative KO'd": by no cards at all
            text = f"{who_text(self.who)} may not be {mode} KO'd"
        elif self.forbids or (self.icons and self.set_to is None and self.delta is None):
            what = " ".join(
                x for x in (icons_text(self.icons, True), kinds_text(self.forbids)) if x
            )
            text = f"{who_text(self.who)} may not be {mode} KO'd with {what} cards"
        elif self.spectrum and self.set_to is not None:
            text = f"{who_text(self.who)} may only be Spectrum KO'd by {self.set_to} Power Types"
        elif self.hits and self.set_to is not None:
            text = f"{who_text(self.who)} is KO'd with {self.set_to} Hit{'s' if self.set_to != 1 else ''}"
        elif self.multiplier is not None:
            text = f"{who_text(self.who)}'s points to KO are multiplied by {self.multiplier}"
        elif self.set_to is not None and self.hits_to_ko:
            text = (
                f"{possessive(who_text(self.who))} Hits to KO number is {self.hits_to_ko} to "
                f"{self.set_to} points"
            )
        elif self.set_to is not None:
            # "May only be Cumulative KO'd by 30 or more points"
            text = f"{who_text(self.who)} may only be {mode} KO'd by {self.set_to} or more points"
        elif not self.spectrum and self.delta:
            # "Target Character's Hits to K.O. number is decreased by 5 points"
            way = "increased" if self.delta > 0 else "decreased"
            text = f"{who_text(self.who)}'s Hits to KO number is {way} by {abs(self.delta)} points"
        else:
            text = f"{who_text(self.who)}'s {mode} KO threshold is {signed(self.delta)} points"
        return text + duration_text(self.duration)


@dataclass(frozen=True, kw_only=True)
class KoHitRequired(Clause):
    """``Must have a MultiPower card Hit to be KO'd.``: the character is not KO'd, however many
    points or power types it has taken, until a Hit of these icons or kinds is on it."""

    kind: ClassVar[str] = "ko_hit_required"
    who: str | None = "self"
    icons: tuple[str, ...] = ()
    card_kinds: tuple[str, ...] = ()

    def phrase(self) -> str:
        what = " ".join(x for x in (icons_text(self.icons, True), kinds_text(self.card_kinds)) if x)
        return f"{who_text(self.who)} must have a {what + ' ' if what else ''}card Hit to be KO'd"


@dataclass(frozen=True, kw_only=True)
class NoSpectrum(Clause):
    """``Does not count toward Spectrum KO.``"""

    kind: ClassVar[str] = "no_spectrum"

    def phrase(self) -> str:
        return "does not count toward Spectrum KO"


@dataclass(frozen=True, kw_only=True)
class HitPlacement(Clause):
    """``Hit goes on Target Character's Permanent Record.``"""

    kind: ClassVar[str] = "hit_placement"
    who: str | None = "target"
    record: str = "permanent"

    def phrase(self) -> str:
        return f"Hit goes on {who_text(self.who)}'s {self.record.title()} Record"


def disregarded_text(kind: str | None) -> str:
    """ "other Special cards" (the usual), "other Power cards", "other Universe cards"."""
    return f"other {(kind or 'special').title()} cards"


@dataclass(frozen=True, kw_only=True)
class NormalKoRules(Clause):
    """``Target Character may be KO'd using normal KO rules, regardless of Inherent Abilities
    or other Special cards, for remainder of battle``: what would keep the character from
    being KO'd (its Inherent Ability, Special cards) does not apply while it lasts."""

    kind: ClassVar[str] = "normal_ko_rules"
    who: str | None = "target"
    regardless_joiner: str = "and"  # "Inherent Abilities and/or other Special cards"
    duration: Duration = None
    # extension: the kind of the other cards disregarded ("... other Power cards"); left out
    # (the usual Special cards) when not printed otherwise
    regardless_kind: str | None = field(default=None, metadata={"omit_none": True})

    def phrase(self) -> str:
        dur = duration_text(self.duration)
        return (
            f"{who_text(self.who)} may be KO'd using normal KO rules, regardless of Inherent "
            f"Abilities {self.regardless_joiner} {disregarded_text(self.regardless_kind)}"
            f"{',' if dur else ''}{dur}"
        )


@dataclass(frozen=True, kw_only=True)
class KnockOut(Clause):
    """``Target is KO'd regardless of Inherent Abilities and other Special cards.`` /
    ``Target Character is KO'd by next level 2 Energy Power card Hit, regardless of ...``.

    With ``next_hit_level`` (or ``next_hit_icons``), the KO waits for the next hit of a Power
    card of that level and power type (``multipower``: a MultiPower card) on the character.
    """

    kind: ClassVar[str] = "knock_out"
    who: str | None = "target"
    regardless: bool = True  # inherent abilities and other Special cards cannot prevent it
    next_hit_level: int | None = None
    next_hit_icons: tuple[str, ...] = ()
    next_hit_kinds: tuple[str, ...] = ()  # the card kinds of that hit ("power")
    # extension: "regardless of Inherent Abilities or other Special cards": the "or" printed
    # for the usual "and" (the same rule); left out of the JSON form when not printed
    regardless_joiner: str | None = field(default=None, metadata={"omit_none": True})
    # extension: who picks the one character KO'd ("One front line character of your choice
    # is immediately KO'd": ``player``; "of opponent's choice": ``opponent``)
    chosen_by: str | None = field(default=None, metadata={"omit_none": True})
    # extension: the kind of the other cards disregarded ("... and other Universe cards");
    # left out (the usual Special cards) when not printed otherwise
    regardless_kind: str | None = field(default=None, metadata={"omit_none": True})

    @property
    def by_next_hit(self) -> bool:
        return self.next_hit_level is not None or bool(self.next_hit_icons)

    def phrase(self) -> str:
        text = f"{who_text(self.who)} is KO'd"
        if self.who == "teammate" and self.self_name and not self.by_next_hit:
            # "KO any one of Onslaught's teammates": the teammate named by its owner
            text = f"KO any one of {possessive(self.self_name)} teammates"
        if self.chosen_by is not None:
            chooser = "your" if self.chosen_by == "player" else possessive(who_text(self.chosen_by))
            text = f"one {who_text(self.who)} of {chooser} choice is KO'd"
        if self.by_next_hit:
            parts = [f"level {self.next_hit_level}"] if self.next_hit_level is not None else []
            if self.next_hit_icons:
                parts.append(icons_text(self.next_hit_icons))
            parts.append(kinds_text(self.next_hit_kinds or ("power",)))
            text += f" by next {' '.join(parts)} card Hit"
        if self.regardless:
            text += (
                (", " if self.by_next_hit else " ")
                + f"regardless of Inherent Abilities {self.regardless_joiner or 'and'} "
                + disregarded_text(self.regardless_kind)
            )
        return text


@dataclass(frozen=True, kw_only=True)
class SpectrumExclusion(Clause):
    """``Level 1 or 2 Power card Hits do not count for Spectrum KO.``"""

    kind: ClassVar[str] = "spectrum_exclusion"
    card_kinds: tuple[str, ...] = ()
    icons: tuple[str, ...] = ()
    level: tuple[int, int] | None = None
    # extension: "Opponent's MultiPower Power cards do not count for Spectrum KO against
    # Ravencroft Team": whose cards, and whose Spectrum KO they do not count for
    owner: str | None = field(default=None, metadata={"omit_none": True})
    against: str | None = field(default=None, metadata={"omit_none": True})

    def phrase(self) -> str:
        if self.owner:
            what = " ".join(
                x for x in (icons_text(self.icons, True), kinds_text(self.card_kinds)) if x
            )
            against = f" against {who_text(self.against)}" if self.against else ""
            return (
                f"{possessive(who_text(self.owner))} {what or 'Power'} cards do not count for "
                f"Spectrum KO{against}"
            )
        lvl = ""
        if self.level:
            lo, hi = self.level
            lvl = f"level {lo} " if lo == hi else f"level {lo} or {hi} "
        what = " ".join(x for x in (icons_text(self.icons, True), kinds_text(self.card_kinds)) if x)
        return f"{lvl}{what + ' ' if what else ''}card Hits do not count for Spectrum KO"


@dataclass(frozen=True, kw_only=True)
class CannotBeKod(Clause):
    """``Krakoa may not defend or be KO'd.``"""

    kind: ClassVar[str] = "cannot_be_kod"
    who: str | None = "self"
    duration: Duration = None

    def phrase(self) -> str:
        return f"{who_text(self.who)} may not be KO'd{duration_text(self.duration)}"


@dataclass(frozen=True, kw_only=True)
class HitsNotRecorded(Clause):
    """``At end of battle, no Hits are added to Character's Permanent Record.`` (the timing
    is the sentence's lead: hits only ever reach the record at the end of a battle)."""

    kind: ClassVar[str] = "hits_not_recorded"
    who: str | None = "self"
    # extension: "All hits from the current battle are discarded at the end of the battle":
    # the battle's Hits leave play at its end instead of reaching any record
    discarded: bool | None = field(default=None, metadata={"omit_none": True})
    # extension: "all Hits from The Current Battle for all characters are discarded and not
    # added to the Permanent Record": whose Hits they are printed after them, the moment (the
    # end of the battle) in the sentence's lead; left out of the JSON form when not printed
    whose_printed: bool | None = field(default=None, metadata={"omit_none": True})

    def phrase(self) -> str:
        if self.discarded and self.whose_printed:
            return (
                f"all Hits from Current Battle for {who_text(self.who)} are discarded and not"
                " added to the Permanent Record"
            )
        if self.discarded and self.who == "all_characters":
            return (
                "all Hits from the current battle are discarded at the end of the battle, "
                "and do not get added to the Permanent Record"
            )
        return f"no Hits are added to {possessive(who_text(self.who))} Permanent Record"
