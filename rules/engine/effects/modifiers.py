"""Modifiers: +N / -N to attacks, defenses, damage and bonuses."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from rules.engine.effects.base import (
    Clause,
    Duration,
    Scaling,
    duration_text,
)
from rules.engine.effects.game_words import (
    icons_text,
    kinds_text,
    pile_text,
    plural_who,
    possessive,
    signed,
    who_text,
)
from rules.engine.effects.grid_aims import GridAim
from rules.engine.effects.hit_filters import HitFilter, hit_filter_words

#: Aims of a bonus to attacks said after its subject ("vs. all of opponent's characters").
_SUBJECT_AIMS = frozenset({"all_opponent_characters"})


@dataclass(frozen=True, kw_only=True)
class _Modifier(Clause):
    who: str | None = "self"
    amount: int = 0
    against: str | None = None
    card_kinds: tuple[str, ...] = ()
    icons: tuple[str, ...] = ()
    duration: Duration = None
    scaling: Scaling | None = None
    # extension: the cards' bonus printed "when used to attack" / "when used for defense"
    when_used: bool = False
    # extension: "All of Opponent's Universe: Teamwork Card attacks are -1": every such card
    # of the owner's; left out of the JSON form when not printed
    all_of: bool | None = field(default=None, metadata={"omit_none": True})
    # extension: "Training cards are an additional +1 to attack": on top of the cards' own
    # value; left out of the JSON form when not printed
    additional: bool | None = field(default=None, metadata={"omit_none": True})
    # extension: "Bullseye is +2 to all Power card attacks": every attack made with such cards,
    # printed with the subject first; left out of the JSON form when not printed
    every: bool | None = field(default=None, metadata={"omit_none": True})
    # extension: "+1 to all numeric Special cards": only the cards printed with a number (a
    # value), a filter on the kinds and not a kind; left out of the JSON form when not printed
    numerical: bool | None = field(default=None, metadata={"omit_none": True})
    # extension: "+3 to defense against any attack from a Battlesite": only against the
    # attacks made from that place; left out of the JSON form when not printed
    attacks_from: str | None = field(default=None, metadata={"omit_none": True})
    # extension: "+2 to defense from attacks made by Target Character": ``against`` names the
    # attackers, printed that way; left out of the JSON form when not printed
    from_attacks: bool | None = field(default=None, metadata={"omit_none": True})
    # extension: ``against`` names characters by a Power Grid rating, typed
    against_grid: GridAim | None = field(default=None, metadata={"omit_none": True})
    # extension: "vs. any Character with an Energy Power card Hit in their Permanent Record":
    # ``against`` names the characters, narrowed to those whose Permanent Record holds such
    # a Hit (typed); left out of the JSON form when not printed
    against_hit: HitFilter | None = field(default=None, metadata={"omit_none": True})
    # extension: the words printed before the attacked characters when they are not "vs."
    # ("when attacking Target Character": the same characters), for the rendering; left out
    # of the JSON form when not printed
    against_word: str | None = field(default=None, metadata={"omit_none": True})
    # extension: "All Power cards played by opponent are -1": every such card ``who`` plays,
    # printed after the cards; left out of the JSON form when not printed
    played_by: bool | None = field(default=None, metadata={"omit_none": True})
    target_kind: ClassVar[str] = ""

    def phrase(self) -> str:
        what = " ".join(x for x in (icons_text(self.icons), kinds_text(self.card_kinds)) if x)
        if self.every and what and self.target_kind == "attack":
            return self._every_phrase(what)
        if self.all_of and what and self.target_kind == "attack" and not self.against:
            return (
                f"all of {possessive(who_text(self.who))} {what} card attacks are "
                f"{signed(self.amount)}{duration_text(self.duration)}"
            )
        # "gains +2 to all attacks" and "+2 to attack" are one modifier, on every attack
        subject = f"{who_text(self.who)}'s {what} cards are" if what else who_text(self.who)
        if what and self.who == "self":
            subject = f"{what} cards are"  # the character's own cards, as its ability says
        if what and self.who == "all_characters":
            subject = f"all {what} cards are"  # every player's cards ("All Tactic cards ...")
        if what and self.played_by:
            subject = f"all {what} cards played by {who_text(self.who)} are"
        verb = "" if what else (" gain" if plural_who(self.who) else " gains")
        target = "all attacks" if self.target_kind == "attack" and not what else self.target_kind
        use = f"to {target}"
        if self.when_used and what:
            use = "when used " + ("for defense" if self.target_kind == "defense" else "to attack")
        if self.when_used and self.against == "target_battlesite" and not what:
            # "+3 when used to attack a Battlesite": the card's own attack on a Location
            return f"{signed(self.amount)} when used to attack a Battlesite" + (
                duration_text(self.duration)
            )
        made = self.against_word == "made against"  # "to all attacks made against X"
        if self.against and self.who == "self" and not what and self.target_kind == "attack":
            # the character's own bonus against some characters: "+1 to all attacks vs. ..."
            aim = "made against" if made else "vs."
            # the aims the grammar reads only after a subject say it ("This character gains")
            head = "this character gains " if made or self.against in _SUBJECT_AIMS else ""
            return f"{head}{signed(self.amount)} to all attacks {aim} {who_text(self.against)}" + (
                duration_text(self.duration)
            )
        if (
            self.who == "all_characters"
            and self.target_kind == "attack"
            and self.against
            and not (what or self.scaling)
        ):
            # "All attacks against chosen character are at +1": every attack on one character
            return (
                f"all attacks against {who_text(self.against)} are at {signed(self.amount)}"
                f"{duration_text(self.duration)}"
            )
        by_code = self.against in ("heroes", "villains") and not (self.when_used or self.scaling)
        if (
            what
            and (self.against_hit or self.against_word)
            and self.target_kind == "attack"
            and not made
        ):
            # "Strength Power cards are +2 when attacking any Character with an Energy Power
            # card Hit in their Permanent Record"
            return f"{subject} {signed(self.amount)} {self._attacked()}" + duration_text(
                self.duration
            )
        if what and by_code and self.target_kind == "attack":
            # "Fighting Power cards are +1 vs. any Character with a Hero code"
            return (
                f"{subject} {signed(self.amount)} vs. {who_text(self.against)}"
                f"{duration_text(self.duration)}"
            )
        extra = "an additional " if self.additional and what else ""
        text = f"{subject}{verb} {extra}{signed(self.amount)} {use}"
        if self.scaling:
            text += f" for each {self.scaling.per}"
        if self.against:
            by = " from attacks made by " if self.from_attacks else " against "
            if made or (by == " against " and self.against in ("heroes", "villains")):
                # "made against X" as printed; "vs. any Character with a Villain code"
                by = " made against " if made else " vs. "
            text += f"{by}{who_text(self.against)}"
        if self.attacks_from:
            text += f" against any attack from a {pile_text(self.attacks_from)}"
        return text + duration_text(self.duration)

    def _attacked(self) -> str:
        """ "vs. X" / "when attacking X", with the Hit X's Permanent Record holds, if named."""
        text = f"{self.against_word or 'vs.'} {who_text(self.against)}"
        if self.against_hit is None:
            return text
        words = hit_filter_words(self.against_hit)
        article = "an" if words[:1].lower() in tuple("aeiou") else "a"
        return f"{text} with {article} {words} Hit in their Permanent Record"

    def _every_phrase(self, what: str) -> str:
        """ "X is +2 to all Power card attacks against Y": the subject, then the attacks."""
        subject = "" if self.who == "self" else f"{who_text(self.who)} is "
        what = f"numeric {what}" if self.numerical else what
        noun = f"{what} card attacks" if self.card_kinds else f"{what} attacks"
        text = f"{subject}{signed(self.amount)} to all {noun}"
        if self.against:
            text += f" against {who_text(self.against)}"
        return text + duration_text(self.duration)


