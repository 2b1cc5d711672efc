"""A character resurrected in the next battle after its own KO (OR.ko.return, MR.19): "Play
during battle. After being K.O.'d, Shang-Chi is resurrected at beginning of next battle,
remains in play until end of battle, and is discarded at end of battle."

The card is in play from its play on, naming no target; nothing happens at once. If the
character it names is KO'd when the battle ends, the card's effect is held for the next battle:
its target becomes that character and its duration ``next_battle`` (which the battle's end
turns into the coming battle's, ``durations.end_of_battle``). A board whose effect in play has
that target, the character KO'd, is the next battle's: its character comes back before the
first play (``resolve_returns``), and ``discarded_at_end`` sends it back to the Defeated
Characters pile at that battle's end (``character_returns``). Not KO'd, the card ends with its
battle and brings no one back. A board given in the middle of the battle the card was played
in gives its effect with no target.
"""

from __future__ import annotations

from typing import Any

from rules.engine.board_model import Board, Character, Effect
from rules.engine.ko_effects import KO_CONDITIONS
from rules.engine.who_names import names_character

#: Subjects that name no one character: any KO'd one of a side (``character_returns``).
_ANY = frozenset({"teammate", "hero", "character", "any_character", "villain"})

RULES = ("OR.ko.return", "OR.ko.effects", "MR.19")


def own_return(clause: dict[str, Any]) -> bool:
    """A resurrection in the next battle of the one character it names (by name, or itself)."""
    who = clause.get("who")
    return (
        clause.get("kind") == "resurrect"
        and clause.get("duration") == "next_battle"
        and isinstance(who, str)
        and bool(who)
        and who.lower() not in _ANY
    )


def waits_for_own_ko(clause: dict[str, Any]) -> bool:
    """ "After being K.O.'d, <X> is resurrected at beginning of next battle": a condition on
    the named character's KO whose every clause is such a resurrection."""
    then = [c for c in clause.get("then") or () if isinstance(c, dict)]
    return (
        clause.get("kind") == "condition"
        and clause.get("when") in KO_CONDITIONS
        and bool(then)
        and all(own_return(c) for c in then)
    )


def named(board: Board, effect: Effect, clause: dict[str, Any]) -> Character | None:
    """The character of the effect's side the resurrection names."""
    side = board.players.get(effect.player)
    chars = side.characters() if side is not None else []
    return next((c for c in chars if names_character(clause.get("who"), c, effect)), None)


def held_return(board: Board, effect: Effect) -> dict[str, Any] | None:
    """The resurrection an effect holds from the battle before (not waiting for the next
    battle any more, its target the KO'd character its card names), or None."""
    char = board.character(effect.target)
    if effect.duration == "next_battle" or char is None or not char.ko:
        return None
    for c in effect.clauses:
        if waits_for_own_ko(c) and named(board, effect, c["then"][0]) is char:
            return dict(c["then"][0])
    return None


def hold_for_next_battle(board: Board) -> tuple[list[dict[str, Any]], list[str]]:
    """At the battle's end, before its effects end: each card played this battle waiting for
    its character's KO (no target yet) is held for the next battle, its target that
    character, if that character is KO'd; otherwise it brings no one back. Changes and the
    step's words."""
    changes: list[dict[str, Any]] = []
    texts: list[str] = []
    for eff in board.in_play:
        if eff.duration == "next_battle" or eff.target is not None:
            continue  # held already, or its battle has come (``held_return``)
        waits = [c for c in eff.clauses if waits_for_own_ko(c)]
        if not waits:
            continue
        char = named(board, eff, waits[0]["then"][0])
        if char is None or not char.ko:
            who = char.name if char is not None else str(waits[0]["then"][0].get("who"))
            texts.append(f"{eff.card.name}: {who} was not KO'd this battle, so no one comes back")
            continue
        eff.target, eff.duration = char.id, "next_battle"
        changes.append(
            {
                "op": "effect_start",
                "card": eff.card.name,
                "player": eff.player,
                "target": char.id,
                "duration": "next_battle",
            }
        )
        texts.append(
            f"{eff.card.name}: {char.name} was KO'd, so it will be resurrected at the"
            " beginning of the next battle"
        )
    return changes, texts
