"""Real card texts of the ten sets (``../shared/data/``), found by their wording: the engine's
card-effect tests take every card that prints a wording, never a card by name."""

from __future__ import annotations

import csv
import re
from collections.abc import Iterator

from cards.grammar import parse_effect
from tests.conftest import CARD_FILES


def rows(kind: str | None = None) -> Iterator[tuple[dict, str]]:
    """(row, game text) of every card with text, of one card type if given."""
    for path in CARD_FILES:
        with path.open(encoding="utf-8-sig", newline="") as handle:
            for row in csv.DictReader(handle):
                text = (row.get("Game Text") or "").strip()
                if text in ("", "-"):
                    continue
                if kind is None or (row.get("Type") or "").strip().lower() == kind:
                    yield row, text


def texts(pattern: str, kind: str | None = None, *, full: bool = False) -> list[str]:
    """Distinct texts matching ``pattern`` whose every sentence parses (or whose tree is
    ``full``): token accounting may still find words a renderer does not show, and the
    engine applies the clauses read."""
    found = re.compile(pattern, re.IGNORECASE)
    out = set()
    for _row, text in rows(kind):
        if not found.search(text):
            continue
        tree = parse_effect(text)
        if (tree.status == "full") if full else not tree.unparsed:
            out.add(text)
    return sorted(out)
