"""Clauses of verb phrases the engine does not apply yet (``rules.engine.reach`` lists none of
them, so a resolution meeting one says "not applied"): cards used as cards of another kind or
power type, Hits that may not leave a record, and an attack's bonus while a condition holds."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from rules.engine.effects.base import Clause, Duration, duration_text
from rules.engine.effects.card_filter import CardFilter
from rules.engine.effects.conditions import Condition
from rules.engine.effects.game_words import possessive, signed, who_text
from rules.engine.effects.hits_placed import RECORD_WORDS

# The modals a permission or bar is printed with, in the game's words.
_MODALS: dict[str, str] = {"may": "may", "must": "must", "not": "may not"}


def cards_words(cards: CardFilter) -> str:
    """ "Any-Power cards", "level 1 through 4 Power cards": a filter's cards, plural."""
    level = ""
    if cards.levels is not None:
        low, high = cards.levels
        level = f"level {low} " if low == high else f"level {low} through {high} "
    return f"{level}{cards.adjectives()} cards".strip()


@dataclass(frozen=True, kw_only=True)
class CardsUsedAs(Clause):
    """``Any Power cards may be used as Energy cards this battle.`` / ``This character may use
    Any-Power cards as Fighting Power cards this battle.``: ``cards`` count as ``used_as``
    cards for the player (``who``: the character using them, ``None`` when the cards are the
    subject); ``modal``: ``may``, ``must`` or ``not``; ``any_cards``: "any" printed before the
    cards (every card of the filter)."""

    kind: ClassVar[str] = "cards_used_as"
    who: str | None = None
    modal: str = "may"
    cards: CardFilter = CardFilter()
    used_as: CardFilter = CardFilter()
    any_cards: bool = False
    duration: Duration = None

    def phrase(self) -> str:
        what = ("any " if self.any_cards else "") + cards_words(self.cards)
        modal = _MODALS[self.modal]
        # the cards as the subject ("... may be used as"), or the character using them
        said = (
            f"{what} {modal} be used"
            if self.who is None
            else f"{who_text(self.who)} {modal} use {what}"
        )
        return f"{said} as {cards_words(self.used_as)}{duration_text(self.duration)}"


@dataclass(frozen=True, kw_only=True)
class HitsKept(Clause):
    """``Hits on this character may not be removed this battle.``: the Hits of ``who``
    (``record``: only those of one record, ``None``: any) stay where they are; ``moved``: the bar
    printed as "may not be moved" rather than "removed"."""

    kind: ClassVar[str] = "hits_kept"
    who: str | None = "self"
    record: str | None = None
    moved: bool = False
    duration: Duration = None

    def phrase(self) -> str:
        where = f"on {who_text(self.who)}"
        if self.record is not None:
            where = f"in {possessive(who_text(self.who))} {RECORD_WORDS[self.record]}"
        verb = "moved" if self.moved else "removed"
        return f"Hits {where} may not be {verb}{duration_text(self.duration)}"


@dataclass(frozen=True, kw_only=True)
class AttackBonusIf(Clause):
    """``Acts as a level 5 Energy attack at +2 if this character has 2 or more Hits.``: the
    card's attack (the clause before) is ``amount`` more while the condition holds (``when``,
    ``detail``, ``number`` as a ``condition`` clause types them)."""

    kind: ClassVar[str] = "attack_bonus_if"
    amount: int = 0
    when: str = ""
    detail: str | None = None
    number: int | None = None

    def condition_words(self) -> str:
        return Condition(when=self.when, detail=self.detail, number=self.number).head()

    def bonus_words(self) -> str:
        """ "at +2 if ...": the bonus as printed after the attack it is of."""
        return f"at {signed(self.amount)} {self.condition_words()}"

    def phrase(self) -> str:
        return f"this attack is {signed(self.amount)} {self.condition_words()}"


@dataclass(frozen=True, kw_only=True)
class HandKept(Clause):
    """``During the Discard Phase, opponent may keep 2 additional cards.``: ``who`` keeps
    ``count`` cards more in hand than the Discard Phase leaves (``in_hand``: "in hand" printed);
    ``modal``: ``may``, ``must`` or ``not``."""

    kind: ClassVar[str] = "hand_kept"
    who: str | None = "player"
    modal: str = "may"
    count: int = 1
    in_hand: bool = False
    duration: Duration = None

    def phrase(self) -> str:
        subject = "" if self.who in (None, "player") else f"{who_text(self.who)} "
        cards = f"card{'s' if self.count != 1 else ''}{' in Hand' if self.in_hand else ''}"
        return (
            f"{subject}{_MODALS[self.modal]} keep {self.count} additional {cards}"
            f"{duration_text(self.duration)}"
        )
