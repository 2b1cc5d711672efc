"""What attacks must, may not or may also be made: obligations, bars, bonus attacks, follow-ups, options, targets and attacks after a concession."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from rules.engine.effects.base import Clause, Duration, duration_text
from rules.engine.effects.card_filter import card_filter_from_json
from rules.engine.effects.game_words import (
    count_text,
    icons_text,
    kinds_text,
    pile_text,
    possessive,
    signed,
    who_text,
)


@dataclass(frozen=True, kw_only=True)
class MustAttack(Clause):
    """``Opponent must attack ...``: attacks must go to ``who``."""

    kind: ClassVar[str] = "must_attack"
    who: str | None = "self"
    by: str | None = "opponent"
    except_: tuple[str, ...] = field(default=(), metadata={"json": "except"})
    icons: tuple[str, ...] = ()
    duration: Duration = None
    # extension: "All attacks from each Teamwork card must be made against the same front line
    # character": the card kinds whose attacks, card by card, must all go to one character
    per_card: tuple[str, ...] | None = field(default=None, metadata={"omit_none": True})

    def phrase(self) -> str:
        what = f"{icons_text(self.icons, True)} " if self.icons else ""
        if self.per_card and self.by == "both_players" and not self.icons:
            return (
                f"all attacks from each {kinds_text(self.per_card)} card must be made against "
                f"{who_text(self.who)}{duration_text(self.duration)}"
            )
        if self.icons and self.by == "both_players":
            # every player's attacks: "All attacks with an Energy icon must be made ..."
            article = "an" if what[:1] in "AEIOU" else "a"
            return (
                f"all attacks with {article} {what}icon must be made against "
                f"{who_text(self.who)}{duration_text(self.duration)}"
            )
        return (
            f"all {what}attacks by {who_text(self.by)} must be made against "
            f"{who_text(self.who)}{duration_text(self.duration)}"
        )


@dataclass(frozen=True, kw_only=True)
class CannotAttack(Clause):
    """``Target Character may not attack for remainder of battle.``"""

    kind: ClassVar[str] = "cannot_attack"
    who: str | None = "self"
    card_kinds: tuple[str, ...] = ()
    duration: Duration = None
    against: str | None = None  # extension: "may not attack Poison Ivy"
    unless_attacked: bool = False  # extension: "... unless she attacks him/her first"
    # extension: "may not make attacks (against X)": the bar printed with "make attacks";
    # left out of JSON when not printed
    made: bool | None = field(default=None, metadata={"omit_none": True})

    def joined_phrase(self, following: Clause) -> str | None:
        # "Supergirl may not attack or be attacked for remainder of battle."; "... with Basic
        # Universe cards": the same cards barred from both
        if following.kind != "cannot_be_attacked" or self.against or self.unless_attacked:
            return None
        same = (getattr(following, "who", None), getattr(following, "duration", None))
        if same != (self.who, self.duration) or following.except_:
            return None
        if following.by_cards != card_filter_from_json(self.card_kinds):
            return None
        what = f" with {kinds_text(self.card_kinds)} cards" if self.card_kinds else ""
        return (
            f"{who_text(self.who)} may not attack or be attacked{what}"
            f"{duration_text(self.duration)}"
        )

    def phrase(self) -> str:
        what = f" with {kinds_text(self.card_kinds)} cards" if self.card_kinds else ""
        whom = f" {who_text(self.against)}" if self.against else ""
        if self.made and not (self.card_kinds or self.unless_attacked):
            # "Opponent may not make attacks against teammate this battle"
            whom = f" against {who_text(self.against)}" if self.against else ""
            return f"{who_text(self.who)} may not make attacks{whom}{duration_text(self.duration)}"
        if self.who == "teammate" and self.self_name:
            # "Witchblade's teammates may not attack": the teammates of the character named
            return (
                f"{possessive(self.self_name)} teammates may not attack{whom}{what}"
                f"{duration_text(self.duration)}"
            )
        unless = f" unless {who_text(self.against)} attacks first" if self.unless_attacked else ""
        return (
            f"{who_text(self.who)} may not attack{whom}{what}{duration_text(self.duration)}{unless}"
        )


@dataclass(frozen=True, kw_only=True)
class BonusAttacks(Clause):
    """``Azrael may make 2 Power card attacks at +2 each``: attacks with a bonus each."""

    kind: ClassVar[str] = "bonus_attacks"
    who: str | None = "self"
    count: int | str | None = 1
    card_kinds: tuple[str, ...] = ()
    icons: tuple[str, ...] = ()
    amount: int = 0
    additional: bool = False  # extension: "2 additional attacks at +2", after the card's own

    def phrase(self) -> str:
        what = " ".join(x for x in (icons_text(self.icons, True), kinds_text(self.card_kinds)) if x)
        n = count_text(self.count) or "1"
        plural = "s" if self.count != 1 else ""
        each = " each" if self.count != 1 else ""
        extra = "additional " if self.additional else ""
        return (
            f"{who_text(self.who)} may make {n} {extra}{what + ' card ' if what else ''}"
            f"attack{plural} at {signed(self.amount)}{each}"
        )


@dataclass(frozen=True, kw_only=True)
class FollowUpAttack(Clause):
    """``Mole Man may make 1 follow-up attack after Mole Man plays a Universe: Teamwork card``
    / ``Target Character may not make any follow up attacks from Teamwork or Special cards``.

    ``allowed`` is False for the prohibition; ``card_kinds`` are the cards the follow-up
    attacks come from; ``after`` is the play that grants them.
    """

    kind: ClassVar[str] = "follow_up_attack"
    who: str | None = "self"
    count: int | str | None = 1
    allowed: bool = True
    card_kinds: tuple[str, ...] = ()
    after: str | None = None
    duration: Duration = None
    # extensions, each left out of the JSON form when not printed: the card whose attack the
    # follow-up follows ("to any Universe: Teamwork card", "follow up a Teamwork card"), whose
    # card it is ("any teammate's Teamwork card attack"), and the card the follow-up is made
    # with ("with a level 1 Intellect Power card"; ``with_any``: "with any Power card";
    # ``any_power_type``: ", regardless of Power Type")
    follows: tuple[str, ...] | None = field(default=None, metadata={"omit_none": True})
    follows_owner: str | None = field(default=None, metadata={"omit_none": True})
    with_kinds: tuple[str, ...] | None = field(default=None, metadata={"omit_none": True})
    with_icons: tuple[str, ...] | None = field(default=None, metadata={"omit_none": True})
    with_level: int | None = field(default=None, metadata={"omit_none": True})
    with_any: bool | None = field(default=None, metadata={"omit_none": True})
    any_power_type: bool | None = field(default=None, metadata={"omit_none": True})
    # extension: "after Killrazor plays a Universe: Teamwork card": the follow-ups come after
    # ``follows_owner``'s own play of a ``follows`` card (typed; left out when not printed)
    follows_played: bool | None = field(default=None, metadata={"omit_none": True})

    def phrase(self) -> str:
        if not self.allowed:
            src = f" from {kinds_text(self.card_kinds)} cards" if self.card_kinds else ""
            return (
                f"{who_text(self.who)} may not make any follow-up attacks{src}"
                f"{duration_text(self.duration)}"
            )
        if self.with_kinds is not None:
            return self._follow_with()
        if self.follows_played and self.follows and self.follows_owner:
            n = count_text(self.count) or "1"
            return (
                f"{who_text(self.who)} may make {n} follow-up attack"
                f"{'s' if self.count != 1 else ''} after {who_text(self.follows_owner)} plays a"
                f" {kinds_text(self.follows, ' ')} card{duration_text(self.duration)}"
            )
        if self.count == "one_or_both" or self.follows:
            n = _FOLLOW_COUNTS.get(str(self.count), count_text(self.count))
            to = f" to any {kinds_text(self.follows or ())} card" if self.follows else ""
            return (
                f"{who_text(self.who)} may make {n} follow-up attacks{to}"
                f"{duration_text(self.duration)}"
            )
        n = count_text(self.count) or "1"
        after = f" after {self.after}" if self.after else ""
        return (
            f"{who_text(self.who)} may make {n} follow-up attack{'s' if self.count != 1 else ''}"
            f"{after}{duration_text(self.duration)}"
        )

    def _follow_with(self) -> str:
        """ "may follow up a Universe: Teamwork card with any Power card, regardless of Power
        Type", "may follow up any teammate's Teamwork card attack with a level 1 Intellect
        Power card" """
        kinds = kinds_text(self.follows or ())
        if self.follows_owner:
            followed = f"any {possessive(who_text(self.follows_owner))} {kinds} card attack"
        else:
            followed = f"a {kinds} card"
        level = f"level {self.with_level} " if self.with_level is not None else ""
        what = " ".join(
            x for x in (icons_text(self.with_icons or ()), kinds_text(self.with_kinds or ())) if x
        )
        card = f"{'any' if self.with_any else 'a'} {level}{what} card"
        regardless = ", regardless of Power Type" if self.any_power_type else ""
        return (
            f"{who_text(self.who)} may follow up {followed} with {card}{regardless}"
            f"{duration_text(self.duration)}"
        )