@dataclass(frozen=True, kw_only=True)
class AttackModifier(_Modifier):
    """``+1 to all attacks vs. ...`` / ``Opponent's attacks are -2 ...``."""

    kind: ClassVar[str] = "attack_modifier"
    target_kind: ClassVar[str] = "attack"
    # extension: printed "This character's (Energy) attacks are +2": the owner's attacks (of a
    # power type), said of the attacks; left out of the JSON form when not printed so
    attacks_of: bool | None = field(default=None, metadata={"omit_none": True})
    # extension: the bonus printed "at +1" ("Energy Power cards are at +1"); JSON when printed
    printed_at: bool | None = field(default=None, metadata={"omit_none": True})
    # extension: a group of attacks printed as the subject ("All of your attacks made with Power
    # cards are +2", "All attacks made against this character are -1"): ``who`` whose attacks
    # ("team": the player's own, said "your"; "all_characters": every attack), ``card_kinds``
    # and ``icons`` the cards they are made with, ``against`` whom; JSON when printed so
    attack_group: bool | None = field(default=None, metadata={"omit_none": True})

    def phrase(self) -> str:
        if self.attack_group:
            return self._group_phrase()
        if not self.attacks_of:
            text = super().phrase()
        else:
            kinds = kinds_text(self.card_kinds)
            what = " ".join(
                x for x in (icons_text(self.icons), kinds, "card" if kinds else "") if x
            )
            text = (
                f"{possessive(who_text(self.who))} {what + ' ' if what else ''}attacks are "
                f"{signed(self.amount)}{duration_text(self.duration)}"
            )
        if self.printed_at:
            bonus = f" {signed(self.amount)}"
            return text.replace(f" are{bonus}", f" are at{bonus}", 1)
        return text

    def _group_phrase(self) -> str:
        """ "All of your attacks made with Power cards are +2 for remainder of battle"."""
        if self.who == "all_characters":
            head = "all attacks"
        else:
            whose = "your" if self.who == "team" else possessive(who_text(self.who))
            every = "all of " if self.all_of else ""
            icons = f"{icons_text(self.icons)} " if self.icons and not self.card_kinds else ""
            head = f"{every}{whose} {icons}attacks"
        if self.card_kinds:
            what = " ".join(x for x in (icons_text(self.icons), kinds_text(self.card_kinds)) if x)
            head += f" made with {what} cards"
        if self.against:
            head += f" made against {who_text(self.against)}"
        at = "at " if self.printed_at else ""
        return f"{head} are {at}{signed(self.amount)}{duration_text(self.duration)}"


