"""Real card text of the three sets the grammar was not written on (DC/JLA, Image,
Monumental), read from ``../shared/data/`` by card name for the clause-family tests."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from cards.grammar.normalise import sentences
from cards.management.commands.parse_report import Entry, entries_from_csv

DATA = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "overpower-cards"
NEW_SETS = ("jlaop", "imageop", "monumentalop")


@cache
def entries() -> tuple[Entry, ...]:
    out: list[Entry] = []
    for name in NEW_SETS:
        path = DATA / f"{name}.csv"
        if path.exists():
            out.extend(entries_from_csv(path))
    return tuple(out)


def card_text(name: str) -> str:
    """The game text of the card of this name (the first printing holding it)."""
    for entry in entries():
        if entry.name == name:
            return entry.text
    pytest.skip(f"card {name!r} is not in the card data")


def sentence(name: str, start: str) -> str:
    """The sentence of the card's text (any printing of that name) that begins with
    ``start`` (case-insensitive)."""
    texts = [e.text for e in entries() if e.name == name] or [card_text(name)]
    for text in texts:
        for a, b in sentences(text):
            part = text[a:b].strip()
            if part.lower().startswith(start.lower()):
                return part
    raise AssertionError(f"{name!r} has no sentence starting {start!r}: {texts!r}")


def of_kind(kind: str) -> list[Entry]:
    return [e for e in entries() if e.kind == kind]
