"""Bars on the cards a play restriction names beyond kinds and icons: every card carrying a
word ("No cards with the word "Negate" may be played this battle": ``words``, on every
character), refused as an attack's cards are (MR.19, MR.1), and the allow-list of "Only ...
may be played" (the typed ``only`` / ``acting_as`` / ``attacks_only``): every attack outside
it barred."""

from __future__ import annotations

from typing import Any

from rules.engine.card_filters import card_filter
from rules.engine.clauses import tuple_of
from rules.engine.state import CardUse, Effect

#: The subjects of a bar on every player's cards.
EVERY_PLAYER = frozenset({"all_characters", "any_character", "each_player", "both_players"})


def carries_word(cards: list[CardUse], words: tuple[str, ...]) -> bool:
    """Whether the printed text of any of ``cards`` carries one of ``words`` ("cards with the
    word "Negate""): the bar is on the printed word itself."""
    text = " ".join((c.defn.text or "").lower() for c in cards)
    return any(w.lower() in text for w in words)


def allow_listed(clause: dict[str, Any]) -> bool:
    """Whether a play restriction allows only the cards it names ("Only ... may be played"):
    its typed ``only`` / ``acting_as`` / ``attacks_only`` fields."""
    return bool(clause.get("only") or clause.get("acting_as") or clause.get("attacks_only"))


def outside_allow_list(
    clause: dict[str, Any], card_kinds: set[str], icons: tuple[str, ...], value: int | None = None
) -> bool:
    """Whether an attack falls outside a restriction's allow-list and so is barred (MR.19):
    "Only attacks made with Universe cards may be played against Steel" bars every attack made
    without a card of the kinds it names; "Only Fighting attacks" and "Only Teamwork cards that
    act as Strength attacks" every attack not of one of the power types named (any of them); a
    value limit a judge wrote in ``only`` holds too. Words kept untyped in ``only`` are never
    taken as unmet (the bar holds only on what is typed)."""
    allowed = card_filter(clause.get("only")) if clause.get("only") else None
    kinds = allowed.kinds if allowed else frozenset()
    types = set(allowed.icons if allowed else ()) | set(tuple_of(clause.get("acting_as")))
    if allowed is not None and allowed.has_value_test:
        low, high = allowed.low, allowed.high
        if (
            value is None
            or (low is not None and value < low)
            or (high is not None and value > high)
        ):
            return True
    return not (kinds <= card_kinds and (not types or bool(types & set(icons))))


def worded_bar(effects: list[Effect], card: CardUse, player: str) -> Effect | None:
    """The effect in play that keeps ``card`` (played by ``player``) off the table by a word
    of its text, if any."""
    for e in effects:
        for c in e.clauses:
            words = tuple_of(c.get("words"))
            if c.get("kind") != "play_restriction" or not words:
                continue
            if c.get("verb", "play") not in ("play", None):
                continue
            who = c.get("who")
            if not (
                who in EVERY_PLAYER
                or (who in ("opponent", "opponent_team") and e.player != player)
                or (who == "team" and e.player == player)
            ):
                continue
            if carries_word([card], words):
                return e
    return None
