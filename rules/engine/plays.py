"""The plays of a resolution request, validated with the path of every bad field.

A play: ``{"type": "attack" | "defend" | "shift" | "play" | "pass" | "concede" | "place" |
"enter" (the reserve entering after a teammate's KO, when a card allows it),
"player": "A", "by": "<character id>", "target": "<character id>" | "battlesite",
"to": "<character id>", "cards": [...]}``; an attack on a card standing in front of its
target names it with ``"on_card": "<card name>"`` (``card_attacks``). ``player`` may be left
out: an action belongs to the player whose turn it is, an answer (defend, shift) to the other.
``repeat`` names how many times a looping effect occurs (MR.18).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rules.engine.state import PLAYERS, CardUse, InputError, Reader
from rules.engine.target_codes import untargeted

PLAY_TYPES = ("attack", "defend", "shift", "play", "pass", "concede", "place", "enter")
ANSWERS = ("defend", "shift")
MAX_PLAYS = 500
#: A loop's named count (MR.18): each time is a step of the answer, so it is bounded.
MAX_REPEAT = 100


@dataclass
class Play:
    index: int
    type: str
    player: str | None
    by: str | None
    target: str | None
    to: str | None
    cards: list[CardUse] = field(default_factory=list)
    repeat: int | None = None
    loop: bool = False
    raw: dict[str, Any] = field(default_factory=dict)

    @property
    def path(self) -> str:
        return f"plays.{self.index}"


def read_plays(data: Any, reader: Reader) -> list[Play]:
    if data is None:
        return []
    if not isinstance(data, list):
        raise InputError([("plays", "must be a list of plays")], code="invalid_plays")
    if len(data) > MAX_PLAYS:
        raise InputError([("plays", f"at most {MAX_PLAYS} plays")], code="invalid_plays")
    plays: list[Play] = []
    for i, item in enumerate(data):
        path = f"plays.{i}"
        p = reader.obj(item, path)
        if p is None:
            continue
        kind = p.get("type")
        if kind not in PLAY_TYPES:
            reader.bad(f"{path}.type", f"must be one of {', '.join(PLAY_TYPES)}")
            continue
        player = p.get("player")
        if player is not None and player not in PLAYERS:
            reader.bad(f"{path}.player", "must be A or B")
        for key in ("by", "target", "to"):
            if p.get(key) is not None and not isinstance(p.get(key), str):
                reader.bad(f"{path}.{key}", "must be a character id (a string)")
        if p.get("on_card") is not None and kind != "attack":
            reader.bad(f"{path}.on_card", "only an attack is made on a card in play")
        elif p.get("on_card") is not None and not isinstance(p.get("on_card"), str):
            reader.bad(f"{path}.on_card", "must be the name of a card in play (a string)")
        cards = [
            c
            for j, x in enumerate(reader.lst(p.get("cards"), f"{path}.cards"))
            if (c := reader.card(x, f"{path}.cards.{j}", "hand"))
        ]
        repeat = p.get("repeat")
        if repeat is not None:
            repeat = reader.int_in(repeat, f"{path}.repeat", 1, MAX_REPEAT)
        if kind in ("attack", "defend", "place") and not p.get("cards") and "cards" not in p:
            reader.bad(f"{path}.cards", f"a {kind} play names its cards")
        if (why := untargeted(kind, cards, p.get("target"))) is not None:
            reader.bad(f"{path}.target", why)  # "Target hero ..." (target_codes)
        if kind == "shift" and not isinstance(p.get("to"), str):
            reader.bad(f"{path}.to", "a shift names the character the attack moves to")
        plays.append(
            Play(
                index=i,
                type=kind,
                player=player if player in PLAYERS else None,
                by=p.get("by") if isinstance(p.get("by"), str) else None,
                target=p.get("target") if isinstance(p.get("target"), str) else None,
                to=p.get("to") if isinstance(p.get("to"), str) else None,
                cards=cards,
                repeat=repeat,
                loop=bool(p.get("loop", False)),
                raw=p,
            )
        )
    if reader.problems:
        raise InputError(reader.problems, code="invalid_plays")
    return plays