@dataclass(frozen=True, kw_only=True)
class DefenseModifier(_Modifier):
    """``Target Character -2 to defense for remainder of battle.``"""

    kind: ClassVar[str] = "defense_modifier"
    target_kind: ClassVar[str] = "defense"


@dataclass(frozen=True, kw_only=True)
class DefenseAgainstCards(Clause):
    """``Stryker is +3 to defense against any attack made with a Power card with the same Power
    Type as any Power cards on Stryker's Permanent Record``: a defense bonus that holds only
    against attacks made with some cards.

    ``made_with``: the kinds of the attacking card; ``same_type_as``: whose Permanent Record
    gives the Power Types that count, and ``record_kinds`` the kinds of the cards there.
    """

    kind: ClassVar[str] = "defense_against_cards"
    who: str | None = "self"
    amount: int = 0
    made_with: tuple[str, ...] = ()
    icons: tuple[str, ...] = ()
    same_type_as: str | None = None
    record_kinds: tuple[str, ...] = ()
    duration: Duration = None

    def phrase(self) -> str:
        what = " ".join(x for x in (icons_text(self.icons), kinds_text(self.made_with)) if x)
        text = (
            f"{who_text(self.who)} is {signed(self.amount)} to defense against any attack made "
            f"with a {what + ' ' if what else ''}card"
        )
        if self.same_type_as:
            kinds = kinds_text(self.record_kinds)
            text += (
                f" with the same Power Type as any {kinds + ' ' if kinds else ''}cards on "
                f"{possessive(who_text(self.same_type_as))} Permanent Record"
            )
        return text + duration_text(self.duration)


@dataclass(frozen=True, kw_only=True)
class Bonus(Clause):
    """A universe card's bonus to the card it is played with: ``+3 to Intellect.``"""

    kind: ClassVar[str] = "bonus"
    amount: int = 0
    icons: tuple[str, ...] = ()
    card_kinds: tuple[str, ...] = ()
    who: str | None = None
    filter: str | None = None  # extension: "+1 to any Special cards that contain an icon"
    # extension: the filter typed: only cards that bear a power icon ("that contain an icon")
    any_icon: bool | None = field(default=None, metadata={"omit_none": True})

    def phrase(self) -> str:
        what = " ".join(x for x in (icons_text(self.icons, True), kinds_text(self.card_kinds)) if x)
        if self.filter:
            # "that contain an icon" (any icon at all) is the one filter read as "with an icon"
            filt = "that contain an icon" if self.filter == "with an icon" else self.filter
            return f"{signed(self.amount)} to any {what or 'card'} cards {filt}"
        if self.who:
            return f"{signed(self.amount)} {what} to {who_text(self.who)}"
        return f"{signed(self.amount)} to {what or 'card'}"


