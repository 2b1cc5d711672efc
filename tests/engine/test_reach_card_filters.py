"""A restriction whose card filter its reader would rule wrong is reported "not applied", never
counted applied (issue 12): words the grammar kept untyped, a source of cards the engine does not tell apart ("from a Location"), a
reference the reader does not follow ("may not defend this card", "Power Type of X's choice").
Real card texts of the ten sets, found by their wording."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.reach_unread import unread_filter
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}

#: (wording, the clause kind holding the filter, the field its reader would rule wrong)
FAMILIES = [
    (r"may not be attacked by any card from a Location", "cannot_be_attacked", "by_cards.source"),
    (r"may not defend this card", "cannot_defend", "against.kinds"),
    (r"may not defend with power type of .*choice", "cannot_defend", "against.kinds"),
]


def _clause(text: str, kind: str) -> dict:
    return next(c for c in parse_effect(text).to_json()["clauses"] if c["kind"] == kind)


@pytest.mark.parametrize(("wording", "kind", "field"), FAMILIES)
def test_each_family_has_real_cards_reported_not_applied(wording, kind, field):
    found = texts(wording, full=True)
    assert found, wording
    for text in found:
        clause = _clause(text, kind)
        assert unread_filter(clause) == field
        assert clause in reach.not_applied(parse_effect(text).to_json()["clauses"])


def test_a_filter_the_reader_reads_whole_is_applied():
    site = _clause("May not be attacked by any card from a Battlesite.", "cannot_be_attacked")
    low = _clause(
        "Target hero may not defend against level 1 or 2 Power cards for remainder of game.",
        "cannot_defend",
    )
    assert unread_filter(site) is None and reach.is_applied(site)
    assert unread_filter(low) is None and reach.is_applied(low)


def test_the_step_that_meets_the_clause_says_not_applied_and_warns():
    (text,) = texts(r"may not defend with power type of .*choice", full=True)[:1]
    special = {"special": {"character": "Ace", "name": "Choice", "text": text}}
    state = {
        "turn": "A",
        "players": {
            "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID}]},
            "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
        },
    }
    plays = [{"type": "play", "by": "a1", "target": "b1", "cards": [special]}]
    answer = resolve(state, plays, MemoryLookup(), parse_effect).to_json()
    (warning,) = answer["warnings"]
    assert warning["kinds"] == ["cannot_defend"] and "not applied" in warning["text"]
    assert any("not applied: " in s["text"] for s in answer["steps"] if s["play"] == 0)
