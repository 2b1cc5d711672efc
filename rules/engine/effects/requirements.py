"""Terms a card sets on its own play: requirements, disciplines, costs, exclusive actions, lost abilities and deck points."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from rules.engine.effects.base import Clause, Duration, duration_text, verb_phrase_of
from rules.engine.effects.game_words import icons_text, kinds_text, possessive, who_text
from rules.engine.effects.naming import inner_text


def phase_text(phase: str) -> str:
    """A phase of the battle in the game's words: ``draw_phase`` is "Draw Phase"."""
    return phase.replace("_", " ").title()


@dataclass(frozen=True, kw_only=True)
class Requirement(Clause):
    """A cost or requirement to use the card: ``Cost/Action: 6 Intellect to Use.``"""

    kind: ClassVar[str] = "requirement"
    who: str | None = "self"
    icons: tuple[str, ...] = ()
    value: int | None = None
    compare: str = ">="

    def phrase(self) -> str:
        if self.who == "self" and self.compare == ">=" and self.value is not None:
            # The card's own wording of its cost: the using character needs that rating.
            return f"Cost/Action: {self.value} {icons_text(self.icons, True)} to use"
        cmp = "or more" if self.compare == ">=" else "or less"
        return (
            f"requires {who_text(self.who)} with {icons_text(self.icons, True)} {self.value} {cmp}"
        )


@dataclass(frozen=True, kw_only=True)
class PlayRequirement(Clause):
    """``May only be played if Grifter has Hits totaling 15 or more in his Permanent
    Record.``: the card is played only while ``holder`` has at least ``min_hits`` points of
    Hits in its Permanent Record."""

    kind: ClassVar[str] = "play_requirement"
    holder: str | None = "self"
    min_hits: int = 0

    def phrase(self) -> str:
        return (
            f"may only be played if {who_text(self.holder)} has Hits totaling {self.min_hits} "
            "or more in his Permanent Record"
        )


# Disciplines the card leaves open, in its words.
_OPTIONAL_WORDS: dict[str, str] = {
    "affects_venture_total": "may affect Venture Total",
    "affected_cards_not_discarded": "affected{kinds} cards do not have to be discarded",
}


@dataclass(frozen=True, kw_only=True)
class NotOfKind(Clause):
    """``May not be a "One Per Deck".``: the card just chosen or found may not be of these
    kinds or qualities (``card_kinds``, in the game's kind words)."""

    kind: ClassVar[str] = "not_of_kind"
    card_kinds: tuple[str, ...] = ()

    def phrase(self) -> str:
        return f"may not be a {kinds_text(self.card_kinds, ' ')} card"


@dataclass(frozen=True, kw_only=True)
class Discipline(Clause):
    """How a card must be handled after use: ``Discard this card after use.``."""

    kind: ClassVar[str] = "discipline"
    action: str = "discard_after_use"
    # extension: the kinds of the cards concerned ("Affected Power cards are not discarded")
    card_kinds: tuple[str, ...] = ()
    # extension: whose cards ("Opponent's Mission cards can advance as normal")
    who: str | None = field(default=None, metadata={"omit_none": True})
    # extension: the card leaves it open ("May affect Venture Total", "Affected cards do not
    # have to be discarded"); left out of JSON when not printed
    optional: bool | None = field(default=None, metadata={"omit_none": True})

    # Handling notes in the card's own words, where the action's name is not already them.
    WORDS: ClassVar[dict[str, str]] = {
        "discard_after_use": "discard this card after use",
        "no_duplicates": "may not be a duplicate",
        "duplicates_allowed": "may be duplicates",
        "keep_duplicates": "may keep duplicates",
        "no_keep_duplicates": "may not keep duplicates",
        "bonus_not_applied_to_damage_or_venture": "bonus not applied to damage or Venture Total",
        "affected_cards_not_discarded": "affected cards are not discarded",
        "choice_of:opponent": "cards chosen by opponent",
        "normal_discard_rules": "normal discard rules apply",
        "does_not_affect_power_grids": "does not affect Power Grids",
        "choice_may_change_each_battle": "may change each battle",
        # the event itself, as printed: "Card is discarded if it will end game."
        "discarded_if_it_would_end_game": "card is discarded if it will end game",
        "may_not_be_avoided": "attack may not be avoided",  # the card's own attack
        # the card's own attack kept on the character it is made against
        "may_not_be_shifted": "attack may not be shifted",
        "may_not_be_moved": "attack may not be moved",
    }

    def phrase(self) -> str:
        chooser, before, phase = self.action.removeprefix("choice_of:").partition("_before_")
        if self.action.startswith("choice_of:") and before and phase.endswith("_phase"):
            # "Teammate's choice before Draw Phase": who chooses, and by when
            return f"{possessive(who_text(chooser))} choice before {phase_text(phase)}"
        if self.action == "missions_advance_as_normal" and self.who:
            return f"{possessive(who_text(self.who))} Mission cards can advance as normal"
        if self.optional and self.action in _OPTIONAL_WORDS:
            kinds = f" {kinds_text(self.card_kinds)}" if self.card_kinds else ""
            return _OPTIONAL_WORDS[self.action].format(kinds=kinds)
        if self.action == "may_not_be_negated" and self.card_kinds == ("special",):
            return "this Special may not be negated"
        if self.action == "may_not_be_avoided" and self.card_kinds:
            # "Attack may not be avoided by Special cards": the cards barred from avoiding it
            return f"attack may not be avoided by {kinds_text(self.card_kinds)} cards"
        if self.action == "no_duplicates" and self.card_kinds:
            return f"{kinds_text(self.card_kinds)} cards may not be duplicates"
        if self.action == "discarded_if_it_would_end_game" and self.card_kinds == ("event",):
            return "event is discarded if it will end game"
        if self.action == "affected_cards_not_discarded" and self.card_kinds:
            return f"affected {kinds_text(self.card_kinds)} cards are not discarded"
        return self.WORDS.get(self.action) or self.action.replace("_", " ")

    def joined_phrase(self, following: Clause) -> str | None:
        # "Continue this battle with no venture, and no conceding."
        if (
            self.action == "no_venturing_this_battle"
            and following.kind == "concede"
            and getattr(following, "allowed", True) is False
            and not getattr(following, "returns_ventured", False)
        ):
            return "continue this battle with no venture, and no conceding"
        return None