@dataclass(frozen=True, kw_only=True)
class DamageModifier(Clause):
    """``If attack succeeds, add +2 to damage.``"""

    kind: ClassVar[str] = "damage_modifier"
    who: str | None = "self"
    amount: int = 0
    duration: Duration = None

    def phrase(self) -> str:
        # the bonus is added to the damage the attack does
        return f"add {signed(self.amount)} to damage{duration_text(self.duration)}"


@dataclass(frozen=True, kw_only=True)
class BonusModifier(Clause):
    """``All Universe card bonuses receive an additional +1 this battle.``"""

    kind: ClassVar[str] = "bonus_modifier"
    who: str | None = None
    card_kinds: tuple[str, ...] = ()
    icons: tuple[str, ...] = ()
    amount: int | None = None
    multiplier: int | None = None
    to_venture: bool = False
    duration: Duration = None
    names: tuple[str, ...] = ()  # extension: "All Black Widow Special cards": whose cards
    # extension: "... Card Bonuses are +0": the bonus becomes this value (None: not printed)
    set_to: int | None = field(default=None, metadata={"omit_none": True})
    # extension: "All of Opponent's ...": every such card of the owner's (None: not printed)
    all_of: bool | None = field(default=None, metadata={"omit_none": True})
    # extension: "Basic Universe cards are an additional +1 when used by Ra's Al Ghul": the
    # bonus the cards give when that character plays them (None: not printed so)
    when_used_by: bool | None = field(default=None, metadata={"omit_none": True})

    def phrase(self) -> str:
        what = " ".join(x for x in (icons_text(self.icons, True), kinds_text(self.card_kinds)) if x)
        if self.when_used_by and self.who and self.amount is not None:
            return (
                f"{what or 'Universe'} cards are an additional {signed(self.amount)} when used "
                f"by {who_text(self.who)}{duration_text(self.duration)}"
            )
        if self.set_to is not None:
            whose = f"{possessive(who_text(self.who))} " if self.who else ""
            every = "all of " if self.all_of and self.who else ""
            return (
                f"{every}{whose}{what or 'card'} card bonuses are {signed(self.set_to)}"
                f"{duration_text(self.duration)}"
            )
        if self.to_venture and self.multiplier == 2 and self.amount is None:
            # the cards' values count twice: "All Storm Special cards are doubled when
            # determining Venture Total this battle"
            names = " ".join(self.names)
            cards = " ".join(x for x in ("all", names, what, "cards") if x)
            return (
                f"{cards} are doubled when determining Venture Total{duration_text(self.duration)}"
            )
        if self.multiplier == 2 and not self.to_venture and self.amount is None:
            if self.icons and self.card_kinds:
                # "all Fighting bonuses from Teamwork cards are doubled"
                icons, kinds = icons_text(self.icons, True), kinds_text(self.card_kinds)
                return (
                    f"all {icons} bonuses from {kinds} cards are doubled"
                    f"{duration_text(self.duration)}"
                )
            return f"{what or 'card'} bonuses are doubled{duration_text(self.duration)}"
        if self.to_venture:
            # the cards' words: "Universe bonus added to Venture Total for this battle"
            return f"{what or 'card'} bonus added to Venture Total{duration_text(self.duration)}"
        if self.multiplier:
            change = f"are multiplied by {self.multiplier}"
        else:
            change = f"receive an additional {signed(self.amount)}"
        whose = ""
        if self.who == "all_characters":
            whose = "all "  # every player's bonuses ("All Universe card bonuses ...")
        elif self.who:
            whose = f"{possessive(who_text(self.who))} "
        return f"{whose}{what or 'card'} bonuses {change}{duration_text(self.duration)}"


@dataclass(frozen=True, kw_only=True)
class AbilityBonus(Clause):
    """``All inherent abilities that have a + to attack receive an additional +1 this
    battle.``: every character's inherent ability whose bonus is to ``target`` (``attack`` /
    ``defense``; None: every inherent ability) gains ``amount`` more."""

    kind: ClassVar[str] = "ability_bonus"
    target: str | None = None
    amount: int = 0
    duration: Duration = None

    def phrase(self) -> str:
        which = f" that have a + to {self.target}" if self.target else ""
        return (
            f"all inherent abilities{which} receive an additional {signed(self.amount)}"
            f"{duration_text(self.duration)}"
        )
