"""Hits of the current battle kept off the permanent record at the battle's end, as an effect
in play says ("All Hits from the current battle are discarded at the end of the battle, and do
not get added to the Permanent Record", ``hits_not_recorded``; "All of teammates' Hits from
Current Battle are discarded and do not get added to Venture Total", ``discard_hits``): read
before the battle's effects end, applied as the records are finished (OR.hits)."""

from __future__ import annotations

from typing import Any

from rules.engine.state import Board, Character, Effect
from rules.engine.who_names import names_character

#: Whom a ``hits_not_recorded`` clause names: every character, or the one the card was
#: played on (its target) or by.
KEPT_OFF_WHO = ("all_characters", "character", "self", "this_character")


def is_applied_keep_off(clause: dict[str, Any]) -> bool:
    return clause.get("who") in KEPT_OFF_WHO


def _discards_hits_of(eff: Effect, clause: dict[str, Any], char: Character) -> bool:
    """Whether a ``discard_hits`` clause discards ``char``'s Hits from Current Battle: a
    character of the effect's own side (a KO'd one too) its ``who`` names, "teammate" being
    any but the character whose card it is."""
    if char.player != eff.player:
        return False
    who = clause.get("who") or "teammate"
    if who == "teammate":
        return char.id != eff.by
    return names_character(who, char, eff)


def _hit_discards(board: Board) -> list[tuple[Effect, dict[str, Any]]]:
    return [
        (eff, c)
        for eff in board.all_effects()
        for c in eff.clauses
        if c.get("kind") == "discard_hits" and c.get("record", "current") == "current"
    ]


def venture_discards(board: Board) -> dict[str, str]:
    """For each character whose current hits a card in play discards and keeps out of the
    venture total, that card's name."""
    out: dict[str, str] = {}
    for eff, c in _hit_discards(board):
        if not c.get("counts_venture"):
            for ch in board.characters():
                if _discards_hits_of(eff, c, ch):
                    out.setdefault(ch.id, eff.card.name)
    return out


def kept_off_record(board: Board) -> list[tuple[Character, str]]:
    """The characters whose current hits stay off the permanent record, with the card that
    says so."""
    out = [
        (ch, eff.card.name)
        for eff, c in _hit_discards(board)
        for ch in board.characters()
        if _discards_hits_of(eff, c, ch)
    ]
    for eff in board.all_effects():
        for c in eff.clauses:
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
