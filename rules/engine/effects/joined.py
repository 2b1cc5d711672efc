"""Two clauses one phrase of a sentence makes, rendered as that phrase.

"Target Character may not attack or be attacked" is a ``cannot_attack`` and a
``cannot_be_attacked`` clause; "Opponent must reveal Hand and play open handed" a ``reveal``
and a ``permission``. Each clause keeps its own fields (the engine applies them one by one);
the canonical text says them in the one phrase the cards use, which parses back to the same
two clauses.
"""

from __future__ import annotations

from dataclasses import replace

from rules.engine.effects.attack_grants import (
    CannotAttack,
    MustAttack,
)
from rules.engine.effects.base import PAIR_PHRASES, Clause, duration_text
from rules.engine.effects.cards_shown import Reveal
from rules.engine.effects.characters import CharacterMove, ExchangeCharacter
from rules.engine.effects.conditions import Timing
from rules.engine.effects.defense import CannotBeAttacked
from rules.engine.effects.discards import Discard
from rules.engine.effects.game_words import signed, who_text
from rules.engine.effects.hit_records import RemoveHits
from rules.engine.effects.modal_action import MODAL_WORDS, ModalAction
from rules.engine.effects.modifiers import AttackModifier
from rules.engine.effects.naming import inner_text
from rules.engine.effects.permissions import Permission
from rules.engine.effects.play_restrictions import PlayRestriction


def _same_subject(first: Clause, second: Clause) -> bool:
    return getattr(first, "who", None) == getattr(second, "who", None) and getattr(
        first, "duration", None
    ) == getattr(second, "duration", None)


def attack_or_be_attacked(first: Clause, second: Clause) -> str | None:
    """ "Thing may not attack or be attacked for remainder of battle." """
    if not (isinstance(first, CannotAttack) and isinstance(second, CannotBeAttacked)):
        return None
    if first.card_kinds or first.against or first.unless_attacked:
        return None
    if second.except_ or second.by_cards or not _same_subject(first, second):
        return None
    return f"{who_text(first.who)} may not attack or be attacked{duration_text(first.duration)}"


def attack_or_play(first: Clause, second: Clause) -> str | None:
    """ "Target Character may not attack or play Special cards for remainder of battle." """
    if not (isinstance(first, CannotAttack) and isinstance(second, PlayRestriction)):
        return None
    if first.card_kinds or first.against or first.unless_attacked:
        return None
    plain = not (second.icons or second.words or second.use or second.levels)
    if not plain or second.max_value is not None or second.verb != "play":
        return None
    if len(second.card_kinds) != 1 or not _same_subject(first, second):
        return None
    what = second.card_kinds[0].replace("_", " ").title()
    return (
        f"{who_text(first.who)} may not attack or play {what} cards{duration_text(first.duration)}"
    )


def reveal_and_play_open(first: Clause, second: Clause) -> str | None:
    """ "Opponent must reveal Hand and play open handed for remainder of battle." """
    if not (isinstance(first, Reveal) and isinstance(second, Permission)):
        return None
    if second.action != "play_open_handed" or first.who != second.who:
        return None
    if first.usable_by and second.filters == ("revealed",) and not (first.count or first.to):
        # "... must reveal any cards in Hand playable by X, and play those open-handed ..."
        return f"{first.phrase()}, and play those open-handed{duration_text(second.duration)}"
    if first.card_kinds or first.icons or first.count is not None or first.to or first.source:
        return None
    return (
        f"{who_text(first.who)} must reveal Hand and play open handed"
        f"{duration_text(second.duration)}"
    )


def reveal_and_play_open_held(first: Clause, second: Clause) -> str | None:
    """ "Opponent may (not) reveal Hand and play open handed for remainder of battle.": the
    pair held under the modal printed, each clause in a ``modal_action`` of that modal."""
    if not (isinstance(first, ModalAction) and isinstance(second, ModalAction)):
        return None
    if first.modal != second.modal or len(first.act) != 1 or len(second.act) != 1:
        return None
    said = reveal_and_play_open(first.act[0], second.act[0])
    if said is None or first.act[0].usable_by:
        return None
    return said.replace(" must reveal ", f" {MODAL_WORDS[first.modal]} reveal ", 1)


