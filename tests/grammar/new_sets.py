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


def first_text(pool: tuple[Entry, ...], name: str) -> str:
    """The game text of the card of this name in ``pool`` (the first printing holding it);
    the test is skipped when the card data is not there."""
    for entry in pool:
        if entry.name == name:
            return entry.text
    pytest.skip(f"card {name!r} is not in the card data")


def sentence_of(texts: list[str], name: str, start: str) -> str:
    """The sentence of one of ``texts`` (the printings of the card ``name``) that begins
    with ``start`` (case-insensitive)."""
    for text in texts:
        for a, b in sentences(text):
            part = text[a:b].strip()
            if part.lower().startswith(start.lower()):
                return part
    raise AssertionError(f"{name!r} has no sentence starting {start!r}: {texts!r}")


def card_text(name: str) -> str:
    """The game text of the card of this name (the first printing holding it)."""
    return first_text(entries(), name)


def sentence(name: str, start: str) -> str:
    """The sentence of the card's text (any printing of that name) that begins with
    ``start`` (case-insensitive)."""
    texts = [e.text for e in entries() if e.name == name] or [card_text(name)]
    return sentence_of(texts, name, start)


def of_kind(kind: str) -> list[Entry]:
    return [e for e in entries() if e.kind == kind]