@dataclass(frozen=True, kw_only=True)
class Exclusive(Clause):
    """``Only Mole Man and Target Character may attack, be attacked, or defend this battle.``"""

    kind: ClassVar[str] = "exclusive"
    who: tuple[str, ...] = ()
    actions: tuple[str, ...] = ("attack", "be_attacked", "defend")
    duration: Duration = None

    def phrase(self) -> str:
        names = " and ".join(who_text(w) for w in self.who)
        acts = [a.replace("_", " ") for a in self.actions]
        # "attack or defend", "attack, be attacked, or defend": any one of them
        text = " or ".join(acts) if len(acts) < 3 else ", ".join(acts[:-1]) + f", or {acts[-1]}"
        return f"only {names} may {text}{duration_text(self.duration)}"


@dataclass(frozen=True, kw_only=True)
class LoseAbility(Clause):
    """``Target Character loses Inherent Ability and is considered to have no Inherent
    Ability for remainder of battle.``"""

    kind: ClassVar[str] = "lose_ability"
    who: str | None = "target"
    duration: Duration = None

    def phrase(self) -> str:
        return (
            f"{who_text(self.who)} loses Inherent Ability and is considered to have no "
            f"Inherent Ability{duration_text(self.duration)}"
        )


@dataclass(frozen=True, kw_only=True)
class UseRestriction(Clause):
    """``May not be used to avoid a numerical attack, or remove a numerical hit.``"""

    kind: ClassVar[str] = "use_restriction"
    forbids: tuple[str, ...] = ()

    def phrase(self) -> str:
        return "may not be used to " + ", or ".join(f.replace("_", " ") for f in self.forbids)


@dataclass(frozen=True, kw_only=True)
class CopySpecial(Clause):
    """``This Special acts identical to any Special currently on the table.``"""

    kind: ClassVar[str] = "copy_special"
    card_kinds: tuple[str, ...] = ("special",)
    source: str | None = "table"

    def phrase(self) -> str:
        return (
            f"this Special acts identical to any {kinds_text(self.card_kinds)} card currently on "
            f"the {self.source}"
        )


@dataclass(frozen=True, kw_only=True)
class PaidEffect(Clause):
    """An effect bought with a cost: ``Teammate may discard 3 cards from top of Draw Pile
    after Draw Phase, before Events are played, each battle to remove any Hit from Permanent
    Record.`` ``cost`` is what is paid, ``when`` the windows it may be paid in, ``then`` what
    it buys."""

    kind: ClassVar[str] = "paid_effect"
    who: str | None = "self"
    cost: tuple[Clause, ...] = ()
    when: tuple[str, ...] = ()
    then: tuple[Clause, ...] = ()
    duration: Duration = None

    def shape(self) -> tuple[Any, ...]:
        return (
            self.kind,
            tuple(c.shape() for c in self.cost),
            tuple(c.shape() for c in self.then),
        )

    def phrase(self) -> str:
        plain = self.who in (None, "self", "player") and not self.when and not self.duration
        if plain and len(self.cost) == 1 and self.then:
            # as the cards print a cost: "Discard 1 Power card ... to draw 4 cards ..."
            cost = self.cost[0].render().rstrip(".")
            then = inner_text(self.then[:1]).rstrip(".")
            if self.then[0].phrase().strip()[:1].islower():
                then = then[0].lower() + then[1:]
            rest = "".join(f". {c.render().rstrip('.')}" for c in self.then[1:])
            return f"{cost} to {then}{rest}"
        # The card's own sentence: "<who> may <cost> <windows> to <effect>", each part the
        # verb phrase of its clause (its subject is the payer's, said once).
        cost = " and ".join(verb_phrase_of(c, self.who) for c in self.cost)
        when = f" {', '.join(w.replace('_', ' ') for w in self.when)}" if self.when else ""
        then = " and ".join(verb_phrase_of(c, self.who) for c in self.then)
        lead = f"{duration_text(self.duration).strip()}, " if self.duration else ""
        return f"{lead}{who_text(self.who)} may {cost}{when} to {then}"


@dataclass(frozen=True, kw_only=True)
class DeckPoints(Clause):
    """``Counts as 28 points for Tournament Deckbuilding.``"""

    kind: ClassVar[str] = "deck_points"
    points: int = 0

    def phrase(self) -> str:
        return f"counts as {self.points} points for Tournament Deckbuilding"