def attack_with_phrase(permission: Clause) -> str | None:
    """ "Bullseye may attack with any Special cards or Power cards in Hand": the cards a
    character may attack with and the pile they are in; "may play any card Placed to any Front
    Line character": the cards placed on a character (said "to", as cards print it, which keeps
    the word of "Placed to" and of "Placed on"); ``None`` for other permissions."""
    p: Any = permission
    if p.action == "play" and p.placed_on and not (p.names or p.owner or p.filters or p.source):
        what = " ".join(x for x in (icons_text(p.icons, True), kinds_text(p.card_kinds)) if x)
        n = "any" if p.count is None else count_text(p.count)
        noun = "card" if p.count in (None, 1) else "cards"
        return (
            f"{who_text(p.who)} may play {n} {what + ' ' if what else ''}{noun} Placed to "
            f"{who_text(p.placed_on)}{duration_text(p.duration)}"
        )
    if p.action != "attack_with" or not p.source or p.names or p.owner or p.filters:
        return None
    if p.count is not None or not (p.card_kinds or p.icons):
        return None
    what = " ".join(x for x in (icons_text(p.icons, True), kinds_text(p.card_kinds)) if x)
    return (
        f"{who_text(p.who)} may attack with any {what} cards in {pile_text(p.source)}"
        f"{duration_text(p.duration)}"
    )


