"""The board state the engine resolves plays on, validated from the API's JSON.

Parsing never raises anything but ``InputError``, which carries one problem per bad field,
each with the dotted path of that field (``state.players.A.front_line.0.grid.energy``), so the
API can answer 400 with the contract's error object. Cards come by name or slug from a
``CardLookup`` or inline (``design/api.md``); inline specials are parsed from their text by the
``parse`` callable the caller injects (the engine never imports the grammar).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from rules.engine.board_model import (
    Battlesite,
    Board,
    CardUse,
    Character,
    Effect,
    Hit,
    Player,
    home_base_effects,
    other,
    own_names_as_self,
)
from rules.engine.cards import POWER_TYPES, CardDef, CardLookup
from rules.engine.read_cards import CardsReaderMixin
from rules.engine.read_inline_cards import InlineCardsReaderMixin
from rules.engine.read_players import PlayersReaderMixin
from rules.engine.state_limits import (
    DURATION_WORDS,
    HIT_ICONS,
    LIST_FIELDS,
    MAX_CARDS_NAMED,
    MAX_LIST_ITEMS,
    MAX_PARSED_TEXT,
    MAX_PROBLEMS,
    MAX_RATING,
    MAX_SUGGESTED,
    MAX_TEXT_LENGTH,
    NUMERIC_FIELDS,
    PLAYERS,
    RECORDS,
    SOURCES,
    TEXT_FIELDS,
    InputError,
    Parser,
)

#: What the rest of the project imports from here (the models live in ``board_model``).
__all__ = [
    "Battlesite",
    "Board",
    "CardUse",
    "Character",
    "DURATION_WORDS",
    "Effect",
    "HIT_ICONS",
    "Hit",
    "InputError",
    "LIST_FIELDS",
    "MAX_CARDS_NAMED",
    "MAX_LIST_ITEMS",
    "MAX_PARSED_TEXT",
    "MAX_PROBLEMS",
    "MAX_RATING",
    "MAX_SUGGESTED",
    "MAX_TEXT_LENGTH",
    "NUMERIC_FIELDS",
    "PLAYERS",
    "Parser",
    "Player",
    "RECORDS",
    "Reader",
    "SOURCES",
    "TEXT_FIELDS",
    "home_base_effects",
    "other",
    "own_names_as_self",
    "read_board",
]


_T = TypeVar("_T")


class Reader(CardsReaderMixin, InlineCardsReaderMixin, PlayersReaderMixin):
    """Turns request JSON into the models, collecting every problem with its path."""

    def __init__(self, lookup: CardLookup, parse: Parser | None = None) -> None:
        self.lookup = lookup
        self.parse = parse
        self.problems: list[tuple[str, str]] = []
        self._parsed: dict[str, Any] = {}
        self._parsed_chars = 0
        self._named: set[str] = set()
        self._unknown = 0
        self._more_problems = 0

    # --- small helpers
    def bad(self, path: str, message: str) -> None:
        if len(self.problems) < MAX_PROBLEMS:
            self.problems.append((path, message))
            return
        self._more_problems += 1
        more = ("request", f"and {self._more_problems} more problem(s) not listed")
        if self._more_problems == 1:
            self.problems.append(more)
        else:
            self.problems[-1] = more

    def find(self, ref: str, path: str, what: str = "card") -> CardDef | None:
        """The catalogue card ``ref`` names, or None with the problem recorded (and the close
        names, for the first few unknown ones)."""
        if ref not in self._named and len(self._named) >= MAX_CARDS_NAMED:
            self.bad(path, f"one request may name at most {MAX_CARDS_NAMED} different cards")
            return None
        self._named.add(ref)
        found = self.lookup.get(ref)
        if found is None:
            self._unknown += 1
            close = self.lookup.suggest(ref) if self._unknown <= MAX_SUGGESTED else []
            hint = f"; did you mean {', '.join(close)}?" if close else ""
            self.bad(path, f"no {what} named {ref!r}{hint}")
        return found

    def check(self) -> None:
        if self.problems:
            raise InputError(self.problems)

    def int_in(self, value: Any, path: str, lo: int, hi: int) -> int | None:
        if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
            self.bad(path, f"must be a whole number from {lo} to {hi}")
            return None
        return value

    def obj(self, value: Any, path: str) -> dict[str, Any] | None:
        if not isinstance(value, dict):
            self.bad(path, "must be an object")
            return None
        return value

    def lst(self, value: Any, path: str) -> list[Any]:
        if value is None:
            return []
        if not isinstance(value, list):
            self.bad(path, "must be a list")
            return []
        if len(value) > MAX_LIST_ITEMS:
            self.bad(path, f"must hold at most {MAX_LIST_ITEMS} items (got {len(value)})")
            return []
        return value

    def each(self, value: Any, path: str, read: Callable[[Any, str], _T | None]) -> list[_T]:
        """The items of a list that ``read(item, item_path)`` makes sense of; it records the
        problems of the others."""
        return [
            item for i, x in enumerate(self.lst(value, path)) if (item := read(x, f"{path}.{i}"))
        ]

    def text(self, value: Any, path: str, required: bool = True) -> str | None:
        if value is None and not required:
            return None
        if not isinstance(value, str) or not value.strip():
            self.bad(path, "must be a non-empty string")
            return None
        if len(value) > MAX_TEXT_LENGTH:
            self.bad(path, f"must be at most {MAX_TEXT_LENGTH} characters (got {len(value)})")
            return None
        return value.strip()

    def icon(self, value: Any, path: str, allowed: tuple[str, ...] = POWER_TYPES) -> str | None:
        if isinstance(value, str) and value.lower().replace("-", "_") in allowed:
            return value.lower().replace("-", "_")
        self.bad(path, f"must be one of {', '.join(allowed)}")
        return None

    def icons(self, value: Any, path: str, allowed: tuple[str, ...] = POWER_TYPES) -> tuple:
        if not isinstance(value, list) or not value:
            self.bad(path, "must be a non-empty list of power types")
            return ()
        out = [self.icon(v, f"{path}.{i}", allowed) for i, v in enumerate(value)]
        return tuple(o for o in out if o)


def read_board(data: Any, lookup: CardLookup, parse: Parser | None = None) -> Board:
    """Validate a state's JSON and build the board (raises ``InputError``)."""
    return Reader(lookup, parse).board(data)
