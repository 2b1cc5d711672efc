"""The notation's lines read into JSON: each line of a situation becomes ``(kind, data,
(line, column))``; cards, hits and effects become the JSON of the API request."""

from __future__ import annotations

import json
from typing import Any

from lark import Token, Transformer, v_args

from judge import limits
from rules.notation.vocabulary import MAX_DIGITS, POWER_WORDS, VERBS, NotationError


def _number(token: Token, read) -> int | float:
    digits = sum(c.isdigit() for c in token.split("e")[0].split("E")[0])
    value = read(token) if digits <= MAX_DIGITS else None
    problem = "has too many digits" if value is None else limits.number_problem(value)
    if problem:
        raise NotationError(token.line, token.column, f"the number {token[:20]} {problem}")
    return value


def _pos(meta: Any) -> tuple[int, int]:
    return (getattr(meta, "line", 1), getattr(meta, "column", 1))


class Lines(Transformer):
    """Each line becomes ``(kind, data, (line, column))``; cards, hits and effects become
    their JSON."""

    # -- small parts ---------------------------------------------------------------------------
    def STRING(self, token: Token) -> str:  # noqa: N802  (Lark names callbacks after terminals)
        try:
            value = json.loads(token)
        except ValueError:
            raise NotationError(
                token.line, token.column, 'a backslash in quoted text must be \\\\ or \\"'
            ) from None
        problem = limits.char_problem(value)
        if problem:
            raise NotationError(token.line, token.column, f"this quoted text {problem[1]}")
        return value

    def INT(self, token: Token) -> int:  # noqa: N802
        return _number(token, int)

    def JSON_NUMBER(self, token: Token) -> int | float:  # noqa: N802
        return _number(token, json.loads)

    def JSON_TRUE(self, _token: Token) -> bool:  # noqa: N802
        return True

    def JSON_FALSE(self, _token: Token) -> bool:  # noqa: N802
        return False

    def JSON_NULL(self, _token: Token) -> None:  # noqa: N802
        return None

    def json_object(self, pairs: list) -> dict:
        return dict(pairs)

    def json_pair(self, items: list) -> tuple:
        return (items[0], items[1])

    def json_array(self, items: list) -> list:
        return list(items)

    def extras(self, items: list) -> dict:
        return {"__extras__": items[0]}

    def words(self, items: list) -> str:
        return " ".join(str(t) for t in items)

    def name(self, items: list) -> str:
        return items[0]

    def power(self, items: list) -> str:
        return POWER_WORDS[" ".join(str(t).lower() for t in items)]

    def player(self, items: list) -> str:
        return str(items[0])

    def icons(self, items: list) -> list[str]:
        return list(items)

    def grid(self, items: list) -> tuple:
        return tuple(zip(("energy", "fighting", "strength", "intellect"), items, strict=True))

    def char_named(self, items: list) -> dict[str, Any]:
        char: dict[str, Any] = {}
        name, rest = items[0], items[1:]
        if rest and isinstance(rest[0], tuple):
            char.update(name=name, grid=dict(rest[0]))
            rest = rest[1:]
        else:
            char["card"] = name
        for extra in rest:
            char.update(extra)
        return char

    def char_json(self, items: list) -> dict[str, Any]:
        return items[0]

    # -- cards ---------------------------------------------------------------------------------
    def power_card(self, items: list) -> dict:
        card: dict[str, Any] = {"power": items[1], "value": items[0]}
        if len(items) > 2:
            card["icons"] = items[2]
        return card

    def special_char(self, items: list) -> tuple[str, str]:
        return ("character", " ".join(str(t) for t in items))

    def special_card(self, items: list) -> dict:
        special: dict[str, Any] = {}
        if isinstance(items[0], tuple):
            special["character"] = items[0][1]
            items = items[1:]
        special["name"] = items[0]
        if len(items) > 1:
            special["text"] = items[1]
        return {"special": special}

    def universe_card(self, items: list) -> dict:
        kind, rest = str(items[0]).lower(), items[1:]
        powers = [i for i in rest if isinstance(i, str) and not isinstance(i, Token)]
        card: dict[str, Any] = {"universe": kind}
        if kind == "training" or len(powers) != 1:
            card["icons"] = powers
        else:
            card["icon"] = powers[0]
        for item in rest:
            if isinstance(item, int):
                card["requires"] = item
            elif isinstance(item, Token) and item.type == "BONUS":
                card["bonus"] = int(item[1:])
        return card

    def catalogue_card(self, items: list) -> dict:
        return {"card": items[-1]}

    def card(self, items: list) -> dict:
        card = items[0]
        if len(items) > 1:
            inner = card["special"] if set(card) == {"special"} else card
            inner.update(items[1])
        return card

    def card_json(self, items: list) -> dict:
        return items[0]

    def cards(self, items: list) -> list:
        return list(items)

    def hit_body(self, items: list) -> dict:
        hit: dict[str, Any] = {"icon": items[1], "value": items[0]}
        for item in items[2:]:
            if isinstance(item, list):
                hit["icons"] = item
            elif isinstance(item, Token):
                hit["record"] = str(item).lower()
            elif isinstance(item, dict):
                hit.update(item)
        return hit

    # -- effects in play ---------------------------------------------------------------------
    def from_player(self, items: list) -> tuple:
        return ("player", items[0])

    def by(self, items: list) -> tuple:
        return ("by", str(items[0]))

    def on(self, items: list) -> tuple:
        return ("target", str(items[0]).lower() if items[0].type == "BATTLESITE" else str(items[0]))

    def duration(self, items: list) -> tuple:
        return ("duration", str(items[0]))

    def effect_body(self, items: list) -> dict:
        effect: dict[str, Any] = {"card": items[0]}
        extras: dict = {}
        for item in items[1:]:
            if isinstance(item, tuple):
                effect[item[0]] = item[1]
            else:
                extras = item["__extras__"]
        effect.update(extras)
        return effect

    # -- plays -----------------------------------------------------------------------------------
    def number(self, items: list) -> tuple:
        return ("number", items[0])

    def verb(self, items: list) -> tuple:
        return ("type", VERBS[str(items[0]).lower()])

    def target(self, items: list) -> tuple:
        return self.on(items)

    def to(self, items: list) -> tuple:
        return ("to", str(items[0]))

    def with_(self, items: list) -> tuple:
        return ("cards", items[0])

    @v_args(meta=True)
    def play(self, meta: Any, items: list) -> tuple:
        play: dict[str, Any] = {}
        extras: dict = {}
        for item in items:
            if isinstance(item, tuple):
                if item[0] != "number":
                    play[item[0]] = item[1]
            elif isinstance(item, dict):
                extras = item["__extras__"]
            elif isinstance(item, Token):
                play["by"] = str(item)
            else:
                play["player"] = item
        ordered = {"type": play.pop("type"), **play}
        return ("play", (ordered, extras), _pos(meta))


def _line_kinds() -> list[str]:
    return [
        "check",
        "turn",
        "plays_header",
        "character",
        "battlesite",
        "battlesite_hit",
        "battlesite_special",
        "hand",
        "home_base",
        "pile_counts",
        "player_extras",
        "state_extras",
        "hit",
        "placed",
        "char_effect",
        "effect",
    ]


def _tag(kind: str):
    @v_args(meta=True)
    def line(self, meta: Any, items: list) -> tuple:
        return (kind, items, _pos(meta))

    return line


for _kind in _line_kinds():
    setattr(Lines, _kind, _tag(_kind))
setattr(Lines, "with", Lines.with_)
