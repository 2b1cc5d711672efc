"""What a defense check answers (Outcome), the timings and uses that bar a defense, and the look-ups of clauses in play it shares."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rules.engine.attacks import (
    Action,
    card_icons,
    card_kinds,
    pile_for,
)
from rules.engine.card_filters import ICON_WORDS, Filter, card_filter
from rules.engine.clauses import tuple_of
from rules.engine.follow_ups import for_this_attack
from rules.engine.state import Board, CardUse, Character, Effect
from rules.engine.worded_bars import carries_word

NOT_DEFENSIVE_TIMING = (
    "during_battle",
    "current_battle",
    "in_current_battle",
    "your_turn",
    "on_your_turn",
    "play_in_current_battle",
    "top_of_action",
)


DEFENSIVE_USES = ("defend", "attack_or_defend")  # a play restriction's use that bars defenses


def use_and_against(clause: dict[str, Any]) -> tuple[str | None, str | None]:
    """A play restriction's use and the character it is made against: "may not use Universe
    cards to attack or defend against Hazard" is ("attack_or_defend", "Hazard")."""
    use = clause.get("use")
    if not isinstance(use, str):
        return None, None
    base, _, against = use.partition(" against ")
    return base, (against.strip() or None)


OWN = ("self", "team", "teammate", "self_or_teammate", None)


@dataclass
class Outcome:
    result: str  # blocked | avoided | negated | restricted | illegal
    rules: list[str]
    text: str
    changes: list[dict[str, Any]] = field(default_factory=list)
    effects: list[Effect] = field(default_factory=list)
    defense_value: int | None = None
    attack_value: int | None = None

    @property
    def stops(self) -> bool:
        return self.result in ("blocked", "avoided", "negated")


def card_clauses(card: CardUse, kind: str) -> list[dict[str, Any]]:
    return [c for c in card.clauses if c.get("kind") == kind]


def _traits(card: CardUse) -> tuple[set[str], set[str], int | None, str | None]:
    """What a defense restriction matches a card by: its kinds, icons, value and source."""
    kinds = card_kinds(card)
    if card.kind == "activator":
        kinds = {"activator"}  # an activator is not a special, even for a battlesite special
    source = None
    if card.source == "battlesite" or (card.kind == "activator" and card.retrieves is not None):
        source = "battlesite"  # a battlesite special, played with an activator
    icons = set(card_icons(card, "defense"))
    if card.kind == "power" and card.subtype == "multipower":
        icons |= set(card.defn.icons)
    return kinds, icons, card.defn.value, source


def _restrictions(action: Action, in_play: bool) -> list[dict[str, Any]]:
    """The attack's defense restrictions on cards played in response (or, with ``in_play``,
    on cards already in play: MR.10)."""
    return [
        r
        for r in action.restrictions
        if bool(r.get("in_play")) == in_play and for_this_attack(r, action)
    ]


def _with_card(only: Filter, card: CardUse) -> bool:
    """Whether ``card`` is the card a "Power card with a Universe card" is played with."""
    if not only.combined:
        return False
    kinds, icons, _value, _source = _traits(card)
    return combined_part(only).matches(kinds, icons, None)


def combined_part(only: Filter) -> Filter:
    """The card a filter's card is played with ("with a Universe card"), as a filter."""
    return Filter(only.combined - ICON_WORDS, only.combined & ICON_WORDS)


def restriction_bars(action: Action, card: CardUse) -> dict[str, Any] | None:
    """The attack's defense restriction that bars ``card`` (MR.5.restricted-defense), if any."""
    kinds, icons, value, source = _traits(card)
    # MR.10: a restriction bars cards played in response; one that names cards already in
    # play ("not affected by specials already in play") bars those and only those.
    for r in _restrictions(action, card.source == "in_play"):
        words = tuple_of(r.get("words"))
        if words:
            if carries_word([card], words):
                return r  # "may not be affected by a card with the word ..." (MR.10)
            continue
        forbids = r.get("forbids")
        only = r.get("only")
        if not forbids and not only and r.get("required"):
            continue  # "must be defended": any card may, and one must (defense_owed)
        if not forbids and not only:
            return r  # "may not be defended": no card may answer it
        if forbids and card_filter(forbids).matches(kinds, icons, value, source):
            return r
        allowed = card_filter(only) if only else None
        # the card "a Power card with a Universe card" is played with passes too
        if allowed and not (
            allowed.matches(kinds, icons, value, source) or _with_card(allowed, card)
        ):
            return r
    return None


def owed_with(action: Action, card: CardUse) -> bool:
    """Whether the attack's restriction asks for ``card`` ("a Power card with a Universe
    card"): a buff the defense must hold is necessary (MR.10, MR.5.restricted-defense)."""
    return any(
        r.get("only") and _with_card(card_filter(r.get("only")), card)
        for r in _restrictions(action, False)
    )


def combination_missing(action: Action, cards: list[CardUse]) -> dict[str, Any] | None:
    """The attack's restriction "may only be defended by a Power card with a Universe card"
    that the cards played in response do not meet: they must hold both cards
    (MR.5.restricted-defense), if any."""
    played = [c for c in cards if c.source != "in_play"]
    for r in _restrictions(action, False):
        only = card_filter(r.get("only")) if r.get("only") else None
        if only is None or not only.combined or r.get("words"):
            continue
        named = any(only.matches(*_traits(c)) for c in played)
        if not (named and any(_with_card(only, c) for c in played)):
            return r
    return None


def concerns_target(e: Effect, who: str, char: Character) -> bool:
    """Whether an effect's subject (``who``: self, target, a team, a name) is ``char``."""
    if who == "target":
        return e.target == char.id
    if who == "self":
        return (e.target or e.by) == char.id
    if who in ("opponent", "opponent_team"):
        return e.player != char.player
    if who in ("team", "self_or_teammate"):
        return e.player == char.player
    return who.lower() in char.name.lower()


def find_in_play(board: Board, player: str, card: CardUse) -> Effect | None:
    for e in board.all_effects():
        if e.player == player and e.card.name.lower() == card.name.lower():
            return e
    return None


def discard_of(card: CardUse, player: str) -> dict[str, Any]:
    if card.kind == "activator" and card.retrieves is not None:
        return {
            "op": "discard",
            "player": player,
            "card": card.retrieves.name,
            "pile": "defeated_characters",
        }
    return {"op": "discard", "player": player, "card": card.name, "pile": pile_for(card)}


def discard_change(card: CardUse, player: str) -> dict[str, Any]:
    return discard_of(card, player)
