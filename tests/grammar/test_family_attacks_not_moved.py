"""Attacks that may not be moved or shifted, named by the cards they are made with or by whom
they are made on, with the bar printed "may not" or "cannot" (one reading: ``no_shift``)."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from cards.grammar.faithful import round_trips
from rules.engine import effects as fx

CASES = [
    # (text, who, icons, to)
    (
        "Attacks made with Fighting Power cards cannot be moved or shifted from Target Character.",
        "target",
        ("fighting",),
        None,
    ),
    (
        "Attacks made with Energy Power cards cannot be moved from Target Character"
        " for remainder of game.",
        "target",
        ("energy",),
        None,
    ),
    (
        "If successful, attacks made on Target Character cannot be moved to any of Target's"
        " teammates for remainder of game.",
        "target",
        (),
        "target_teammates",
    ),
    ("Attacks made on Wolverine cannot be moved to teammate.", "Wolverine", (), "teammate"),
]


@pytest.mark.parametrize(("text", "who", "icons", "to"), CASES)
def test_cannot_be_moved_is_the_bar_may_not_be_moved_is(text, who, icons, to) -> None:
    tree = parse_effect(text)
    assert tree.status == "full", (tree.unparsed, tree.unconsumed)
    clauses = [*tree.clauses, *(t for c in tree.clauses for t in getattr(c, "then", ()))]
    (bar,) = [c for c in clauses if isinstance(c, fx.NoShift)]
    assert (bar.who, bar.icons) == (who, icons)
    assert (bar.to is None) if to is None else bar.to is not None
    assert round_trips(tree), tree.canonical
    same = parse_effect(text.replace("cannot", "may not"))
    assert _unplaced(same.to_json()["clauses"]) == _unplaced(tree.to_json()["clauses"])


def _unplaced(value):
    """A tree in JSON form without the places of its clauses in the text."""
    if isinstance(value, dict):
        return {k: _unplaced(v) for k, v in value.items() if k != "span"}
    if isinstance(value, list):
        return [_unplaced(v) for v in value]
    return value
