"""The words and bounds a board state's JSON is read with, and the error for input the engine cannot work with."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

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
    {"icons", "card_kinds", "forbids", "only", "except", "words", "names", "uses"}
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
