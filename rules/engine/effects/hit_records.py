"""Hits on the records: removed, moved, copied, counted by card, discarded, and characters resurrected."""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import ClassVar

from rules.engine.effects.base import Clause, Duration, Scaling, duration_text
from rules.engine.effects.game_words import (
    ICON_TEXT,
    WHO_KEYWORDS,
    count_text,
    kinds_text,
    possessive,
    who_text,
)
from rules.engine.effects.hit_filters import HitFilter


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
        "one_character",
        "self_or_teammate",
        "characters_with_ability",
    }
)


_BOTH_RECORDS = frozenset({"permanent_or_current", "permanent_and_current"})


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
    # extension: the Hits ``filter`` names, typed (``None``: every Hit, or words not typed)
    hit_filter: HitFilter | None = field(default=None, metadata={"omit_none": True})
    # extension: "remove any Hit" (``any``), "remove any 1 Hit" (``any_n``): the player picks
    any_chosen: str | None = field(default=None, metadata={"omit_none": True})

    def phrase(self) -> str:
        if self.by:
            return f"{who_text(self.by)} may " + replace(self, by=None)._body(self.by)
        return self._body(self.who)

    def _body(self, chooser: str | None) -> str:
        n = count_text(self.count)
        if self.up_to:
            n = f"up to {n}"
        if self.any_chosen:
            n = "any" if self.any_chosen == "any" and self.count == 1 else f"any {n}"
        filt, kind = f" {_icon_filter_text(self.filter)}" if self.filter else "", ""
        if self.filter == "with more than one icon":
            # each Hit, not the Hits together
            filt = " that has" if self.count == 1 else " that each have"
            filt += " more than one icon"
        if self.filter == "with chosen icon" and chooser not in WHO_KEYWORDS:
            filt = f" with icon of {possessive(who_text(chooser))} choice"  # "of Psylocke's choice"
        if self.filter and self.filter.endswith(" card") and " icon" not in self.filter:
            filt, kind = "", f"{self.filter} "  # "1 Power card Hit"
        levels = re.fullmatch(r"(.* card), (level \d+ through \d+)", self.filter or "")
        if levels:
            filt, kind = f", {levels[2]},", f"{levels[1]} "  # "1 Power card Hit, level 1-2,"
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
        elif self.who == "self_or_teammate" and self.record in _BOTH_RECORDS:
            # "... from Morlock's or teammate's Permanent Record or Hits from Current Battle":
            # the records of whichever of the two
            text = f"{hits} from the {where} of {who_text(self.who)}"
        elif self.who == "teammate" and self.record == "permanent" and self.self_name:
            # "... of Onslaught's teammate": the teammate named by its owner, as printed
            text = f"{hits} from the Permanent Record of {possessive(self.self_name)} teammate"
        elif self.who == "teammate" and self.record == "permanent":
            # all from one teammate, whichever the player picks
            text = f"{hits} from the Permanent Record of any 1 teammate"
        elif self.who == "self" and chooser != "self" and self.record == "permanent":
            text = f"{hits} from their Permanent Record"  # "Psylocke may ... from her ..."
        elif self.record == "any":
            text = f"{hits} from {who_text(self.who)}"  # "Remove 1 Hit from any character"
        elif self.who == "self_or_teammate" and self.record == "permanent_or_current":
            # "from the Permanent Record or Hits From Current Battle of Reyes or teammate"
            text = f"{hits} from the {where} of {who_text(self.who)}"
        else:
            text = f"{hits} from {possessive(who_text(self.who))} {where}"
        if self.to:
            them = "it" if self.count == 1 else "them"
            record = f"{self.record.title()} Record"
            if self.to == "teammate":
                # one teammate of the player's choice ("... of any teammate")
                text += f", and put {them} on the {record} of any teammate"
            else:
                text += f", and put {them} on {possessive(who_text(self.to))} {record}"
        if self.scaling:
            text += f" for each {self.scaling.per}"
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
    hit_filter: HitFilter | None = field(default=None, metadata={"omit_none": True})

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
        if self.count == "all" and self.record == self.to_record == "permanent":
            # "All Hits with only Energy icons in the Permanent Record of all Front Line
            # teammates are moved to the Permanent Record of Parallax."
            # "... moved to the Permanent Record of one front line hero": one of the player's
            # choice, all the Hits onto that one
            to = "one Front Line character" if self.to == "front_line" else who_text(self.to)
            return (
                f"all {hits} in the Permanent Record of {who_text(self.who)} are moved to the "
                f"Permanent Record of {to}"
            )
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
class DiscardHits(Clause):
    """``All of teammates' Hits from Current Battle are discarded and do not get added to
    Venture Total for this battle.``"""

    kind: ClassVar[str] = "discard_hits"
    who: str | None = "teammate"
    record: str = "current"
    counts_venture: bool = False
    duration: Duration = None

    def phrase(self) -> str:
        record = "Current Battle" if self.record == "current" else f"{self.record.title()} Record"
        # "All of teammates' Hits": each teammate's; one character's Hits by its name
        whose = "all of teammates'" if self.who == "teammate" else possessive(who_text(self.who))
        text = f"{whose} Hits from {record} are discarded"
        if not self.counts_venture:
            text += " and do not get added to Venture Total"
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
