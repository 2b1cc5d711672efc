"""Hits and KO: hits placed, moved, removed or doubled, KO thresholds and spectrum."""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass, field, replace
from typing import ClassVar

from rules.engine.effects.base import (
    ICON_TEXT,
    WHO_KEYWORDS,
    Clause,
    Duration,
    Scaling,
    count_text,
    duration_text,
    icons_text,
    kinds_text,
    possessive,
    signed,
    who_text,
)


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

    def joined_phrase(self, following: Clause) -> str | None:
        # "May not be Spectrum or Cumulative KO'd with Power cards": one bar on both KOs
        if not (isinstance(following, KoThreshold) and self.spectrum and self.forbids):
            return None
        if dataclasses.replace(following, spectrum=True, span=self.span) != self:
            return None
        return self.phrase().replace(" Spectrum KO'd", " Spectrum or Cumulative KO'd", 1)

    def phrase(self) -> str:
        mode = "Spectrum" if self.spectrum else "Cumulative"
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


def _icon_filter_text(filt: str) -> str:
    """ "with strength/energy icon" in the game's words: "with a Strength or Energy icon"."""

    def words(m: re.Match[str]) -> str:
        names = [ICON_TEXT.get(i, i) for i in m.group(1).split("/")]
        return f"with {'an' if names[0][0] in 'AEIOU' else 'a'} {' or '.join(names)} icon"

    return re.sub(r"\bwith ([a-z_/]+) icon\b", words, filt)


# Subjects that name several characters: their records are "the Permanent Record of ...";
# owners named after the record: "... of this character or teammate" (the cards'
# "Morlock's or teammate's Permanent Record").
_MANY = frozenset(
    {
        "all_characters",
        "any_front_line",
        "any_character",
        "self_or_teammate",
        "characters_with_ability",
    }
)


@dataclass(frozen=True, kw_only=True)
class RemoveHits(Clause):
    """``Remove 1 Hit from Black Panther's Permanent Record.``"""

    kind: ClassVar[str] = "remove_hits"
    who: str | None = "self"
    count: int | str | None = 1
    record: str = "permanent"
    filter: str | None = None
    to: str | None = None  # extension: hits moved onto another character's record
    scaling: Scaling | None = None  # extension: "for every ..." multiplies the count
    by: str | None = None  # extension: who removes them when not the card's player ("Opponent may")
    up_to: bool = False  # extension: "remove up to 2 Hits": as many as the count, or fewer

    def phrase(self) -> str:
        if self.by:
            return f"{who_text(self.by)} may " + replace(self, by=None)._body(self.by)
        return self._body(self.who)

    def _body(self, chooser: str | None) -> str:
        n = count_text(self.count)
        if self.up_to:
            n = f"up to {n}"
        filt, kind = f" {_icon_filter_text(self.filter)}" if self.filter else "", ""
        if self.filter == "with more than one icon":
            # each Hit, not the Hits together
            filt = " that has" if self.count == 1 else " that each have"
            filt += " more than one icon"
        if self.filter == "with chosen icon" and chooser not in WHO_KEYWORDS:
            filt = f" with icon of {possessive(who_text(chooser))} choice"  # "of Psylocke's choice"
        if self.filter and self.filter.endswith(" card") and " icon" not in self.filter:
            filt, kind = "", f"{self.filter} "  # "1 Power card Hit"
        where = {
            "permanent_and_current": "Permanent Record and Hits from Current Battle",
            "permanent_or_current": "Permanent Record or Hits from Current Battle",
            "current": "Hits from Current Battle",
            "any": "Hits",
            "battlesite": "Battlesite",  # the Location card a team is attacked at
        }.get(self.record, f"{self.record.title()} Record")
        hits = f"remove {n} {kind}Hit{'s' if self.count != 1 else ''}{filt}"
        if self.who in _MANY and self.record == "permanent":
            text = f"{hits} from the Permanent Record of {who_text(self.who)}"
        elif self.who == "teammate" and self.record == "permanent":
            text = f"{hits} from one teammate's Permanent Record"  # all from one teammate
        elif self.who == "self" and chooser != "self" and self.record == "permanent":
            text = f"{hits} from their Permanent Record"  # "Psylocke may ... from her ..."
        elif self.record == "any":
            text = f"{hits} from {who_text(self.who)}"  # "Remove 1 Hit from any character"
        else:
            text = f"{hits} from {possessive(who_text(self.who))} {where}"
        if self.to:
            text += f" and put them on {possessive(who_text(self.to))} {self.record.title()} Record"
        if self.scaling:
            text += f" for each {self.scaling.per}"
        return text


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

    @property
    def by_next_hit(self) -> bool:
        return self.next_hit_level is not None or bool(self.next_hit_icons)

    def phrase(self) -> str:
        text = f"{who_text(self.who)} is KO'd"
        if self.by_next_hit:
            parts = [f"level {self.next_hit_level}"] if self.next_hit_level is not None else []
            if self.next_hit_icons:
                parts.append(icons_text(self.next_hit_icons))
            parts.append(kinds_text(self.next_hit_kinds or ("power",)))
            text += f" by next {' '.join(parts)} card Hit"
        if self.regardless:
            text += (
                ", " if self.by_next_hit else " "
            ) + "regardless of Inherent Abilities and other Special cards"
        return text