def held_pair(first: Clause, second: Clause) -> str | None:
    """ "Thing may attack or be attacked for remainder of battle.": two clauses one phrase says
    ("may not attack or be attacked"), each held under the modal printed (``modal_action``),
    said in that phrase with the printed modal in place of the one it says."""
    if not (isinstance(first, ModalAction) and isinstance(second, ModalAction)):
        return None
    if first.modal != second.modal or len(first.act) != 1 or len(second.act) != 1:
        return None
    inner, following = first.act[0], second.act[0]
    said = inner.joined_phrase(following)
    for phrase in PAIR_PHRASES:
        if said is not None:
            break
        if phrase is not held_pair:
            said = phrase(inner, following)
    return None if said is None else first.with_modal(said)


# Timings a card prints as the lead of the sentence they govern ("At end of battle, ...").
_LEADS = {"end_of_battle": "at end of battle"}


def timing_lead(first: Clause, second: Clause) -> str | None:
    """ "At end of battle, opponent may only move 1 Mission card." """
    if not isinstance(first, Timing) or first.when not in _LEADS:
        return None
    return f"{_LEADS[first.when]}, {inner_text((second,)).rstrip('.')}"


def discard_placed_and_reserve(first: Clause, second: Clause) -> str | None:
    """ "Target Hero must discard all Placed cards and move into Reserve for remainder of
    battle." """
    if not (isinstance(first, Discard) and isinstance(second, CharacterMove)):
        return None
    placed = (first.count, first.from_, first.filter, first.to) == (
        "all",
        "placed",
        "placed",
        "dead_pile",
    )
    if not placed or first.may or first.scaling or second.to != "reserve":
        return None
    if first.who != second.who or first.who in (None, "player"):
        return None
    return (
        f"{who_text(first.who)} must discard all Placed cards and move into Reserve"
        f"{duration_text(second.duration)}"
    )


def attacks_made_against_at(first: Clause, second: Clause) -> str | None:
    """ "All attacks by Opponent's team must be made against Grunge, at -2, until Grunge is
    KO'd or cannot be attacked." """
    if not (isinstance(first, MustAttack) and isinstance(second, AttackModifier)):
        return None
    if (second.who, second.against, second.duration) != (first.by, first.who, first.duration):
        return None
    if first.icons or first.except_ or second.icons or second.card_kinds or second.scaling:
        return None
    text = replace(first, duration=None).phrase() + f", at {signed(second.amount)}"
    return text + ("," + duration_text(first.duration) if first.duration else "")


def play_during_battle_to(first: Clause, second: Clause) -> str | None:
    """ "Play during battle to exchange any of X-World's Front Line Characters with KO'd
    teammate.": the card's timing and what it is played to do, in one sentence."""
    if not (isinstance(first, Timing) and first.when == "during_battle"):
        return None
    if not isinstance(second, ExchangeCharacter):
        return None
    return f"play during battle to {inner_text((second,)).rstrip('.')}"


def discard_hits_and_placed(first: Clause, second: Clause) -> str | None:
    """ "Discard all Hits to Permanent Record and Placed cards." (of the character just
    exchanged): its Permanent Record's Hits and its Placed cards both go."""
    if not (isinstance(first, RemoveHits) and isinstance(second, Discard)):
        return None
    if first.who != "exchanged_character" or second.who != "exchanged_character":
        return None
    if (first.count, first.record, first.filter, first.by, first.to) != (
        "all",
        "permanent",
        None,
        None,
        None,
    ):
        return None
    if (second.count, second.from_, second.filter, second.may) != (
        "all",
        "placed",
        "placed",
        False,
    ):
        return None
    return "discard all Hits to Permanent Record and Placed cards"


PAIR_PHRASES.extend(
    (
        play_during_battle_to,
        discard_hits_and_placed,
        attack_or_be_attacked,
        attack_or_play,
        attacks_made_against_at,
        reveal_and_play_open,
        reveal_and_play_open_held,
        timing_lead,
        discard_placed_and_reserve,
        held_pair,
    )
)
