"""Attacks and combining: what a card attacks with, additional attacks and combining."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from rules.engine.effects.base import Clause, Duration, Scaling, duration_text
from rules.engine.effects.card_limits import clause_limit_text, limit_field
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
    # extension: "Acts as a level Any-Power attack": the word "level" printed with no number
    # (the attack has no level the card gives); left out of the JSON form when not printed
    level_unnumbered: bool | None = field(default=None, metadata={"omit_none": True})

    def phrase(self) -> str:
        level = f"level {self.level} " if self.level is not None else ""
        if self.level_unnumbered and self.level is None:
            level = "level "
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
        bonus_words = getattr(following, "bonus_words", None)
        if following.kind == "attack_bonus_if" and bonus_words and not self.alternative:
            # "Acts as a level 5 Energy attack at +2 if ...": the attack's bonus while it holds
            return f"{self.phrase()} {bonus_words()}"
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
    # extension: "May be used as a level 5 Fighting Power card to attack or a level 5 Intellect
    # Power card to defend": the second card the one card is used as (for its own use); left
    # out of the JSON form when not printed
    alternative: bool | None = field(default=None, metadata={"omit_none": True})

    def phrase(self) -> str:
        level = f"level {self.level} " if self.level is not None else ""
        uses = " or ".join("attack" if u == "attack" else "defend" for u in self.uses)
        return (
            f"acts as a {level}{icons_text(self.icons, self.choice)} Power card. "
            f"May be used to {uses}"
        )

    def _used_as(self) -> str:
        level = f"level {self.level} " if self.level is not None else ""
        use = "attack" if self.uses == ("attack",) else "defend"
        return f"a {level}{icons_text(self.icons, self.choice)} Power card to {use}"

    def joined_phrase(self, following: Clause) -> str | None:
        # "May be used as a level 5 Fighting Power card to attack or a level 5 Intellect Power
        # card to defend": each card for one use, printed as one sentence
        if not (isinstance(following, ActsAsPower) and following.alternative):
            return None
        if self.alternative or len(self.uses) != 1 or len(following.uses) != 1:
            return None
        return f"may be used as {self._used_as()} or {following._used_as()}"


@dataclass(frozen=True, kw_only=True)
class AdditionalAttack(Clause):
    """``May make 1 additional Power card attack.``"""

    kind: ClassVar[str] = "additional_attack"
    required: bool = False  # extension: "must make (as many) ... attacks (as possible)"
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
        if following.required != self.required:
            return None
        kinds = kinds_text(following.card_kinds)
        parts = [
            f"{count_text(c.count) or '1'} additional {icons_text(c.icons, True)}".rstrip()
            for c in (self, following)
        ]
        what = f" {kinds} card" if kinds else ""
        modal = "must" if self.required else "may"
        return (
            f"{who_text(self.who)} {modal} make {parts[0]} and/or {parts[1]}{what} attack"
            f"{duration_text(following.duration)}"
        )

    def phrase(self) -> str:
        what = " ".join(x for x in (icons_text(self.icons, True), kinds_text(self.card_kinds)) if x)
        n = count_text(self.count) or "1"
        modal = "must" if self.required else "may"
        if self.up_to:
            n = f"up to {n}"
        if self.card_owner:
            return (
                f"{who_text(self.who)} {modal} make {n} additional attack{'s' if n != '1' else ''}"
                f" with a {who_text(self.card_owner)}'s {what or 'Power'} card"
                f"{duration_text(self.duration)}"
            )
        plural = "s" if self.count not in (1, None) else ""
        if self.count == "max" and not (self.against or self.undefended or self.up_to):
            # "may make as many (additional) Strength Power card attacks as possible": every one
            # an attack beyond the card's own
            cards = f"{what} card " if what else ""
            text = (
                f"{who_text(self.who)} {modal} make as many additional {cards}attacks as possible"
            )
            return text + duration_text(self.duration)
        who = _FOLLOWING.get(self.who or "", who_text(self.who))
        text = f"{who} {modal} make {n} additional {what + ' ' if what else ''}attack{plural}"
        if self.against:
            # a follow-up "against the same character" is one against the attack's target
            whom = {"different_opponent": "a different opponent", "target": "the same character"}
            text += f" against {whom.get(self.against) or who_text(self.against)}"
        if self.undefended:
            text += ", which may not be defended"
        return text + duration_text(self.duration)


def _excluded_text(filters: tuple[str, ...]) -> str:
    """ "..., excluding Teamwork,": the kinds a card filter leaves out, as printed after it."""
    # "teamwork|training" was printed "Teamwork or Training", "teamwork,training" with "and"
    return "".join(
        ", excluding "
        + f.removeprefix("excluding ").title().replace("|", " or ").replace(",", " and ")
        + ","
        for f in filters
        if f.startswith("excluding ")
    )


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
    # extension: where the card played with this one is taken from ("from Hand"); left out
    # of JSON when not printed
    source: str | None = field(default=None, metadata={"omit_none": True})
    # extension: "of N or greater", the lower value limit beside ``max_value``; left out of
    # JSON when not printed
    min_value: int | None = limit_field()
    # extension: "any 1 Universe card": the player picks which card of the kind (unset for a
    # Power card of any power type, said "any 1" whether printed or not); left out of JSON when
    # not printed
    any_chosen: bool | None = field(default=None, metadata={"omit_none": True})

    def phrase(self) -> str:
        if self.base_kinds or self.base_icons or self.count == "any":
            return self._phrase_cards()
        if self.required or self.levels:
            return self._phrase_levels()
        if not self.allowed:
            what = " ".join(
                x for x in (icons_text(self.icons, True), kinds_text(self.card_kinds)) if x
            )
            # "May not be combined.": no kind named, with no card at all
            return f"may not be combined with {what} cards" if what else "may not be combined"
        what = " ".join(
            x for x in (icons_text(self.icons, self.choice), kinds_text(self.card_kinds)) if x
        )
        limit = clause_limit_text(self)
        if self.purpose in ("play_with", "play_with_attack") and self.count == 1:
            # "Play with any Fighting Power card": played together with one such card; "...
            # card attack": with one such card's attack
            kinds = kinds_text(self.card_kinds, " ")
            what = " ".join(x for x in (icons_text(self.icons, self.choice), kinds) if x)
            usable = f" usable by {who_text(self.usable_by)}" if self.usable_by else ""
            usable = limit + usable  # "any Fighting Power card with a value of 4 or less"
            attack = " attack" if self.purpose == "play_with_attack" else ""
            if self.who not in (None, "self"):
                # "Grunge may play with any Intellect or MultiPower card usable by Grunge"
                return f"{who_text(self.who)} may play with any {what or 'Power'} card{usable}"
            if "other" in self.filters:
                # "Play this Special card with any other Special card from Hand"
                src = f" from {pile_text(self.source)}" if self.source else ""
                return (
                    f"play this Special card with any other {what or 'Power'} card{usable}{src}"
                    f"{attack}"
                )
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
        elif self.any_chosen:
            n = f"any {n}"
        purpose = f" for a single {self.purpose}" if self.purpose else ""
        # "Teammate may combine with 1 Energy card": a character other than the card's
        who = f"{who_text(self.who)} " if self.who not in (None, "self") else ""
        after = _excluded_text(self.filters)
        return f"{who}may combine with {n} {what or 'Power'} card{limit}{after}{purpose}"

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
            after = _excluded_text(filters)
            return f"{n}{before}{what or 'Power'} card{'s' if plural else ''}{after}"

        levels = f" level {self.levels[0]} through {self.levels[1]}" if self.levels else ""
        levels += clause_limit_text(self)
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
            if self.purpose is None and self.count == "any" and not self.owner:
                # "... with any Doubleshot card": one card of that kind, whichever
                other = "any " + cards(None, self.icons, self.card_kinds).removesuffix("s")
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
        levels += clause_limit_text(self)
        purpose = f" for a single {self.purpose}" if self.purpose else ""
        modal = "must" if self.required else "may"
        who = f"{who_text(self.who)} " if self.who else ""
        return (
            f"{who}{modal} combine with {what or 'Power'} card{levels}{purpose}"
            f"{duration_text(self.duration)}"
        )
