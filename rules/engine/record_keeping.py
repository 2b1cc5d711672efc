"""Hits of the current battle kept off the permanent record at the battle's end, as an effect
in play says ("All Hits from the current battle are discarded at the end of the battle, and do
not get added to the Permanent Record", ``hits_not_recorded``; "All of teammates' Hits from
Current Battle are discarded and do not get added to Venture Total", ``discard_hits``): read
before the battle's effects end, applied as the records are finished (OR.hits)."""

from __future__ import annotations

from typing import Any

from rules.engine.state import Board, Character, Effect

#: Whom a ``hits_not_recorded`` clause names: every character, or the one the card was
#: played on (its target) or by.
KEPT_OFF_WHO = ("all_characters", "character", "self", "this_character")


def is_applied_keep_off(clause: dict[str, Any]) -> bool:
    return clause.get("who") in KEPT_OFF_WHO


def discarded_hits_of(board: Board, eff: Effect, clause: dict[str, Any]) -> list[Character]:
    """The characters whose Hits from Current Battle a ``discard_hits`` clause discards: the
    effect's owner's team, narrowed by its ``who`` (teammates are the team but the character
    whose card it is; a name is that character)."""
    who = clause.get("who") or "teammate"
    team = [ch for ch in board.characters() if ch.player == eff.player]  # the KO'd one too
    if who == "team":
        return team
    if who == "teammate":
        return [ch for ch in team if ch.id != eff.by]
    if who in ("self", "this_character"):
        return [ch for ch in team if ch.id == eff.by]
    return [ch for ch in team if isinstance(who, str) and ch.name.startswith(who)]


def discards_current_hits(clause: dict[str, Any]) -> bool:
    return clause.get("kind") == "discard_hits" and clause.get("record", "current") == "current"


def venture_discarded_by(board: Board, char: Character) -> str:
    """The card in play whose discarded hits of ``char`` are not added to the venture total."""
    for eff in board.all_effects():
        for c in eff.clauses:
            counted = c.get("counts_venture")
            if (
                discards_current_hits(c)
                and not counted
                and char in discarded_hits_of(board, eff, c)
            ):
                return eff.card.name
    return ""


def kept_off_record(board: Board) -> list[tuple[Character, str]]:
    """The characters whose current hits stay off the permanent record, with the card that
    says so."""
    out: list[tuple[Character, str]] = []
    for eff in board.all_effects():
        for c in eff.clauses:
            if discards_current_hits(c):
                out += [(ch, eff.card.name) for ch in discarded_hits_of(board, eff, c)]
                continue
            if c.get("kind") != "hits_not_recorded" or not is_applied_keep_off(c):
                continue
            if c.get("who") == "all_characters":
                chars = board.characters()
            else:
                one = board.character(eff.target if c.get("who") == "character" else eff.by)
                chars = [one] if one is not None else []
            out += [(ch, eff.card.name) for ch in chars if not ch.removed]
    return out


def discard_current_hits(kept: list[tuple[Character, str]]) -> tuple[list[dict], list[str]]:
    """Take the current battle's hits off the characters named (they are discarded, not
    recorded): the changes and the words of the step."""
    changes: list[dict[str, Any]] = []
    texts: list[str] = []
    done: set[str] = set()
    for char, card in kept:
        if char.id in done:
            continue
        done.add(char.id)
        current = [h for h in char.hits if h.record != "permanent"]
        if not current:
            continue
        char.hits = [h for h in char.hits if h.record == "permanent"]
        changes.append(
            {
                "op": "hits_discarded",
                "target": char.id,
                "card": card,
                "hits": [h.to_json() for h in current],
            }
        )
        texts.append(
            f"{card}: {char.name}'s {len(current)} hit(s) of this battle are discarded, not"
            " added to its permanent record"
        )
    return changes, texts
