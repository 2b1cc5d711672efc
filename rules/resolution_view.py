"""What the resolve page shows of one step: the step's sentence, its changes in words, the
board drawn at that step; and the permalink that carries a situation in its URL."""

from __future__ import annotations

import base64
import binascii
import zlib
from typing import Any

from rules.board_svg import draw_board, time_left
from rules.notation.parser import MAX_TEXT as MAX_SITUATION  # a permalink unpacks to no more
from rules.services_judging import ko_meters

PILES = {
    "power_pack": "the Power Pack",
    "dead_pile": "the Dead Pile",
    "defeated_characters": "the defeated characters",
}


def encode_situation(text: str) -> str:
    """The notation, compressed for a URL (``?s=``)."""
    packed = zlib.compress(text.encode("utf-8"), 9)
    return base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")


def decode_situation(code: str) -> str | None:
    """The notation a permalink carries, or None when the code is damaged."""
    try:
        packed = base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))
        unpacker = zlib.decompressobj()
        raw = unpacker.decompress(packed, MAX_SITUATION)
        if unpacker.unconsumed_tail:
            return None
        return raw.decode("utf-8")
    except (binascii.Error, zlib.error, UnicodeDecodeError, ValueError):
        return None


def _names(board: dict[str, Any]) -> dict[str, str]:
    names: dict[str, str] = {}
    for player in (board.get("players") or {}).values():
        chars = [*(player.get("front_line") or []), player.get("reserve"), player.get("battlesite")]
        for char in chars:
            if isinstance(char, dict):
                names[str(char.get("id"))] = str(
                    char.get("name") or char.get("card") or char.get("id")
                )
    names["home_base"] = "the home base"
    return names


def _hit(hit: dict[str, Any]) -> str:
    icon = str(hit.get("icon", "")).replace("_", "-").title()
    record = f", {hit['record']} record" if hit.get("record") else ""
    return f"{hit.get('value')} {icon}{record}"


def describe_change(change: dict[str, Any], names: dict[str, str]) -> str:
    """One change of a step in words."""
    op = change.get("op")

    def who(key: str) -> str:
        value = change.get(key)
        return names.get(str(value), str(value))

    hit = change.get("hit") if isinstance(change.get("hit"), dict) else {}
    words = {
        "hit": lambda: f"{who('target')} takes a hit: {_hit(hit)}",
        "remove_hit": lambda: f"{who('target')} loses a hit: {_hit(hit)}",
        "return_hit": lambda: f"{who('target')}: hit kept on the permanent record: {_hit(hit)}",
        "ko": lambda: f"{who('target')} is KO'd ({change.get('kind')})",
        "ko_undone": lambda: f"{who('character')} is no longer KO'd",
        "removed": lambda: f"{who('character')} leaves play",
        "discard": lambda: (
            f"{change.get('card')} goes to {PILES.get(change.get('pile'), change.get('pile'))}"
            + (f" (player {change['player']})" if change.get("player") else "")
        ),
        "place": lambda: f"{change.get('card')} is placed on {who('character')}",
        "unplace": lambda: f"{change.get('card')} leaves {who('character')}",
        "effect_start": lambda: (
            f"{change.get('card')} takes effect: {time_left(change.get('duration'))}"
        ),
        "effect_end": lambda: (
            f"{change.get('card')} ends ({change.get('reason', 'its time is up')})"
        ),
        "effect_use": lambda: f"{change.get('card')}: {change.get('uses_left')} use(s) left",
        "grid": lambda: (
            f"{who('character')}'s {str(change.get('icon')).title()} goes from "
            f"{change.get('from')} to {change.get('to')}"
        ),
        "retarget": lambda: f"the attack now goes to {who('to')} instead of {who('from')}",
        "pass": lambda: f"player {change.get('player')} passes",
        "concede": lambda: f"player {change.get('player')} concedes",
        "concession_cancelled": lambda: f"player {change.get('player')}'s concession is cancelled",
        "battle_end": lambda: f"the battle ends ({change.get('reason')})",
        "penalty_draws": lambda: (
            f"player {change.get('player')} may draw {change.get('count')} card(s) for the"
            " opponent's venture (OR.venture.penalty)"
            + (f", waived by {change['card']}" if change.get("card") else "")
        ),
        "hit_value": lambda: f"a hit on {who('target')} changes value",
    }
    if op in words:
        return words[op]()
    rest = ", ".join(f"{k} {v}" for k, v in change.items() if k != "op")
    return f"{str(op).replace('_', ' ')}: {rest}"


def _touched(changes: list[dict[str, Any]]) -> set[str]:
    return {
        str(change[key])
        for change in changes
        for key in ("target", "character", "to")
        if isinstance(change.get(key), str)
    }


def step_view(answer: dict[str, Any], step: int) -> dict[str, Any]:
    """The page's view of step ``step`` (from 1) of a resolution made with ``board_at=step``
    (a step beyond the last shows the last, on the board at the end)."""
    steps = answer["steps"]
    total = len(steps)
    if total == 0:
        board = answer.get("initial") or answer["state"]
        return {
            "n": 0,
            "total": 0,
            "board_svg": draw_board(board, ko_meters(board)),
        }
    n = min(max(step, 1), total)
    current = steps[n - 1]
    board = answer.get("board_then") if n == step else None
    board = board or answer["state"]
    names = _names(answer.get("initial") or board)
    return {
        "n": n,
        "total": total,
        "step": current,
        "play_number": current["play"] + 1 if isinstance(current.get("play"), int) else None,
        "changes": [describe_change(c, names) for c in current.get("changes") or []],
        "board_svg": draw_board(board, ko_meters(board), _touched(current.get("changes") or [])),
        "previous": n - 1 if n > 1 else None,
        "next": n + 1 if n < total else None,
    }
