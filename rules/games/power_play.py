"""Power Play requests: every field checked, then the engine called.

The API (``api/views_games_pp.py``) and the desk page (``rules/views_games_pp.py``) both
call ``run_tally``, ``run_score`` and ``run_turn_end`` with the request body as a dict. A
body that does not fit raises :class:`~judge.errors.DeskError` listing each problem with the
path of its field (``villain.powers.1.value``), which the API answers as its error object
and the page shows on the field. Texts and lists are capped so no request holds a worker.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, TypeVar

from judge.errors import DeskError, FieldProblem
from rules.engine.games import power_play as pp

MAX_TEXT = 500
MAX_NAME = 80
MAX_HEROES = 12
MAX_BONUS_POWERS = 16
MAX_BAD_NEWS = 64
VALUES = (1, 9)
BASES = (1, 9)
ATTRIBUTE_VALUES = (0, 9)
VILLAIN_POWERS = 2
_TYPE = re.compile(r"^[A-Za-z][A-Za-z\-]{0,23}$")
_T = TypeVar("_T")


class _Check:
    """Reads a request body, collecting every problem with its path."""

    def __init__(self) -> None:
        self.problems: list[FieldProblem] = []

    def bad(self, path: str, message: str) -> None:
        self.problems.append(FieldProblem(path, message))

    def done(self) -> None:
        if self.problems:
            first = self.problems[0]
            raise DeskError(
                code="invalid_request",
                message=f"{first.path}: {first.message}",
                details=self.problems,
            )

    def obj(self, data: Any, key: str, path: str, required: bool = True) -> dict | None:
        value = data.get(key) if isinstance(data, dict) else None
        if value is None:
            if required:
                self.bad(path, "is required")
            return None
        if not isinstance(value, dict):
            self.bad(path, "must be an object")
            return None
        return value

    def number(
        self, data: dict, key: str, path: str, span: tuple[int, int], default: int | None = None
    ) -> int | None:
        value = data.get(key)
        if value is None and default is not None:
            return default
        if value is None:
            self.bad(path, "is required")
            return None
        lo, hi = span
        if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
            self.bad(path, f"must be a whole number from {lo} to {hi}")
            return None
        return value

    def text(self, data: dict, key: str, path: str, cap: int, required: bool = False) -> str:
        value = data.get(key)
        if value is None or (value == "" and not required):
            if required:
                self.bad(path, "is required")
            return ""
        if not isinstance(value, str):
            self.bad(path, "must be text")
            return ""
        if len(value) > cap:
            self.bad(path, f"must be at most {cap} characters long")
            return ""
        if required and not value.strip():
            self.bad(path, "must not be blank")
        return value.strip()

    def flag(self, data: dict, key: str, path: str, default: bool | None = None) -> bool:
        value = data.get(key, default)
        if not isinstance(value, bool):
            self.bad(
                path, "is required (true or false)" if value is None else "must be true or false"
            )
            return False
        return value

    def each(
        self,
        data: dict,
        key: str,
        path: str,
        size: tuple[int, int],
        read: Callable[[Any, str], _T | None],
        required: bool = True,
    ) -> list[_T]:
        value = data.get(key)
        lo, hi = size
        if value is None:
            if required:
                self.bad(path, "is required")
            return []
        if not isinstance(value, list) or not lo <= len(value) <= hi:
            count = f"exactly {lo}" if lo == hi else f"{lo} to {hi}"
            self.bad(path, f"must be a list of {count} items")
            return []
        read_items = [read(item, f"{path}.{i}") for i, item in enumerate(value)]
        return [item for item in read_items if item is not None]

    def power(self, item: Any, path: str) -> pp.Power | None:
        if not isinstance(item, dict):
            self.bad(path, 'must be a power such as {"type": "Air", "value": 3}')
            return None
        kind = item.get("type")
        if not isinstance(kind, str) or not _TYPE.match(kind.strip()):
            self.bad(
                f"{path}.type", "must be a power type: one word of letters, such as Air or Ice"
            )
            kind = None
        value = self.number(item, "value", f"{path}.value", VALUES)
        return pp.Power(kind.strip(), value) if kind and value is not None else None

    def bonus_power(self, item: Any, path: str) -> int | None:
        lo, hi = BASES
        if isinstance(item, bool) or not isinstance(item, int) or not lo <= item <= hi:
            self.bad(path, f"must be a whole number from {lo} to {hi} (the beaten villain's base)")
            return None
        return item


def _body(data: Any) -> _Check:
    check = _Check()
    if not isinstance(data, dict):
        check.bad("request", "must be a JSON object")
        check.done()
    return check


# ------------------------------------------------------------------------------- tally


def read_tally(data: Any) -> pp.TallyCase:
    """The tally request as the engine's case; :class:`DeskError` if any field is wrong."""
    check = _body(data)
    heroes = check.each(data, "heroes", "heroes", (1, MAX_HEROES), check.power)
    villain = check.obj(data, "villain", "villain")
    attribute = check.obj(data, "attribute", "attribute")
    location = check.obj(data, "location", "location", required=False)
    bonus = check.each(
        data, "bonus_powers", "bonus_powers", (0, MAX_BONUS_POWERS), check.bonus_power, False
    )
    name, base, powers, villain_text = "", None, [], ""
    if villain is not None:
        name = check.text(villain, "name", "villain.name", MAX_NAME, required=True)
        base = check.number(villain, "base", "villain.base", BASES)
        size = (VILLAIN_POWERS, VILLAIN_POWERS)
        powers = check.each(villain, "powers", "villain.powers", size, check.power)
        villain_text = check.text(villain, "text", "villain.text", MAX_TEXT)
    value, attribute_text = None, ""
    if attribute is not None:
        value = check.number(attribute, "value", "attribute.value", ATTRIBUTE_VALUES)
        attribute_text = check.text(attribute, "text", "attribute.text", MAX_TEXT)
    place = None
    if location is not None:
        place = pp.Location(
            name=check.text(location, "name", "location.name", MAX_NAME),
            text=check.text(location, "text", "location.text", MAX_TEXT),
        )
    check.done()
    return pp.TallyCase(
        heroes=tuple(heroes),
        villain=pp.Villain(name=name, base=base or 1, powers=tuple(powers), text=villain_text),
        attribute=pp.Attribute(value=value or 0, text=attribute_text),
        location=place,
        bonus_powers=tuple(bonus),
    )


