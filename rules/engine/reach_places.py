"""The places of the reach matrix (where the engine applies a clause kind) and the shape of one entry."""

from __future__ import annotations

from dataclasses import dataclass

PLACES: tuple[str, ...] = ("resolve", "ko", "defense", "venture", "discard", "deck")


PLACE_TITLES = {
    "resolve": "resolution",
    "ko": "KO check",
    "defense": "defense check",
    "venture": "venture total",
    "discard": "discard phase",
    "deck": "deck check",
    # No kind is applied here: the engine does not read a home base's own text yet.
    "home_base": "home base's text",
}


@dataclass(frozen=True)
class Reach:
    places: tuple[str, ...]
    how: str
    limits: str = ""
