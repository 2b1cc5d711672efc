"""Attacks and combining: what a card attacks with, follow-ups, options and combining."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from rules.engine.effects.base import (
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
class Attack(Clause):
    """Acts as an attack: ``Acts as a level 4 Energy or Strength attack``."""

    kind: ClassVar[str] = "attack"
    level: int | None = None
    icons: tuple[str, ...] = ()
    choice: bool = False
    scaling: Scaling | None = None
    card_kind: str | None = None  # extension: "power" when it acts as a Power card attack
    against: str | None = None  # extension: whom the attack must be made against
    alternative: bool = False  # extension: "..., or a level N ... attack against ..."

    def phrase(self) -> str:
        level = f"level {self.level} " if self.level is not None else ""
        icons = icons_text(self.icons, self.choice)
        what = f"{icons} {'Power card ' if self.card_kind == 'power' else ''}attack".strip()
        # "..., or a level 8 Any-Power attack against Target Battlesite": the other way the
        # card may attack, continuing the sentence of the attack before it
        text = f"{'or' if self.alternative else 'acts as'} a {level}{what}"
        if self.against:
            text += f" against {_ATTACKED.get(self.against) or who_text(self.against)}"
        if self.scaling:
            text += f", {signed(self.scaling.amount)} for each {self.scaling.per}"
        return text

    def joined_phrase(self, following: Clause) -> str | None:
        if isinstance(following, Attack) and following.alternative and not self.alternative:
            return f"{self.phrase()}, {following.phrase()}"
        return None


# Who makes a follow-up granted to several characters: each Front Line teammate of the
# character who played the card (the grant's "team"), or any one Front Line character.
_FOLLOWING = {"team": "each Front Line teammate", "front_line": "any Front Line character"}

# Whom an attack is made against, beyond the who-keywords.
_ATTACKED = {"target_battlesite": "Target Battlesite", "different_opponent": "a different opponent"}


@dataclass(frozen=True, kw_only=True)
class ActsAsPower(Clause):
    """``Acts as a level 5 Energy Power card. May be used to attack or defend.``"""

    kind: ClassVar[str] = "acts_as_power"
    level: int | None = None
    icons: tuple[str, ...] = ()
    choice: bool = False
    uses: tuple[str, ...] = ("attack", "defense")

    def phrase(self) -> str:
        level = f"level {self.level} " if self.level is not None else ""
        uses = " or ".join("attack" if u == "attack" else "defend" for u in self.uses)
        return (
            f"acts as a {level}{icons_text(self.icons, self.choice)} Power card. "
            f"May be used to {uses}"
        )


@dataclass(frozen=True, kw_only=True)
class AdditionalAttack(Clause):
    """``May make 1 additional Power card attack.``"""

    kind: ClassVar[str] = "additional_attack"
    required: bool = False  # extension: "must make as many attacks as possible"
    who: str | None = "self"
    count: int | str | None = 1
    card_kinds: tuple[str, ...] = ()
    icons: tuple[str, ...] = ()
    against: str | None = None
    duration: Duration = None
    card_owner: str | None = None  # extension: "with a Teammate's Special card"
    up_to: bool = False  # extension: "up to 2 additional attacks" (each one optional)
    undefended: bool = False  # extension: "..., which may not be defended"
    # extension: "1 additional Fighting and/or 1 additional Intellect attack": this follow-up,
    # the one before it, or both
    and_or: bool = False

    def joined_phrase(self, following: Clause) -> str | None:
        if not (isinstance(following, AdditionalAttack) and following.and_or):
            return None
        if following.who != self.who or self.against or following.against:
            return None
        kinds = kinds_text(following.card_kinds)
        parts = [
            f"{count_text(c.count) or '1'} additional {icons_text(c.icons, True)}".rstrip()
            for c in (self, following)
        ]
        what = f" {kinds} card" if kinds else ""
        return (
            f"{who_text(self.who)} may make {parts[0]} and/or {parts[1]}{what} attack"
            f"{duration_text(following.duration)}"
        )

    def phrase(self) -> str:
        what = " ".join(x for x in (icons_text(self.icons, True), kinds_text(self.card_kinds)) if x)
        n = count_text(self.count) or "1"
        if self.up_to:
            n = f"up to {n}"
        if self.card_owner:
            return (
                f"{who_text(self.who)} may make {n} additional attack{'s' if n != '1' else ''}"
                f" with a {who_text(self.card_owner)}'s {what or 'Power'} card"
                f"{duration_text(self.duration)}"
            )
        plural = "s" if self.count not in (1, None) else ""
        if self.count == "max" and not (self.against or self.undefended or self.up_to):
            # "may make as many Strength Power card attacks as possible"
            cards = f"{what} card " if what else ""
            modal = "must" if self.required else "may"
            text = f"{who_text(self.who)} {modal} make as many {cards}attacks as possible"
            return text + duration_text(self.duration)
        who = _FOLLOWING.get(self.who or "", who_text(self.who))
        text = f"{who} may make {n} additional {what + ' ' if what else ''}attack{plural}"
        if self.against:
            # a follow-up "against the same character" is one against the attack's target
            whom = {"different_opponent": "a different opponent", "target": "the same character"}
            text += f" against {whom.get(self.against) or who_text(self.against)}"
        if self.undefended:
            text += ", which may not be defended"
        return text + duration_text(self.duration)


@dataclass(frozen=True, kw_only=True)
class Combine(Clause):
    """``May combine with 1 Intellect card for a single attack.``"""

    kind: ClassVar[str] = "combine"
    count: int | str | None = 1
    card_kinds: tuple[str, ...] = ()
    icons: tuple[str, ...] = ()
    choice: bool = True
    purpose: str | None = "attack"
    max_value: int | None = None
    who: str | None = None
    allowed: bool = True  # extension: False for "May not be combined with Universe cards"
    duration: Duration = None
    levels: tuple[int, int] | None = None  # extension: "level 1 through 4"
    required: bool = False  # extension: "must combine"
    usable_by: str | None = None  # extension: "Play with any Power card usable by Zealot"
    # extension: the character's own cards combined with the cards above: "combine 1 Fighting
    # Power card with 1 Strength or Energy Power card" (``None``/empty: the special itself)
    base_count: int | str | None = None
    base_kinds: tuple[str, ...] = ()
    base_icons: tuple[str, ...] = ()
    # extension: whose cards they are and what else limits them: "1 of opponent's placed
    # Universe cards, excluding Teamwork" (owner ``opponent``, filters ``placed``,
    # ``excluding teamwork``)
    owner: str | None = None
    filters: tuple[str, ...] = ()

    def phrase(self) -> str:
        if self.base_kinds or self.base_icons or self.count == "any":
            return self._phrase_cards()
        if self.required or self.levels:
            return self._phrase_levels()
        if not self.allowed:
            what = " ".join(
                x for x in (icons_text(self.icons, True), kinds_text(self.card_kinds)) if x
            )
            return f"may not be combined with {what or 'other'} cards"
        what = " ".join(
            x for x in (icons_text(self.icons, self.choice), kinds_text(self.card_kinds)) if x
        )
        limit = f" of {self.max_value} or less" if self.max_value is not None else ""
        if self.purpose in ("play_with", "play_with_attack") and self.count == 1 and not limit:
            # "Play with any Fighting Power card": played together with one such card; "...
            # card attack": with one such card's attack
            kinds = kinds_text(self.card_kinds, " ")
            what = " ".join(x for x in (icons_text(self.icons, self.choice), kinds) if x)
            usable = f" usable by {who_text(self.usable_by)}" if self.usable_by else ""
            attack = " attack" if self.purpose == "play_with_attack" else ""
            return f"play with any {what or 'Power'} card{usable}{attack}"
        n = count_text(self.count) or "1"
        if self.purpose == "play_with_action" and not limit:
            # "Play with 1 action involving a Universe card": that action's card
            kinds = kinds_text(self.card_kinds, " ")
            what = " ".join(x for x in (icons_text(self.icons, self.choice), kinds) if x)
            actions = "action" if self.count == 1 else "actions"
            return f"play with {n} {actions} involving a {what or 'Power'} card"
        if self.count == 1 and not self.icons and self.card_kinds == ("power",):
            n = "any 1"  # a Power card of any power type
        purpose = f" for a single {self.purpose}" if self.purpose else ""
        # "Teammate may combine with 1 Energy card": a character other than the card's
        who = f"{who_text(self.who)} " if self.who not in (None, "self") else ""
        return f"{who}may combine with {n} {what or 'Power'} card{limit}{purpose}"

    def _phrase_cards(self) -> str:
        """A character's ability to combine cards: "Metallo may combine Energy Power cards with
        Fighting Power cards to attack", "Rhino may combine Strength Power cards level 1
        through 4 for a single attack"."""

        def cards(count, icons, kinds, choice=True, owner=None, filters=()) -> str:
            what = " ".join(x for x in (icons_text(icons, choice), kinds_text(kinds, " ")) if x)
            n = "" if count in ("any", None) else f"{count_text(count)} "
            plural = count != 1
            if owner:
                n, plural = f"{n}of {possessive(who_text(owner))} ", True
            before = "".join(f"{f} " for f in filters if not f.startswith("excluding "))
            after = "".join(
                f", excluding {f.removeprefix('excluding ').title()},"
                for f in filters
                if f.startswith("excluding ")
            )
            return f"{n}{before}{what or 'Power'} card{'s' if plural else ''}{after}"

        levels = f" level {self.levels[0]} through {self.levels[1]}" if self.levels else ""
        if self.purpose == "each_attack":
            # "... with each Power card attack": added to every such attack
            base = cards(self.base_count, self.base_icons, self.base_kinds)
            what = " ".join(
                x for x in (icons_text(self.icons, True), kinds_text(self.card_kinds, " ")) if x
            )
            text = f"combine {base} with each {what or 'Power'} card attack"
            return f"{who_text(self.who)} may {text}{duration_text(self.duration)}"
        if self.base_kinds or self.base_icons:
            base = cards(self.base_count, self.base_icons, self.base_kinds)
            other = cards(
                self.count, self.icons, self.card_kinds, self.choice, self.owner, self.filters
            )
            text = f"combine {base}{levels} with {other}"
        else:
            text = f"combine {cards(self.count, self.icons, self.card_kinds, self.choice)}{levels}"
        if self.usable_by:
            text += f" usable by {who_text(self.usable_by)}"
        purpose = {
            "avoid": " to avoid any attack",
            "to_attack": " to attack",
            None: "",
        }.get(self.purpose, f" for a single {self.purpose}")
        return f"{who_text(self.who)} may {text}{purpose}{duration_text(self.duration)}"

    def _phrase_levels(self) -> str:
        """The cover additions' wording: who, modal, the card with its levels, the purpose."""
        what = " ".join(
            x for x in (icons_text(self.icons, self.choice), kinds_text(self.card_kinds)) if x
        )
        low, high = self.levels or (None, None)
        levels = f" level {low} through {high}" if self.levels else ""
        purpose = f" for a single {self.purpose}" if self.purpose else ""
        modal = "must" if self.required else "may"
        who = f"{who_text(self.who)} " if self.who else ""
        return (
            f"{who}{modal} combine with {what or 'Power'} card{levels}{purpose}"
            f"{duration_text(self.duration)}"
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

    def phrase(self) -> str:
        what = f"{icons_text(self.icons, True)} " if self.icons else ""
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

    def joined_phrase(self, following: Clause) -> str | None:
        # "Supergirl may not attack or be attacked for remainder of battle."
        if following.kind != "cannot_be_attacked" or self.card_kinds or self.against:
            return None
        same = (getattr(following, "who", None), getattr(following, "duration", None))
        if same != (self.who, self.duration) or following.except_ or following.by_cards:
            return None
        return f"{who_text(self.who)} may not attack or be attacked{duration_text(self.duration)}"

    def phrase(self) -> str:
        what = f" with {kinds_text(self.card_kinds)} cards" if self.card_kinds else ""
        whom = f" {who_text(self.against)}" if self.against else ""
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

    def phrase(self) -> str:
        if not self.allowed:
            src = f" from {kinds_text(self.card_kinds)} cards" if self.card_kinds else ""
            return (
                f"{who_text(self.who)} may not make any follow-up attacks{src}"
                f"{duration_text(self.duration)}"
            )
        n = count_text(self.count) or "1"
        after = f" after {self.after}" if self.after else ""
        return (
            f"{who_text(self.who)} may make {n} follow-up attack{'s' if self.count != 1 else ''}"
            f"{after}{duration_text(self.duration)}"
        )


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
        if self.unless == "attacked_first_by_them":
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
