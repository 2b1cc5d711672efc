"""Real card text of all ten sets, read from ``../shared/data/`` by card name, for the
clause-family tests whose phrases the older sets print (events of the first sets)."""

from __future__ import annotations

from functools import cache

from cards.management.commands.parse_report import Entry, entries_from_csv
from tests.grammar.new_sets import DATA, first_text


@cache
def entries() -> tuple[Entry, ...]:
    out: list[Entry] = []
    for path in sorted(DATA.glob("*.csv")):
        out.extend(entries_from_csv(path))
    return tuple(out)


def card_text(name: str) -> str:
    """The whole game text of the card of this name (the first printing holding it)."""
    return first_text(entries(), name)
