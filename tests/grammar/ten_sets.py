"""Real card text of all ten sets, read from ``../shared/data/`` by card name, for the
clause-family tests whose phrases the older sets print (events of the first sets)."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from typing import Any

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


def _walk(clauses: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    for c in clauses:
        yield c
        for key in ("then", "options"):
            yield from _walk(c.get(key) or [])


def card_clause(name: str, kind: str) -> dict[str, Any]:
    """The first clause of this kind in the tree of the card of this name (in JSON form),
    nested ones ("If successful, ...") included."""
    from cards.grammar import parse_effect

    tree = parse_effect(card_text(name)).to_json()
    found = [c for c in _walk(tree["clauses"]) if c["kind"] == kind]
    assert found, tree["clauses"]
    return found[0]
