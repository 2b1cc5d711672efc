"""The words and bounds a board state's JSON is read with, and the error for input the engine cannot work with."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.engine.card_filters import is_keyword
from rules.engine.cards import POWER_TYPES
from rules.engine.effects import WHO_KEYWORDS

Parser = Callable[[str], Any]


HIT_ICONS = (*POWER_TYPES, "multipower", "any_power")


RECORDS = ("current", "permanent")


PLAYERS = ("A", "B")


SOURCES = ("power", "special", "universe", "teamwork", "ally", "tactic", "activator", "aspect")


DURATION_WORDS = ("battle", "game", "next_battle", "turn")


MAX_RATING = 8


#: Bounds on what one request may ask the engine to read: a text (a name, an inline card's
#: text, an inherent ability; card lists print none longer than a few hundred characters)
#: and a list (hits, cards, effects in play). Past them the input is refused, not read.
MAX_TEXT_LENGTH = 2000


MAX_LIST_ITEMS = 100


#: ... and across the whole request: the different cards it names (each a look-up), the
#: unknown names it gets suggestions for (a search each), the characters of text the effect
#: grammar parses (as much as ``parse/`` takes), and the problems it reports.
MAX_CARDS_NAMED = 200


MAX_SUGGESTED = 10


MAX_PARSED_TEXT = 10_000


MAX_PROBLEMS = 50


# The effect tree's own "who" words, plus the looser ones a judge may type in a state.
KEYWORD_WHO = WHO_KEYWORDS | {"any", "any_other", "other"}


NUMERIC_FIELDS = frozenset(
    {
        "level",
        "amount",
        "count",
        "set_to",
        "delta",
        "multiplier",
        "max_value",
        "min_value",
        "value",
        "extra_slots",
    }
)


LIST_FIELDS = frozenset(
    {"icons", "card_kinds", "forbids", "only", "except", "words", "names", "uses", "acting_as"}
)


TEXT_FIELDS = frozenset({"when", "record", "action", "from", "to", "by", "use", "applies_to"})


class InputError(Exception):
    """Input the engine cannot work with: ``problems`` are ``(path, message)`` pairs."""

    def __init__(self, problems: list[tuple[str, str]], code: str = "invalid_state") -> None:
        self.problems = problems
        self.code = code
        first_path, first_message = problems[0] if problems else ("request", "is invalid")
        self.message = f"{first_path}: {first_message}"
        super().__init__(self.message)


def card_filter_problem(value: Any) -> str | None:
    """Why a card filter a judge wrote cannot be read (``None``: it can). A list names card
    kinds and power types only; a level or value limit goes in the filter's own fields."""
    if value is None or is_card_filter(value):
        return None
    names = [value] if isinstance(value, str) else value
    if isinstance(names, list) and all(isinstance(w, str) and is_keyword(w) for w in names):
        return None
    return (
        "must be a list of card kinds and power types, or a card filter object "
        '(e.g. {"kinds": ["power"], "min_value": 5})'
    )


def is_card_filter(value: Any) -> bool:
    """A restriction's typed card filter as the effect tree's JSON writes it (``only``,
    ``forbids``, ``against``): kinds, icons and words as lists of words, whole-number limits."""
    if not isinstance(value, dict) or not set(value) <= _CARD_FILTER_FIELDS:
        return False
    lists = [value.get(k) or [] for k in ("kinds", "icons", "words", "combined_with")]
    numbers = [value[k] for k in ("min_value", "max_value") if value.get(k) is not None]
    levels = value.get("levels")
    return (
        all(isinstance(x, list) and all(isinstance(w, str) for w in x) for x in lists)
        and all(_whole(n) for n in numbers)
        and (levels is None or (isinstance(levels, list) and len(levels) == 2))
        and all(_whole(n) for n in levels or [])
        and isinstance(value.get("source") or "", str)
    )


_CARD_FILTER_FIELDS = frozenset(
    {"kinds", "icons", "levels", "min_value", "max_value", "words", "source", "combined_with"}
)


def _whole(n: Any) -> bool:
    return isinstance(n, int) and not isinstance(n, bool) and -99 <= n <= 99
