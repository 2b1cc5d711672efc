"""Play restrictions: what may not be played (or only so), by whom, and the cards they name."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from rules.engine.effects.base import Clause, Duration, duration_text
from rules.engine.effects.card_filter import CardFilter
from rules.engine.effects.card_limits import clause_limit_text, limit_field
from rules.engine.effects.game_words import (
    grid_team_text,
    icons_text,
    kinds_text,
    who_text,
)


@dataclass(frozen=True, kw_only=True)
class PlayRestriction(Clause):
    """``Opponent's team may not play any cards with the word "Teammate".``"""

    kind: ClassVar[str] = "play_restriction"
    who: str | None = "opponent_team"
    card_kinds: tuple[str, ...] = ()
    icons: tuple[str, ...] = ()
    words: tuple[str, ...] = ()
    use: str | None = None  # extension: "to attack" / "to defend" when only that use is barred
    max_value: int | None = None
    duration: Duration = None
    verb: str = "play"  # extension: "place" for "No cards may be placed"
    levels: tuple[int, int] | None = None  # extension: "Power cards level 6 through 8"
    # extension: where the barred cards are ("from his hand"); left out of JSON when not printed
    source: str | None = field(default=None, metadata={"omit_none": True})
    placed: bool = False  # extension: "No placed cards may be played": only cards placed
    # extension: "cards with icon of Poison Ivy's choice": who picks the barred cards' icon
    icon_chosen_by: str | None = field(default=None, metadata={"omit_none": True})
    # extension: "Power Type of Psycho-Man's choice": who picks the barred Power Type ("chosen":
    # the one a Power Grid lead named, "Power cards of that Power Type")
    power_type_chosen_by: str | None = field(default=None, metadata={"omit_none": True})
    # extension: "No cards that affect hits in the permanent record or from the current battle
    # may be played": the barred cards are those whose effect reaches any of these
    affecting: tuple[str, ...] | None = field(default=None, metadata={"omit_none": True})
    # extension: "Other Special cards may not be played": every such card but those the card
    # allowed before; left out of JSON when not printed
    others: bool | None = field(default=None, metadata={"omit_none": True})
    # extension: "of N or greater", the lower value limit beside ``max_value``; left out of
    # JSON when not printed
    min_value: int | None = limit_field()
    # extension: the allow-list of "Only Universe cards ... may be played" (every other play
    # barred): the cards still allowed (``only``), the power types they must act as ("cards
    # that act as Strength attacks": ``acting_as``, any of them) and whether only attacks are
    # allowed ("Only Energy attacks", "must be a Special card that acts as an attack":
    # ``attacks_only``); each left out of JSON when not printed
    only: CardFilter | None = field(default=None, metadata={"omit_none": True})
    acting_as: tuple[str, ...] | None = field(default=None, metadata={"omit_none": True})
    attacks_only: bool | None = field(default=None, metadata={"omit_none": True})

    def allow_listed(self) -> bool:
        """Whether the clause allows only the cards it names ("Only ... may be played")."""
        return self.only is not None or bool(self.acting_as) or bool(self.attacks_only)

    def phrase(self) -> str:
        what = " ".join(x for x in (icons_text(self.icons, True), kinds_text(self.card_kinds)) if x)
        if self.others and self.who == "all_characters" and not self.words:
            return f"other {what} cards may not be played{duration_text(self.duration)}"
        only_attacks = self.attacks_only and not (self.only or self.acting_as)
        if self.who == "all_characters" and only_attacks and self.card_kinds and not self.words:
            # "For remainder of battle, any Special card played must be a Special card that
            # acts as an attack": only those of the kind that are attacks may be played
            kinds = kinds_text(self.card_kinds)
            lead = f"{duration_text(self.duration).strip()}, " if self.duration else ""
            return f"{lead}any {kinds} card played must be a {kinds} card that acts as an attack"
        if self.power_type_chosen_by and self.icons == ("chosen",) and not self.card_kinds:
            # "Target opponent may not use Power Type of Psycho-Man's choice"
            return (
                f"{who_text(self.who)} may not {self.verb} Power Type of "
                f"{who_text(self.power_type_chosen_by)}'s choice{duration_text(self.duration)}"
            )
        if self.allow_listed() and not self.words:
            return self._only_phrase()
        # the "chosen" icon of "cards with icon of X's choice" is said by that phrase
        icons = tuple(i for i in self.icons if not (i == "chosen" and self.icon_chosen_by))
        what = " ".join(x for x in (icons_text(icons, True), kinds_text(self.card_kinds)) if x)
        against = (self.who or "").startswith("against:") or self.who == "all_characters"
        limited = self.max_value is not None or self.min_value is not None
        if against and not limited and not (self.words and self.who != "all_characters"):
            # "No Energy Power cards may be played against Vision": a bar on every player.
            text = f"no {'placed ' if self.placed else ''}{what} cards".replace("  ", " ")
            if self.power_type_chosen_by == "chosen":
                text += " of that Power Type"  # the Power Type a card played with it names
            if self.affecting:
                text += " that affect " + " or ".join(_affected(a) for a in self.affecting)
            if len(self.words) == 1:
                # "No cards that have the word "teammate" may be played"
                text += f' that have the word "{self.words[0]}"'
            elif self.words:
                text += " with the word " + " or ".join(f'"{w}"' for w in self.words)
            text += " may be "
            text += (
                "used to attack" if self.use == "attack" else _PARTICIPLES.get(self.verb, "played")
            )
            if self.who != "all_characters":
                text += f" against {self.who.split(':', 1)[1]}"
            return text + duration_text(self.duration)
        # "may not play Energy cards" and "may not play any Energy cards" bar the same cards
        chooser = self.power_type_chosen_by
        who = grid_team_text(self.who, None if chooser == "chosen" else chooser)
        text = f"{who or who_text(self.who)} may not {self.verb} any {what} cards".replace(
            "  ", " "
        )
        if chooser:
            text += " of that Power Type"
        if self.affecting:
            # "... any Special cards that affect "the remainder of the battle" or ..."
            text += " that affect " + " or ".join(_affected(a) for a in self.affecting)
        if self.source:
            text += f" from {self.source.replace('_', ' ').title()}"
        if self.words:
            text += " with the word " + " or ".join(f'"{w}"' for w in self.words)
        if self.icon_chosen_by:
            text += f" with icon of {who_text(self.icon_chosen_by)}'s choice"
        text += clause_limit_text(self)
        if self.levels:
            text += f" level {self.levels[0]} through {self.levels[1]}"
        if self.use:
            text += f" to {self.use.replace('_', ' ')}"
        return text + duration_text(self.duration)

    def joined_phrase(self, following: Clause) -> str | None:
        # "... may not play any cards or be attacked this battle": one character, two bars
        if (
            following.kind == "cannot_be_attacked"
            and getattr(following, "who", None) == self.who
            and getattr(following, "duration", None) == self.duration
            and not getattr(following, "except_", ())
            and not getattr(following, "by_cards", ())
            and self.verb == "play"
            and not (self.card_kinds or self.icons or self.words or self.use or self.levels)
            and self.max_value is None
            and self.min_value is None
            and not (self.who or "").startswith("against:")
            and self.who != "all_characters"
        ):
            return (
                f"{who_text(self.who)} may not play any cards or be attacked"
                f"{duration_text(self.duration)}"
            )
        return None

    def _only_phrase(self) -> str:
        """ "Only Fighting attacks may be played against X": every other play is barred."""
        only = self.only or CardFilter()
        icons, kinds = only.icons, only.kinds
        if self.acting_as and not icons and not self.attacks_only:
            # "Only Teamwork Universe cards that act as Strength attacks may be played"
            attacks = icons_text(self.acting_as, self.icons_joiner != "and")
            text = f"only {kinds_text(kinds)} cards that act as {attacks} attacks".replace(
                "  ", " "
            )
        elif self.attacks_only and icons and not kinds:
            text = f"only {icons_text(icons, True)} attacks"
        elif self.attacks_only:
            text = f"only attacks made with {kinds_text(kinds) or 'Power'} cards"
        else:
            text = f"only {icons_text(icons, True)} {kinds_text(kinds)} cards".replace("  ", " ")
        text += " may be played"
        if (self.who or "").startswith("against:"):
            text += f" against {self.who.split(':', 1)[1]}"
        return text + duration_text(self.duration)


# "No cards may be placed": the verb of a restriction on every player, as a participle.
_PARTICIPLES: dict[str, str] = {"play": "played", "place": "placed"}

# What a card may affect, as ``that_affect`` reads it: a quoted card name, or "hits in the
# permanent record" / "from the current battle" as printed.
_AFFECTED_WORDS = ("hits in the permanent record", "from the current battle")


def _affected(what: str) -> str:
    return what if what in _AFFECTED_WORDS else f'"{what}"'
