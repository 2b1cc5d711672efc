"""Avoid, negate and shift: attacks avoided, cards negated, attacks moved to another
character, and the bars on moving them."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from rules.engine.effects.base import Clause, Duration, duration_text
from rules.engine.effects.game_words import count_text, icons_text, kinds_text, who_text


def value_bounds_text(low: int | None, high: int | None) -> str:
    """ "of 4 or less", "of 5 or more", or both bounds as the levels they span ("level 6
    through 8")."""
    if low is not None and high is not None:
        return f" level {low} through {high}"
    if high is not None:
        return f" of {high} or less"
    return f" of {low} or more" if low is not None else ""


@dataclass(frozen=True, kw_only=True)
class Avoid(Clause):
    """``Captain Mar-Vell or teammate may avoid 1 attack of 9 or less.``"""

    kind: ClassVar[str] = "avoid"
    who: str | None = "self"
    count: int | str | None = 1
    max_value: int | None = None
    min_value: int | None = None
    icons: tuple[str, ...] = ()
    card_kinds: tuple[str, ...] = ()
    duration: Duration = None
    double: bool = False  # extension: "avoid all attacks ... in a double shot"
    numerical: bool = False  # extension: "any numerical attack": one that has a value
    # extension: "1 attack that contains an Intellect icon": the icons are on the attacking
    # card (any of its icons), not the attack's power type
    by_icon: bool = False
    # extension: "all attacks from 1 Teamwork card": the attacks that many cards make
    from_cards: int | None = None
    # extension: "Avoid 1 attack made against this character": ``who`` named as the one the
    # attacks are made against (printed after them); left out of JSON when not printed so
    made_against: bool | None = field(default=None, metadata={"omit_none": True})
    # extension: "avoid attacks made by this character": only the attacks that character
    # makes; left out of JSON when not printed
    made_by: str | None = field(default=None, metadata={"omit_none": True})

    def phrase(self) -> str:
        n = count_text(self.count)
        if self.count == 1:
            n = "any 1"  # one attack, whichever the defender picks
        if self.by_icon or self.from_cards is not None:
            return self._phrase_source(n)
        if self.made_against:
            text = self._phrase_plain(n).split(" may ", 1)[1]
            dur = duration_text(self.duration)
            text = text.removesuffix(dur) if dur else text
            return f"{text} made against {who_text(self.who)}{dur}"
        return self._phrase_plain(n)

    def _phrase_plain(self, n: str) -> str:
        icons = icons_text(self.icons, True)
        what = " ".join(x for x in ("numerical" if self.numerical else "", icons) if x)
        noun = "attacks" if self.count not in (1, None) else "attack"
        text = f"{who_text(self.who)} may avoid {n + ' ' if n else ''}{what + ' ' if what else ''}{noun}"
        if self.card_kinds:
            # "any attack made with a Power card"
            one = self.count in (1, None)
            kinds = kinds_text(self.card_kinds)
            text += f" made with {'a ' if one else ''}{kinds} card{'' if one else 's'}"
        if self.made_by:
            text += f" made by {who_text(self.made_by)}"
        return (
            text + value_bounds_text(self.min_value, self.max_value) + duration_text(self.duration)
        )

    def _phrase_source(self, n: str) -> str:
        """ "may avoid any 1 attack that contains an Intellect icon", "may avoid all attacks
        from 1 Universe: Teamwork card" """
        many = self.count not in (1, None)
        text = f"{who_text(self.who)} may avoid {n} attack{'s' if many else ''}"
        if self.by_icon:
            icons = icons_text(self.icons, True)
            article = "an" if icons[:1] in "AEIOU" else "a"
            text += f" that {'contain' if many else 'contains'} {article} {icons} icon"
        if self.from_cards is not None:
            kinds = kinds_text(self.card_kinds) or "Power"
            plural = "s" if self.from_cards != 1 else ""
            text += f" from {self.from_cards} {kinds} card{plural}"
        if self.max_value is not None:
            text += f" of {self.max_value} or less"
        return text + duration_text(self.duration)


@dataclass(frozen=True, kw_only=True)
class Negate(Clause):
    """``Negates the effect of any 1 Special card played by opponent.``"""

    kind: ClassVar[str] = "negate"
    count: int | str | None = 1
    card_kinds: tuple[str, ...] = ("special",)
    icons: tuple[str, ...] = ()
    by: str | None = None
    against: str | None = None
    max_value: int | None = None
    words: tuple[str, ...] = ()
    duration: Duration = None
    against_only: bool = False  # extension: "played ... against Longshot only": at them alone
    # extension: "any 1 Universe card played against this character": ``against`` printed after
    # the word "played"; left out of JSON when not printed so
    played_against: bool | None = field(default=None, metadata={"omit_none": True})

    def phrase(self) -> str:
        n = count_text(self.count)
        what = " ".join(x for x in (icons_text(self.icons, True), kinds_text(self.card_kinds)) if x)
        many = self.count not in (1, None)
        cards = f"{what + ' ' if what else ''}card{'s' if many else ''}"
        quant = "all" if n == "all" else ("any " + n if n else "any")
        text = f"negates the effect of {quant} {cards}"
        if self.words:
            text += " with the word " + " or ".join(f'"{w}"' for w in self.words)
        if self.max_value is not None:
            text += f" of {self.max_value} or less"
        if self.by:
            text += f" played by {who_text(self.by)}"
        if self.against:
            played = "played " if self.played_against else ""
            only = " only" if self.against_only else ""
            text += f" {played}against {who_text(self.against)}{only}"
        return text + duration_text(self.duration)


@dataclass(frozen=True, kw_only=True)
class Shift(Clause):
    """``Attack made on Front Line Character is now made on any other ..., who may defend.``"""

    kind: ClassVar[str] = "shift"
    from_: str | None = field(default="self", metadata={"json": "from"})
    to: str | None = "any_character"
    may_defend: bool = True
    double: bool = False
    count: int | str | None = 1
    max_value: int | None = None
    duration: Duration = None
    optional: bool = False  # extension: "may be moved to": the defending player may move it
    chosen: bool = False  # extension: "teammate of his choice": the player picks which
    # extension: printed as the verb "move" with its preposition ("to move any attack made on
    # X onto Y": ``onto``); None when printed as "is now made on"
    moved: str | None = field(default=None, metadata={"omit_none": True})
    # extension: ", who must defend": the character the attack goes to may not let it through;
    # left out of JSON when not printed
    must_defend: bool | None = field(default=None, metadata={"omit_none": True})
    # extension: printed "must be moved to": the shift is not optional (ruled as "is now made
    # on"), in the card's words; left out of JSON when not printed
    must_move: bool | None = field(default=None, metadata={"omit_none": True})
    # extension: 'attacks made on X, including "Mutant Hound," may be moved to Y': the card
    # named whose attacks move too; left out of JSON when not printed
    including: tuple[str, ...] | None = field(default=None, metadata={"omit_none": True})
    # extension: printed with the verb "shift" ("Shift 1 attack made against this character to
    # any teammate"): the card's player moves it; left out of JSON when not printed so
    shifted: bool | None = field(default=None, metadata={"omit_none": True})
    # extension: "Shift any 1 Power card attack": the kinds and power types of the attacks
    # moved; left out of JSON when not printed
    attack_kinds: tuple[str, ...] | None = field(default=None, metadata={"omit_none": True})
    attack_icons: tuple[str, ...] | None = field(default=None, metadata={"omit_none": True})
    # extension: "Shift any 1 attack": the count printed after "any" (the player picks which
    # attack); left out of JSON when not printed
    any_count: bool | None = field(default=None, metadata={"omit_none": True})

    def phrase(self) -> str:
        limit = f" of {self.max_value} or less" if self.max_value is not None else ""
        if self.shifted:
            n = ("any " if self.any_count else "") + (count_text(self.count) or "1")
            noun = "attack" if self.count == 1 else "attacks"
            kinds = kinds_text(self.attack_kinds or ())
            what = " ".join(
                x
                for x in (icons_text(self.attack_icons or (), True), kinds, "card" if kinds else "")
                if x
            )
            return (
                f"shift {n} {what + ' ' if what else ''}{noun}{limit} made against "
                f"{who_text(self.from_)} to {who_text(self.to)}{duration_text(self.duration)}"
            )
        if self.moved:
            attack = "any attack" if self.count not in (1, None) else "attack"
            return (
                f"move {attack}{limit} made on {who_text(self.from_)} {self.moved} "
                f"{who_text(self.to)}{duration_text(self.duration)}"
            )
        to = who_text(self.to)
        if self.to in ("front_line", "any_front_line"):
            # never the character the attack was made on
            to = f"any other {who_text('front_line')}"
        if self.chosen:
            to += " of their choice"
        source = who_text(self.from_)
        if self.optional or self.must_move:
            # "For remainder of game, any attack made on Nick Fury may be moved to LMD"
            lead = f"{duration_text(self.duration).strip()}, " if self.duration else ""
            modal = "must" if self.must_move else "may"
            named = "".join(f', including "{n},"' for n in self.including or ())
            text = f"{lead}any attack{limit} made on {source}{named} {modal} be moved to {to}"
        else:
            many = self.count not in (1, None)
            subject = (
                f"{'double shift: ' if self.double else ''}{'all attacks' if many else 'attack'}"
            )
            text = f"{subject}{limit} made on {source} {'are' if many else 'is'} now made on {to}"
        if self.must_defend:
            text += ", who must defend"
        else:
            text += ", who may defend" if self.may_defend else ", who may not defend"
        return text + ("" if self.optional or self.must_move else duration_text(self.duration))


@dataclass(frozen=True, kw_only=True)
class NoShift(Clause):
    """``Attacks made with Energy Power cards may not be moved or shifted from Target ...``."""

    kind: ClassVar[str] = "no_shift"
    who: str | None = "target"
    card_kinds: tuple[str, ...] = ()
    icons: tuple[str, ...] = ()
    duration: Duration = None
    by: str | None = None  # extension: "any Strength attack made by Fairchild"
    # extension: "... may not be moved to any of Target's teammates": only moves onto them are
    # barred; ``including`` names cards whose attacks are barred too ("Mutant Hound")
    to: str | None = None
    including: tuple[str, ...] = ()

    # extension: "No attacks may be moved from the target character to another character":
    # the bar printed as a rule on every player
    every_player: bool = False

    def phrase(self) -> str:
        what = " ".join(x for x in (icons_text(self.icons, True), kinds_text(self.card_kinds)) if x)
        if self.to:
            including = "".join(f', including "{n},"' for n in self.including)
            return (
                f"attacks made on {who_text(self.who)}{including} may not be moved to "
                f"{who_text(self.to)}{duration_text(self.duration)}"
            )
        if self.every_player and not (what or self.by):
            return (
                f"no attacks may be moved from {who_text(self.who)} to another character"
                f"{duration_text(self.duration)}"
            )
        if self.by:
            return (
                f"any {what + ' ' if what else ''}attack made by {who_text(self.by)} may not be"
                f" moved from {who_text(self.who)}{duration_text(self.duration)}"
            )
        made = f" made with {what} cards" if what else ""
        return (
            f"attacks{made} may not be moved or shifted from {who_text(self.who)}"
            f"{duration_text(self.duration)}"
        )