@dataclass(frozen=True, kw_only=True)
class MoveHits(Clause):
    """``Move any 1 Hit from teammate to Thunderbird.`` / ``move all Hits from Polaris's Hits
    from Current Battle into Permanent Record.``

    ``record`` is where the Hits lie (``permanent``, ``current``, ``any``); ``to`` is whose
    record receives them and ``to_record`` which record (``None``: the same kind).
    """

    kind: ClassVar[str] = "move_hits"
    who: str | None = "teammate"
    count: int | str | None = 1
    record: str = "any"
    to: str | None = "self"
    to_record: str | None = None
    filter: str | None = None

    def phrase(self) -> str:
        n = (
            "any 1" if self.count == 1 else count_text(self.count)
        )  # one Hit, of the player's choice
        filt = f" {self.filter}" if self.filter else ""
        hits = f"Hit{'s' if self.count != 1 else ''}{filt}"
        source = _RECORDS.get(self.record, "")
        if self.to_record == "current":
            # "Move all of target's Hits from Permanent Record into Hits from Current Battle"
            return (
                f"move all of {possessive(who_text(self.who))} {hits} from {source or 'Hits'}"
                f" into {possessive(who_text(self.to))} Hits from Current Battle"
            )
        src = f"'s {source}" if source else ""
        if self.to_record:
            return (
                f"move {n} {hits} from {who_text(self.who)}{src} into "
                f"{possessive(who_text(self.to))} {_RECORDS.get(self.to_record, 'Permanent Record')}"
            )
        return f"move {n} {hits} from {who_text(self.who)}{src} to {who_text(self.to)}"


# Where Hits lie, in the game's words.
_RECORDS = {"permanent": "Permanent Record", "current": "Hits from Current Battle"}


@dataclass(frozen=True, kw_only=True)
class CopyHit(Clause):
    """``This Special acts identical to any Hit in Absorbing Man's Hits from the Current Battle
    or Permanent Record.``: the card copies a card lying among those Hits."""

    kind: ClassVar[str] = "copy_hit"
    who: str | None = "self"
    record: str = "permanent_or_current"

    def phrase(self) -> str:
        return (
            f"this Special acts identical to any Hit in {who_text(self.who)}'s Hits from the "
            "Current Battle or Permanent Record"
        )


@dataclass(frozen=True, kw_only=True)
class CardHits(Clause):
    """``Elektra's Power card hits attacker.``: a defending card hits a character."""

    kind: ClassVar[str] = "card_hits"
    owner: str | None = None
    card_kinds: tuple[str, ...] = ()
    who: str | None = "attacker"
    duration: Duration = None

    def phrase(self) -> str:
        owner = f"{who_text(self.owner)}'s " if self.owner else ""
        return (
            f"{owner}{kinds_text(self.card_kinds) or 'defending'} card hits "
            f"{who_text(self.who)}{duration_text(self.duration)}"
        )


@dataclass(frozen=True, kw_only=True)
class SpectrumExclusion(Clause):
    """``Level 1 or 2 Power card Hits do not count for Spectrum KO.``"""

    kind: ClassVar[str] = "spectrum_exclusion"
    card_kinds: tuple[str, ...] = ()
    icons: tuple[str, ...] = ()
    level: tuple[int, int] | None = None

    def phrase(self) -> str:
        lvl = ""
        if self.level:
            lo, hi = self.level
            lvl = f"level {lo} " if lo == hi else f"level {lo} or {hi} "
        what = " ".join(x for x in (icons_text(self.icons, True), kinds_text(self.card_kinds)) if x)
        return f"{lvl}{what + ' ' if what else ''}card Hits do not count for Spectrum KO"


@dataclass(frozen=True, kw_only=True)
class DiscardHits(Clause):
    """``All of teammates' Hits from Current Battle are discarded and do not get added to
    Venture Total for this battle.``"""

    kind: ClassVar[str] = "discard_hits"
    who: str | None = "teammate"
    record: str = "current"
    counts_venture: bool = False
    duration: Duration = None

    def phrase(self) -> str:
        text = f"all of {who_text(self.who)}'s Hits from {self.record.title()} Record are discarded"
        if not self.counts_venture:
            text += " and do not count toward Venture Total"
        return text + duration_text(self.duration)


@dataclass(frozen=True, kw_only=True)
class Resurrect(Clause):
    """``Resurrect 1 KO'd hero.`` / ``Play in current battle to resurrect any KO'd teammate
    next battle.`` / ``Shang-Chi is resurrected at beginning of next battle, remains in play
    until end of battle, and is discarded at end of battle.`` ``who`` is the KO'd character
    brought back."""

    kind: ClassVar[str] = "resurrect"
    who: str | None = "teammate"
    count: int | str | None = 1
    duration: Duration = None
    discarded_at_end: bool = False  # back for one battle only, discarded at its end
    # extension: "resurrect any 1 KO'd teammate": the player picks which
    any_chosen: bool | None = field(default=None, metadata={"omit_none": True})

    def phrase(self) -> str:
        if self.discarded_at_end:
            return (
                f"{who_text(self.who)} is resurrected at beginning of next battle, remains in "
                "play until end of battle, and is discarded at end of battle"
            )
        return (
            f"resurrect {'any ' if self.any_chosen else ''}{count_text(self.count) or '1'} KO'd "
            f"{who_text(self.who)}"
            f"{duration_text(self.duration)}"
        )


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

    def phrase(self) -> str:
        return f"no Hits are added to {possessive(who_text(self.who))} Permanent Record"
