"""How long an effect stays in play (MR.19).

A printed duration stands: remainder of battle, remainder of game, next battle, or "until"
an event. With none printed, a card that is not One Per Deck lasts for the remainder of the
battle and a One Per Deck card for the remainder of the game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from rules.engine.card_stays import stays_duration

if TYPE_CHECKING:
    from rules.engine.state import Board, CardUse, Effect


def default_duration(card: CardUse, printed: Any) -> Any:
    """The duration of ``card``'s lasting effect, applying MR.19 when none is printed."""
    if printed is not None:
        return printed
    stays = stays_duration(card.clauses)  # "This card stays in play ..." (card_stays)
    if stays is not None:
        return stays
    return "game" if card.defn.one_per_deck else "battle"


def clause_duration(card: CardUse, clauses: list[dict[str, Any]]) -> tuple[Any, bool]:
    """The duration the card's lasting clauses print, and whether one was printed; how long
    the card itself stays in play, if it says (``card_stays``), stands over them."""
    stays = stays_duration(card.clauses)
    if stays is not None:
        return stays, True
    for c in clauses:
        d = c.get("duration")
        if d is not None:
            return d, True
    return default_duration(card, None), False


def describe(duration: Any) -> str:
    if isinstance(duration, dict):
        return f"until {duration.get('until')}"
    return {
        "battle": "for the remainder of the battle",
        "game": "for the remainder of the game",
        "next_battle": "for the next battle",
        "each_battle": "in each battle",
        "turn": "for this turn",
    }.get(str(duration), str(duration))


def until_event(effect: Effect) -> str | None:
    d = effect.duration
    if isinstance(d, dict):
        return str(d.get("until") or "")
    return None


def ends_on(effect: Effect, event: str, subject: str | None = None) -> bool:
    """Does an "until ..." effect end on ``event`` (``hit``, ``ko``, ``attacked``...)?

    The event words are matched loosely against the printed condition ("until hit",
    "until Leader is K.O.'d", "until a hit is received").
    """
    text = (until_event(effect) or "").lower()
    if not text:
        return False
    words = {
        "hit": ("hit",),
        "ko": ("k.o", "ko'd", "ko ", "knocked out", "ko"),
        "attacked": ("attacked",),
        "concede": ("concede",),
    }.get(event, (event,))
    if (
        subject is not None
        and effect.by not in (None, subject)
        and effect.target not in (None, subject)
    ):
        return False
    return any(w in text for w in words)


def _end_effects(board: Board, reason: Callable[[Effect], str | None]) -> list[dict[str, Any]]:
    """Take out of play, on the board and on every character, each effect for which
    ``reason`` names why it ends. Returns the changes."""
    changes: list[dict[str, Any]] = []

    def sweep(effects: list[Effect], where: str) -> list[Effect]:
        kept = []
        for e in effects:
            why = reason(e)
            if why is None:
                kept.append(e)
            else:
                changes.append(
                    {"op": "effect_end", "card": e.card.name, "where": where, "reason": why}
                )
        return kept

    board.in_play = sweep(board.in_play, "board")
    for c in board.characters():
        c.in_play = sweep(c.in_play, c.id)
    return changes


def end_of_battle(board: Board) -> list[dict[str, Any]]:
    """Remove the effects that end with the battle; next-battle effects start. Returns changes."""
    changes = _end_effects(
        board,
        lambda e: (
            "end of battle" if e.duration in ("battle", "turn") or ends_on(e, "battle") else None
        ),
    )
    for effects in (board.in_play, *(c.in_play for c in board.characters())):
        for e in effects:
            if e.duration == "next_battle":
                e.duration = "battle"
    return changes


def end_on_event(board: Board, event: str, subject: str | None) -> list[dict[str, Any]]:
    """End every "until <event>" effect the event satisfies (MR.19 C)."""
    return _end_effects(board, lambda e: f"until {event}" if ends_on(e, event, subject) else None)
