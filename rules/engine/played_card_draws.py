"""Draws an effect in play owes for each card of a kind a side plays ("For remainder of game,
both players must draw 1 card from top of Draw Pile for each Activator card played by
Opponent. Draw card before resolving Opponent's action. Discard duplicates."): a lasting
``draw`` whose count scales with the cards played (``scaling.count``: ``card_kinds``,
``played_by``). Each time the side it names plays such a card, the step after that play says
who draws how many, for the table (MR.19); the play's action is not yet resolved then, as
"before resolving Opponent's action" (a ``trigger`` of that timing carrying the same draw)
asks. The card's handling notes ("Discard duplicates") are said with it.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from rules.engine.clauses import tuple_of
from rules.engine.state import CardUse, Effect, other

#: The timing a trigger gives the draws: before the opponent's action is resolved.
BEFORE_RESOLVING = "before_resolving_action_of"
RULES = ["MR.19", "MR.1"]


def _counted(clause: dict[str, Any]) -> dict[str, Any] | None:
    scaling = clause.get("scaling")
    count = scaling.get("count") if isinstance(scaling, dict) else None
    return count if isinstance(count, dict) else None


def draws_per_played(clause: dict[str, Any]) -> bool:
    """A lasting draw for each card of a kind the opponent (or the player) plays."""
    count = _counted(clause)
    return (
        clause.get("kind") == "draw"
        and clause.get("duration") is not None
        and count is not None
        and count.get("what") == "cards"
        and bool(tuple_of(count.get("card_kinds")))
        and count.get("played_by") in ("opponent", "player")
    )


def _only_draws(then: Any) -> bool:
    kinds = [c.get("kind") if isinstance(c, dict) else None for c in then or ()]
    return bool(kinds) and set(kinds) == {"draw"}


def times_played_draws(clause: dict[str, Any], clauses: list[dict[str, Any]]) -> bool:
    """ "Draw card before resolving Opponent's action": the timing of the card's draws for
    each card the opponent plays (read with them, not as a draw of its own)."""
    if clause.get("kind") != "trigger" or clause.get("event") != BEFORE_RESOLVING:
        return False
    if clause.get("detail") != "opponent" or not _only_draws(clause.get("then")):
        return False
    return any(
        draws_per_played(c) and (_counted(c) or {}).get("played_by") == "opponent" for c in clauses
    )


def _fits(card: CardUse, kinds: tuple[str, ...]) -> bool:
    return all(k in (card.kind, card.subtype or "") for k in kinds)


def played_draws(
    effects: list[Effect], player: str, cards: list[CardUse]
) -> Iterator[tuple[Effect, dict[str, Any], CardUse]]:
    """(effect, draw clause, card) for each card ``player`` just played that an effect in
    play owes draws for."""
    for e in effects:
        for c in e.clauses:
            if not draws_per_played(c):
                continue
            count = _counted(c) or {}
            side = other(e.player) if count.get("played_by") == "opponent" else e.player
            if side != player:
                continue
            for card in cards:
                if _fits(card, tuple_of(count.get("card_kinds"))):
                    yield e, c, card


def draw_words(effect: Effect, clause: dict[str, Any], card: CardUse, words) -> str:
    """The step's words; ``words`` renders a clause in the game's words."""
    who = str(clause.get("who") or "player").replace("_", " ")
    many = clause.get("count", 1)
    notes = [
        words(c)
        for c in effect.clauses
        if c.get("kind") == "discard" and c.get("filter") == "duplicates"
    ]
    timed = any(times_played_draws(c, effect.clauses) for c in effect.clauses)
    text = f"{effect.card.name}: {card.label()} was played, so {who} must draw {many} card(s)"
    if clause.get("from"):
        text += f" from the {str(clause['from']).replace('_', ' ')}"
    if timed:
        text += ", before the action is resolved"
    if notes:
        text += f" ({'; '.join(n[:1].lower() + n[1:] for n in notes)})"
    return text + " (carried out at the table)."