# Counts of follow-ups printed in words: "one or both" (of the two a Teamwork card grants).
_FOLLOW_COUNTS = {"one_or_both": "one or both"}


@dataclass(frozen=True, kw_only=True)
class Repeat(Clause):
    """``Repeat until Thunderbird is KO'd or all Hits are on Thunderbird.``"""

    kind: ClassVar[str] = "repeat"
    until: str = ""

    def phrase(self) -> str:
        return f"repeat until {self.until}"


@dataclass(frozen=True, kw_only=True)
class AttackOption(Clause):
    """One way to attack, usually one of a ``choice``: ``3 attacks at +1 each``."""

    kind: ClassVar[str] = "attack_option"
    who: str | None = "self"
    count: int | str | None = 1
    additional: bool = False
    card_kinds: tuple[str, ...] = ()
    icons: tuple[str, ...] = ()
    bonus: int | None = None

    def phrase(self) -> str:
        return f"{who_text(self.who)} may make {self.option_text()}"

    def option_text(self) -> str:
        """The attacks without their maker: ``2 additional Power card attacks at +1 each``."""
        what = " ".join(x for x in (icons_text(self.icons, True), kinds_text(self.card_kinds)) if x)
        if self.card_kinds:
            what += " card"  # "1 Power card attack at +3", as the cards print it
        n = count_text(self.count) or "1"
        plural = "s" if self.count != 1 else ""
        extra = "additional " if self.additional else ""
        text = f"{n} {extra}{what + ' ' if what else ''}attack{plural}"
        if self.bonus is not None:
            text += f" at {signed(self.bonus)}" + (" each" if self.count != 1 else "")
        return text


