"""Card records the importer builds (pure: no database): cards, their printings, the guesses made reading them, and the content key that tells whether a card changed."""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import asdict, dataclass, field
from typing import Any

from rules.engine.cards import POWER_TYPES

from .text import (
    norm_key,
)

# Known sets: file stem -> (code, name). Other files get a code made from their stem.
KNOWN_SETS: dict[str, tuple[str, str]] = {
    "classicop": ("CLOP", "OverPower (Classic)"),
    "powersurgeop": ("PSOP", "PowerSurge"),
    "xmenop": ("XMOP", "X-Men"),
    "missioncontrolop": ("MCOP", "Mission Control"),
    "iqop": ("IQOP", "IQ"),
    "dcop": ("DCOP", "DC OverPower"),
    "promosop": ("PROP", "Promos"),
}


RARITIES = {
    "common": "Common",
    "commoon": "Common",
    "comon": "Common",
    "uncommon": "Uncommon",
    "uncommo": "Uncommon",
    "uncomon": "Uncommon",
    "rare": "Rare",
    "very rare": "Very Rare",
    "promo": "Promo",
    "silver": "Silver",
    "insert": "Insert",
}


TYPE_NAMES = {
    "special": "special",
    "character": "character",
    "universe": "universe",
    "power": "power",
    "event": "event",
    "mission": "mission",
    "location": "location",
    "tactic": "tactic",
    "aspect": "aspect",
    "activator": "activator",
}


SPLIT_DASH = re.compile(r"\s+[-–—]\s+")


class RowError(ValueError):
    """A row that cannot be read. Carries the file and line for the message."""

    def __init__(self, file: str, line: int, message: str) -> None:
        super().__init__(f"{file}, line {line}: {message}")
        self.file = file
        self.line = line
        self.message = message


@dataclass(frozen=True)
class Guess:
    """A value the reader had to guess or could not interpret."""

    file: str
    line: int
    field: str
    value: str
    note: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line} {self.field} {self.value!r}: {self.note}"


@dataclass
class ImportedPrinting:
    set_code: str
    set_name: str
    source_file: str
    line: int
    source_name: str
    rarity: str = ""
    printing: str = ""
    pictured: list[str] = field(default_factory=list)


@dataclass
class ImportedCard:
    """One distinct game card as read from the lists, with every printing of it."""

    name: str
    kind: str
    subtype: str = ""
    characters: list[str] = field(default_factory=list)
    code: str = ""
    one_per_deck: bool = False
    alignment: str = ""
    grid: dict[str, int | None] | None = None
    inherent: str = ""
    value: int | None = None
    icons: list[str] = field(default_factory=list)
    bonus: int | None = None
    requirements: list[dict[str, Any]] = field(default_factory=list)
    requirement_text: str = ""
    printed_text: str = ""
    mission_set: str = ""
    mission_number: int | None = None
    location: str = ""
    location_uses: list[str] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)
    printings: list[ImportedPrinting] = field(default_factory=list)
    guesses: list[Guess] = field(default_factory=list)

    @property
    def key(self) -> str:
        return content_key(self)

    def fields(self) -> dict[str, Any]:
        """The card's model fields (everything but printings, guesses and the key)."""
        data = asdict(self)
        data.pop("printings")
        data.pop("guesses")
        grid = data.pop("grid") or {}
        for t in POWER_TYPES:
            data[t] = grid.get(t)
        return data


def content_key(card: ImportedCard) -> str:
    """Fingerprint of a card's game content: equal for reprints, different otherwise.

    Names and texts are compared on letters and digits only, so spacing, punctuation and
    trademark signs do not split one card in two; any difference in words, numbers, grid,
    code or requirements does.
    """
    if card.kind == "power":
        ident: list[Any] = [
            "power",
            card.subtype,
            card.value,
            sorted(card.icons),
            card.printed_text,
        ]
        ident[-1] = norm_key(card.printed_text)
    else:
        ident = [
            card.kind,
            card.subtype,
            norm_key(card.name),
            card.grid,
            norm_key(card.printed_text),
            card.code,
            card.value,
            card.bonus,
            card.requirements,
            card.extra,
        ]
    raw = json.dumps(ident, sort_keys=True, default=str)
    return hashlib.sha1(raw.encode()).hexdigest()
