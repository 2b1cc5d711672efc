"""Permissions and restrictions: what may or may not be played or used, and how."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from rules.engine.effects.attack_grants import attack_with_phrase
from rules.engine.effects.base import Clause, Duration, duration_text
from rules.engine.effects.card_limits import clause_limit_text, limit_field
from rules.engine.effects.game_words import count_text, icons_text, kinds_text, who_text
from rules.engine.effects.permission_words import PermissionWords
from rules.engine.effects.placing import placed_by_all_phrase

# Permission actions in the game's words ("{what}": the cards the permission names).
_PERMISSION_VERBS: dict[str, str] = {
    "play": "may play {what}",
    "play_from_reserve": "may play {what} from Reserve",
    "play_additional": "may play {what}",
    "place_and_play": "may place and play {what}",
    "duplicates": "may have duplicate {what}",
    "attack_reserve": "may attack the Reserve with {what}",
    "must_play": "must play {what}",
    "must_use": "must use {what}",
    "use": "may use {what}",
}


# Permissions to use cards for a defense, and whom they defend ("any Front Line character").
_DEFEND_USES: dict[str, str] = {
    "use_to_defend": "defend",
    "use_to_attack_or_defend": "attack or defend",
}


_ANY: dict[str, str] = {"front_line": "any Front Line character"}


# What a card may be used for ("May be used to attack or defend"), by permission action.
_CARD_USES: dict[str, str] = {
    "use_to_attack": "attack",
    "use_to_defense": "defend",
    "use_to_attack_or_defense": "attack or defend",
}


def owners_words(owners: tuple[str, ...]) -> str:
    """The characters whose cards a permission lists, as its ``owner`` words: "Wolverine or
    Sabretooth or Maverick"."""
    return " or ".join(owners)