def attack_options_phrase(options: tuple[AttackOption, ...]) -> str | None:
    """ "Doctor Doom may make 4 attacks, 3 attacks at +1 each, ..., or 1 attack at +3": the
    ways one character may attack, in one sentence; ``None`` unless every option is one."""
    if len(options) < 2 or not all(isinstance(o, AttackOption) for o in options):
        return None
    if len({o.who for o in options}) != 1:
        return None
    parts = []
    for o in options:
        what = " ".join(x for x in (icons_text(o.icons, True), kinds_text(o.card_kinds)) if x)
        many = o.count != 1
        text = f"{count_text(o.count) or '1'} {'additional ' if o.additional else ''}"
        text += f"{what + ' card ' if what else ''}attack{'s' if many else ''}"
        if o.bonus is not None:
            text += f" at {signed(o.bonus)}" + (" each" if many else "")
        parts.append(text)
    return f"{who_text(options[0].who)} may make {', '.join(parts[:-1])}, or {parts[-1]}"


@dataclass(frozen=True, kw_only=True)
class TargetedAttack(Clause):
    """Who may (not) attack whom: ``Target opponent may not attack Rogue ... unless she
    attacks him first.`` / ``Post may attack any front line teammate using ...``."""

    kind: ClassVar[str] = "targeted_attack"
    who: str | None = "self"
    target: str | None = None
    allowed: bool = False
    using: str | None = None
    unless: str | None = None
    duration: Duration = None
    # extension: "unless Violator attacks him first": the attacked character named in the
    # "unless" (not a pronoun); left out of the JSON form when not printed
    unless_named: bool | None = field(default=None, metadata={"omit_none": True})

    def phrase(self) -> str:
        verb = "may" if self.allowed else "may not"
        text = f"{who_text(self.who)} {verb} attack"
        if self.target == "teammate" and self.allowed:
            # only Front Line characters are attacked: any of the attacker's own there
            text += " any Front Line teammate"
        elif self.target:
            text += f" {who_text(self.target)}"
        if self.using:
            text += f" using {self.using}"
        text += duration_text(self.duration)
        if self.unless == "attacked_first_by_them" and self.unless_named and self.target:
            text += f" unless {who_text(self.target)} attacks them first"
        elif self.unless == "attacked_first_by_them":
            # "unless she attacks him/her first": the attacked character attacks first
            text += " unless they attack them first"
        elif self.unless:
            text += f" unless {self.unless.replace('_', ' ')}"
        return text


@dataclass(frozen=True, kw_only=True)
class ContinueFighting(Clause):
    """``When KO'd, Phoenix may continue to fight and is not discarded until end of battle.``"""

    kind: ClassVar[str] = "continue_fighting"
    who: str | None = "self"
    duration: Duration = None

    def phrase(self) -> str:
        return (
            f"{who_text(self.who)} may continue to fight and is not discarded"
            f"{duration_text(self.duration)}"
        )


@dataclass(frozen=True, kw_only=True)
class ContinueAttacking(Clause):
    """``If successful, The Darkness may continue to attack while in Reserve.``: a character
    played from the Reserve goes on attacking from there."""

    kind: ClassVar[str] = "continue_attacking"
    who: str | None = "self"
    while_in: str = "reserve"
    duration: Duration = None

    def phrase(self) -> str:
        return (
            f"{who_text(self.who)} may continue to attack while in Reserve"
            f"{duration_text(self.duration)}"
        )


@dataclass(frozen=True, kw_only=True)
class AttackAfterConcede(Clause):
    """``Teammate may make 1 attack after Opponent has conceded the battle.``: an attack
    made once ``by`` (the side that conceded) has conceded; the defender may still defend
    when the card says so (a clause of its own)."""

    kind: ClassVar[str] = "attack_after_concede"
    who: str | None = "self"
    count: int | str | None = 1
    by: str | None = "opponent"

    def phrase(self) -> str:
        n = count_text(self.count)
        return (
            f"{who_text(self.who)} may make {n} attack{'s' if self.count != 1 else ''} after "
            f"{who_text(self.by)} has conceded the battle"
        )
