"""Defense: who or what may defend or be attacked, immunity and block rules (avoid, negate
and shift are in ``avoid_negate_shift``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from rules.engine.effects.attack_sets import AttackSet
from rules.engine.effects.base import Clause, Duration, duration_text
from rules.engine.effects.card_filter import CardFilter
from rules.engine.effects.game_words import (
    WHO_KEYWORDS,
    kinds_text,
    possessive,
    who_text,
)
from rules.engine.effects.record_values import SameValueAs


@dataclass(frozen=True, kw_only=True)
class DefenseRestriction(Clause):
    """``May not be defended with a Special card.`` / ``May only be defended by ...``."""

    kind: ClassVar[str] = "defense_restriction"
    forbids: CardFilter = CardFilter()
    only: CardFilter = CardFilter()
    applies_to: str | None = "this_attack"
    duration: Duration = None
    # extension: the attacks ``applies_to`` names when it is a set of attacks, typed
    attack_set: AttackSet | None = field(default=None, metadata={"omit_none": True})
    # extension: whose cards may not defend ("by Opponent's team's Special cards"); left out of
    # JSON when not printed
    defenders_of: str | None = field(default=None, metadata={"omit_none": True})
    # extension: only those cards already in play when the attack is made
    in_play: bool | None = field(default=None, metadata={"omit_none": True})
    # extension: "must be defended": the attack may not go undefended (with ``only`` the cards
    # the defence must use); left out of JSON when not printed
    required: bool | None = field(default=None, metadata={"omit_none": True})

    def phrase(self) -> str:
        if self.forbids and (self.defenders_of or self.in_play):
            return self._owned_phrase()
        if self.required:
            subject = "attack" if self.applies_to in (None, "this_attack") else self.applies_to
            subject = who_text(subject) if subject in WHO_KEYWORDS else subject.replace("_", " ")
            using = f" using {self.only.one_card_text()}" if self.only else ""
            return f"{subject} must be defended{using}{duration_text(self.duration)}"
        # "Attack may only be defended using ...": the card's own attack. "using" is the
        # verb some cards write where others write "by" or "with" (both filler words).
        subject = "attack" if self.applies_to in (None, "this_attack") else self.applies_to
        if subject == "follow_ups":
            subject = "additional attack"  # the follow-up attacks the card grants
        elif subject == "both" and (self.forbids or self.only):
            # "Neither attack may be defended with a Special card": this one and its follow-up
            cards = (self.forbids or self.only).one_card_text()
            how = "may be defended by" if self.forbids else "may be defended only by"
            return f"neither attack {how} {cards}{duration_text(self.duration)}"
        subject = who_text(subject) if subject in WHO_KEYWORDS else subject.replace("_", " ")
        if self.only:
            text = f"{subject} may only be defended using {self.only.one_card_text()}"
        elif self.forbids:
            text = f"{subject} may not be defended using {self.forbids.one_card_text()}"
        else:
            text = f"{subject} may not be defended"
        return text + duration_text(self.duration)

    def _owned_phrase(self) -> str:
        # "The Danger Room team's attacks made with Power cards may not be defended by
        # opponent's team's Special cards already in play"
        subject = self.applies_to or "this_attack"
        subject = who_text(subject) if subject in WHO_KEYWORDS else subject.replace("_", " ")
        if subject == "this_attack":
            subject = "attack"
        whose = f"{possessive(who_text(self.defenders_of))} " if self.defenders_of else ""
        cards = self.forbids.one_card_text().removeprefix("a ").removesuffix(" card")
        in_play = " already in play" if self.in_play else ""
        return (
            f"{subject} may not be defended by {whose}{cards} cards{in_play}"
            f"{duration_text(self.duration)}"
        )


@dataclass(frozen=True, kw_only=True)
class CannotBeAttacked(Clause):
    """``Reyes may not be attacked for remainder of battle.``"""

    kind: ClassVar[str] = "cannot_be_attacked"
    who: str | None = "self"
    except_: tuple[str, ...] = field(default=(), metadata={"json": "except"})
    duration: Duration = None
    by_cards: CardFilter = CardFilter()  # extension: only attacks made with these cards
    # extension: only cards of the same value as cards on a Permanent Record
    same_value_as: SameValueAs | None = field(default=None, metadata={"omit_none": True})

    def phrase(self) -> str:
        exc = f" except by {kinds_text(self.except_)}" if self.except_ else ""
        by = f" by {self.by_cards.cards_text()}" if self.by_cards else ""
        if self.same_value_as is not None:
            by += f" {self.same_value_as.words()}"
        source = self.by_cards.source
        if source and self.by_cards == CardFilter(source=source):
            # "by any card from a Location": any card played from that place
            by = f" by any card from a {source.title()}"
        named = self.by_cards.names()
        kinds = tuple(k for k in named if k != "value<=this card")
        if len(kinds) < len(named):
            # "by a Power card of equal or lesser value": the value of this card or less
            by = f" by a {kinds_text(kinds) or 'Power'} card of equal or lesser value"
        return f"{who_text(self.who)} may not be attacked{by}{exc}{duration_text(self.duration)}"


@dataclass(frozen=True, kw_only=True)
class CannotDefend(Clause):
    """``Target hero may not defend against level 1 or 2 Power cards ...``."""

    kind: ClassVar[str] = "cannot_defend"
    who: str | None = "self"
    against: CardFilter = CardFilter()
    duration: Duration = None
    # extension: "defend with Power Type of Dr. Strange's choice": who picks the barred Power Type
    # (``against`` then holds the "chosen" icon)
    power_type_chosen_by: str | None = field(default=None, metadata={"omit_none": True})

    def phrase(self) -> str:
        what = f" against {self.against.cards_text()}" if self.against else ""
        if self.power_type_chosen_by:
            what = f" with Power Type of {who_text(self.power_type_chosen_by)}'s choice"
        if self.against == CardFilter(kinds=("this_card",)):
            what = " this card"  # "Aquaman may not defend this card": the card in front of him
        return f"{who_text(self.who)} may not defend{what}{duration_text(self.duration)}"

    def joined_phrase(self, following: Clause) -> str | None:
        # "Krakoa may not defend or be KO'd": one subject barred from both
        if (
            following.kind != "cannot_be_kod"
            or self.against
            or (getattr(following, "who", None), getattr(following, "duration", None))
            != (self.who, self.duration)
        ):
            return None
        return f"{who_text(self.who)} may not defend or be KO'd{duration_text(self.duration)}"


@dataclass(frozen=True, kw_only=True)
class Immunity(Clause):
    """``Maverick is not affected by Event cards for remainder of game.``"""

    kind: ClassVar[str] = "immunity"
    who: str | None = "self"
    card_kinds: tuple[str, ...] = ()
    duration: Duration = None
    words: tuple[str, ...] = ()  # extension: cards with these words ("teammate")
    in_play: bool = False  # extension: "already in play": not cards played after it
    # extension: printed as a bar ("May not be affected by ..."): ``"may"``; the same immunity
    # as "is not affected by". Left out of the JSON form when not printed.
    modal: str | None = field(default=None, metadata={"omit_none": True})
    # the attacks ``who`` names when it is a set of attacks ("X-World's Power card attacks")
    attack_set: AttackSet | None = field(default=None, metadata={"omit_none": True})

    def phrase(self) -> str:
        words = " with the word " + " or ".join(f'"{w}"' for w in self.words) if self.words else ""
        who = _IMMUNE.get(self.who or "", who_text(self.who))
        verb = "are" if who.endswith("attacks") else "is"
        if self.modal == "may":
            return (
                f"{who} may not be affected by {kinds_text(self.card_kinds) or 'any'} "
                f"cards{words}{duration_text(self.duration)}"
            )
        already = " already in play" if self.in_play else ""
        return (
            f"{who} {verb} not affected by {kinds_text(self.card_kinds) or 'any'} "
            f"cards{words}{already}{duration_text(self.duration)}"
        )


# What is immune, beyond characters: the card's own attack ("Attack is not affected by ...").
_IMMUNE = {"this_attack": "attack", "this_card": "this card"}


@dataclass(frozen=True, kw_only=True)
class BlockRule(Clause):
    """How an attack must be blocked: ``May be blocked as a whole or in parts.`` /
    ``Power card must be blocked twice.`` / ``Opponent must guess defense.``

    ``rule`` is ``whole_or_parts``, ``twice``, ``guess`` or ``cannot`` ("All level 1 Power
    card attacks cannot be blocked this battle": no block, though they may still be avoided).
    """

    kind: ClassVar[str] = "block_rule"
    rule: str = "whole_or_parts"
    who: str | None = None
    card_kinds: tuple[str, ...] = ()
    # extension (``cannot``): the attacks that cannot be blocked, and for how long
    applies_to: str | None = field(default=None, metadata={"omit_none": True})
    duration: Duration = field(default=None, metadata={"omit_none": True})
    # the attacks ``applies_to`` names when it is a set of attacks, typed
    attack_set: AttackSet | None = field(default=None, metadata={"omit_none": True})

    def phrase(self) -> str:
        if self.rule == "cannot":
            subject = self.applies_to or "this_attack"
            what = "attack" if subject == "this_attack" else subject.replace("_", " ")
            return f"{what} cannot be blocked{duration_text(self.duration)}"
        if self.rule == "twice":
            what = kinds_text(self.card_kinds) or "this"
            return f"{what} card must be blocked twice"
        if self.rule == "guess":
            return f"{who_text(self.who or 'opponent')} must guess defense"
        return "may be blocked as a whole or in parts"


@dataclass(frozen=True, kw_only=True)
class DefenderRestriction(Clause):
    """``Cannot be defended by a male hero.``: who may not defend this attack."""

    kind: ClassVar[str] = "defender_restriction"
    forbids: tuple[str, ...] = ()

    def phrase(self) -> str:
        return "may not be defended by " + " or ".join(f.replace("_", " ") for f in self.forbids)
