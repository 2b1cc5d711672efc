"""The notation's words shared by its reader and writer, and the error a judge is shown."""

from __future__ import annotations

from dataclasses import dataclass

#: Digits of a number: the game's numbers have one or two; beyond this a number is nonsense
#: (and Python refuses to read more than 4,300 digits).
MAX_DIGITS = 15

#: Quotes a phone keyboard puts in, read as the plain ones.
PHONE_QUOTES = "\u201c\u201d\u201e\u2033"
#: Phone quotes put back as plain ones before reading.
PLAIN_QUOTES = str.maketrans(dict.fromkeys(PHONE_QUOTES, '"'))
POWER_WORDS = {
    "energy": "energy",
    "fighting": "fighting",
    "strength": "strength",
    "intellect": "intellect",
    "multipower": "multipower",
    "any-power": "any_power",
    "any power": "any_power",
}
VERBS = {
    "attacks": "attack",
    "defends": "defend",
    "shifts": "shift",
    "plays": "play",
    "places": "place",
    "passes": "pass",
    "concedes": "concede",
}


@dataclass
class NotationError(Exception):
    """A line the notation cannot read; ``line`` and ``column`` count from 1."""

    line: int
    column: int
    message: str

    def __str__(self) -> str:
        return f"line {self.line}, column {self.column}: {self.message}"
