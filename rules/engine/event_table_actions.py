"""What an event in play says to do with the piles and hands the engine does not hold, stated
once as the battle begins (OR.events, MR.6): "Sort through the Power Pack and choose any two
cards. Reshuffle Power Pack. Put two chosen cards in your hand", "Draw two cards after the
discard phase. Do not discard if duplicates". Played cards state the same actions in their
steps (``pile_actions``); an event is never played, so without this its actions would pass
unsaid.

Each action becomes the clause's own words, "carried out at the table", and a change naming
the action; the judge carries it out (MR.6).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.engine.pile_actions import pile_change

#: Card actions on the hand and the piles the resolver states rather than carries out.
STATED_KINDS = frozenset({"draw", "discard"})

#: When a trigger of an event fires, in the game's words, for the change it records.
TRIGGER_WHEN = {"after_discard_phase": "after the discard phase"}


def _stated(clause: dict[str, Any], words: str) -> tuple[str, dict[str, Any]] | None:
    """(words, change) of a draw or discard from the hand or a pile (not the cards placed on
    a character, which the resolver moves itself, ``placed_discards``)."""
    kind = clause.get("kind")
    if kind not in STATED_KINDS or clause.get("from") == "placed" or clause.get("count") == 0:
        return None  # a discard of no card is a rule on duplicates (``_keeps_duplicates``)
    change = {
        "op": kind,
        "who": clause.get("who") or "player",
        "count": clause.get("count"),
        "from": clause.get("from"),
        "to": clause.get("to"),
    }
    return f"{words} (carried out at the table)", change


def table_actions(
    clauses: list[dict[str, Any]], words_of: Callable[[dict[str, Any]], str]
) -> list[tuple[str, dict[str, Any]]]:
    """(words, change) of each action of the event's clauses done at the table: pile actions,
    draws and discards, and those a trigger of the event makes when it fires."""
    out: list[tuple[str, dict[str, Any]]] = []
    keep = _keeps_duplicates(clauses)
    for c in clauses:
        words = words_of(c)
        found = pile_change(c, words) or _stated(c, words)
        if found is not None:
            out.append(found)
            continue
        when = TRIGGER_WHEN.get(str(c.get("event"))) if c.get("kind") == "trigger" else None
        if when is None:
            continue
        for then in c.get("then") or ():
            if isinstance(then, dict) and (made := _stated(then, words_of(then))) is not None:
                out.append((f"{when}: {made[0]}", {**made[1], "when": c.get("event")}))
    if keep:
        out = [
            (f"{t}, duplicates drawn may be kept", {**ch, "keep_duplicates": True})
            if ch.get("op") == "draw"
            else (t, ch)
            for t, ch in out
        ]
    return out


def _keeps_duplicates(clauses: list[dict[str, Any]]) -> bool:
    """ "Do not discard if duplicates": a discard of no card that keeps duplicates, said with
    the cards the event draws."""
    return any(
        c.get("kind") == "discard" and c.get("count") == 0 and c.get("duplicates") == "keep"
        for c in clauses
    )