@dataclass(frozen=True, kw_only=True)
class Permission(PermissionWords, Clause):
    """A play the rules would not otherwise allow: ``May play "Slugfest" from Reserve.``

    ``action`` is one of ``play``, ``play_from_reserve``, ``duplicates``, ``use_to_avoid``,
    ``attack_reserve``, ``defend_reserve`` ...; ``target`` names the card or card kinds.
    """

    kind: ClassVar[str] = "permission"
    who: str | None = "self"
    action: str = "play"
    card_kinds: tuple[str, ...] = ()
    icons: tuple[str, ...] = ()
    names: tuple[str, ...] = ()
    count: int | str | None = None
    duration: Duration = None
    owner: str | None = None  # extension: whose cards ("Captain America's "Ricochet Shield"")
    # extension: the characters whose cards, when the card lists several ("Wolverine,
    # Sabretooth, or Maverick Special Cards"); ``owner`` is written from them (owners_words)
    owners: tuple[str, ...] | None = field(default=None, metadata={"omit_none": True})
    filters: tuple[str, ...] = ()  # extension: "One-Per-Deck", "non-One-Per-Deck" ...
    source: str | None = None  # extension: the pile the cards come from
    # use_to_avoid: the used cards' levels ("level 6 through 8"), how many attacks (``None``:
    # any attack) and whose attacks ("made against Wolverine or teammate").
    levels: tuple[int, int] | None = None
    attacks: int | str | None = None
    against: str | None = None
    purpose: str | None = None  # extension: "defense" / "attack": what the cards are played for
    may_defend: bool | None = None  # extension: ", who may (not) defend" after an attack on Reserve
    # extension: "May be played while Huntress is in Reserve": the character (the card's own)
    # whose being in the Reserve the play needs, as printed; left out of JSON when not printed
    while_in_reserve: str | None = field(default=None, metadata={"omit_none": True})
    # extension: "May be made while Hawkeye is in reserve": an attack card printed as made
    # (rather than played) from the Reserve; left out of JSON when not printed
    made: bool | None = field(default=None, metadata={"omit_none": True})
    # extension: use_to_avoid: the power types of the attacks avoided ("any Fighting attack")
    attack_icons: tuple[str, ...] = ()
    # extension: "play any card Placed to any Front Line character": the character the played
    # cards are placed on; left out of the JSON form when not printed
    placed_on: str | None = field(default=None, metadata={"omit_none": True})
    # extension: "Robin "Loyal Partner" and Batman "The Dark Knight" Special cards": the
    # character each of ``names`` is printed for, in order; left out of JSON when not printed
    name_owners: tuple[str, ...] | None = field(default=None, metadata={"omit_none": True})
    # extension: the value limit of the cards ("Energy Power cards of 4 or less", "... with a
    # value of 5 or greater"), beside ``levels``; left out of JSON when not printed
    max_value: int | None = limit_field()
    min_value: int | None = limit_field()
    # extension: ", who must defend": the attacked character may not let the attack through;
    # left out of JSON when not printed
    must_defend: bool | None = field(default=None, metadata={"omit_none": True})

    def phrase(self) -> str:
        if self.action in ("place", "must_place") and self.who == "all_characters":
            placed = placed_by_all_phrase(self)  # an event's rule on every player
            if placed is not None:
                return placed
        if self.action == "use_to_avoid":
            return self._use_to_avoid()
        attack_with = attack_with_phrase(self)
        if attack_with is not None:
            return attack_with
        if self.action == "rearrange_hits" and self.owner:
            return self._rearrange()
        defend = {True: ", who may defend", False: ", who may not defend"}.get(self.may_defend, "")
        if self.must_defend:
            defend = ", who must defend"
        if self.action == "attack_reserve" and not (self.icons or self.card_kinds or self.names):
            # the card itself: "May be used against Character in Reserve, who may defend."
            who = "" if self.who in (None, "self") else f"{who_text(self.who)} "
            whom = "opponent" if self.against == "opponent" else "Character"
            text = f"{who}may be used against {whom} in Reserve{defend}"
            return text + duration_text(self.duration)
        if self.action in ("exchange", "exchange_and_play") and self.source:
            return self._exchange()
        this_from_reserve = {
            "play_this_from_reserve": "played",
            "place_this_from_reserve": "placed",
        }
        if self.action in this_from_reserve and self.while_in_reserve and not self.duration:
            verb = "made" if self.made else this_from_reserve[self.action]
            return f"may be {verb} while {who_text(self.while_in_reserve)} is in Reserve"
        if self.action in this_from_reserve and self.who == "reserve" and not self.duration:
            # the card itself, by its character in the Reserve: "May be played from Reserve."
            if self.self_name:
                # "May be played while Huntress is in Reserve": the character named as printed
                return f"may be {this_from_reserve[self.action]} while this character is in Reserve"
            return f"may be {this_from_reserve[self.action]} from Reserve"
        if self.action in _DEFEND_USES and (self.card_kinds or self.icons):
            # "Reserve hero may use Power cards to defend any front line hero"
            what = " ".join(
                x for x in (icons_text(self.icons, True), kinds_text(self.card_kinds)) if x
            )
            whom = f" {_ANY.get(self.against, who_text(self.against))}" if self.against else ""
            return (
                f"{who_text(self.who)} may use {what} cards{clause_limit_text(self)} to "
                f"{_DEFEND_USES[self.action]}"
                f"{whom}{duration_text(self.duration)}"
            )
        if self.action in ("defend", "defend_from_reserve") and self.owner:
            return self._defend_with()
        if self.action == "place_face_down" and not self.names:
            # "Violator may Place Artifact cards face down for remainder of game."
            what = " ".join(
                x for x in (icons_text(self.icons, True), kinds_text(self.card_kinds)) if x
            )
            return (
                f"{who_text(self.who)} may Place {what} cards face down"
                f"{duration_text(self.duration)}"
            )
        if self.action == "play_face_down" and not self.names:
            # "Mysterio plays numerical attacks face down for remainder of battle."
            what = " ".join(
                x for x in (icons_text(self.icons, True), kinds_text(self.card_kinds, " ")) if x
            )
            # "Opponent may play Energy cards face down": cards, or attacks as printed
            noun = "attacks" if self.purpose == "attack" else "cards"
            return (
                f"{who_text(self.who)} may play {what + ' ' if what else ''}{noun} face down"
                f"{duration_text(self.duration)}"
            )
        if self.action == "attack_from_reserve":
            # "May attack with Energy Power cards while in Reserve."
            what = " ".join(
                x for x in (icons_text(self.icons, True), kinds_text(self.card_kinds)) if x
            )
            return (
                f"{who_text(self.who)} may attack with {what or 'Power'} cards while in Reserve"
                f"{duration_text(self.duration)}"
            )
        if self.action == "keep_duplicates":
            return self._keep_duplicates()
        if self.action == "redraw_for_played":
            # "Both players may still redraw for played Event cards": the replacement draw
            what = " ".join(
                x for x in (icons_text(self.icons, True), kinds_text(self.card_kinds)) if x
            )
            return (
                f"{who_text(self.who)} may redraw for played {what} cards"
                f"{duration_text(self.duration)}"
            )
        if self.action == "use_drawn_card" and not self.duration:
            # "If drawn card is an attack, Two-Face may use it."
            return f"{who_text(self.who)} may use it"
        uses = _CARD_USES.get(self.action)
        if uses is not None and self.who == "self" and not (self.card_kinds or self.icons):
            # "May be used to attack or defend": what the card itself may be used for.
            return f"may be used to {uses}{duration_text(self.duration)}"
        verb = _PERMISSION_VERBS.get(self.action)
        if self.action == "duplicates" and isinstance(self.count, int):
            # "May have 1 duplicate "Bone Snap" Special card": how many duplicates
            head = f"may have {count_text(self.count)} "
            return self._in_words("may have {what}").replace(head, f"{head}duplicate ", 1)
        if verb is not None:
            return self._in_words(verb)
        what = " ".join(
            x
            for x in (
                " or ".join(f'"{n}"' for n in self.names),
                icons_text(self.icons, True),
                kinds_text(self.card_kinds),
            )
            if x
        )
        n = f"{count_text(self.count)} " if self.count is not None else ""
        if n and not what:
            what = "card" if self.count == 1 else "cards"  # "may place 1 card"
        elif clause_limit_text(self):
            # "may place Power cards with a value of 4 or less": the limit follows the noun
            what = f"{what} card{'' if self.count == 1 else 's'}{clause_limit_text(self)}"
        purpose = {"defense": " for defense", "attack": " to attack"}.get(self.purpose or "", "")
        head = f"{who_text(self.who)} may {self.action.replace('_', ' ')} {n}{what}".rstrip()
        return f"{head}{purpose}{defend}{duration_text(self.duration)}".rstrip()