def run_tally(data: Any) -> dict[str, Any]:
    return pp.tally(read_tally(data)).as_dict()


# ------------------------------------------------------------------------------- score


def read_score(data: Any) -> pp.ScoreCase:
    check = _body(data)
    won = check.flag(data, "won", "won")
    bonus = check.each(
        data, "bonus_powers", "bonus_powers", (0, MAX_BONUS_POWERS), check.bonus_power, False
    )
    marshall = check.flag(data, "marshall_rd", "marshall_rd", default=False)
    bad_news = check.number(data, "bad_news", "bad_news", (0, MAX_BAD_NEWS), default=0)
    check.done()
    return pp.ScoreCase(
        won=won, bonus_powers=tuple(bonus), marshall_rd=marshall, bad_news=bad_news or 0
    )


def run_score(data: Any) -> dict[str, Any]:
    return pp.score(read_score(data))


# ------------------------------------------------------------------------------- turn end


def read_turn_end(data: Any) -> pp.TurnEndCase:
    check = _body(data)
    bad_news = check.number(data, "bad_news", "bad_news", (0, MAX_BAD_NEWS))
    round_ = None
    if data.get("round") is not None:
        round_ = check.number(data, "round", "round", (1, pp.ROUNDS))
    last = check.flag(data, "last_turn_of_round", "last_turn_of_round", default=False)
    if last and data.get("round") is None:
        check.bad("round", "is required when last_turn_of_round is true")
    check.done()
    return pp.TurnEndCase(bad_news=bad_news or 0, round=round_, last_turn_of_round=last)


def run_turn_end(data: Any) -> dict[str, Any]:
    return pp.turn_end(read_turn_end(data))


# ------------------------------------------------------------------------------- examples

#: The rulebook's two worked examples as tally requests (the API's and the page's examples),
#: with the card texts in other words that read the same (the tests use the rulebook's own).
EXAMPLES: dict[str, dict[str, Any]] = {
    "aerodynamic": {
        "heroes": [
            {"type": "Air", "value": 3},
            {"type": "Ice", "value": 3},
            {"type": "Stealth", "value": 4},
        ],
        "villain": {
            "name": "Aerodynamic",
            "base": 2,
            "text": "Every power of this villain also counts as Air.",
            "powers": [{"type": "Fire", "value": 2}, {"type": "Mental", "value": 3}],
        },
        "attribute": {"value": 2, "text": "Immune to Ice powers."},
        "location": {
            "name": "Banners Aly",
            "text": "Powers that share a type count half (rounded up).",
        },
    },
    "mentallica": {
        "heroes": [
            {"type": "Mental", "value": 1},
            {"type": "Mental", "value": 2},
            {"type": "Air", "value": 2},
            {"type": "Ice", "value": 2},
            {"type": "Ice", "value": 4},
        ],
        "villain": {
            "name": "Mentallica",
            "base": 3,
            "text": "Her aura doubles the heroes' Mental powers.",
            "powers": [{"type": "Fire", "value": 1}, {"type": "Air", "value": 3}],
        },
        "attribute": {
            "value": 3,
            "text": "Hero powers sharing a type with her powers count double.",
        },
        "location": {"text": "Every power of value one counts as five."},
    },
}
