"""A clause narrowed by a field the engine does not read yet is "not applied", never applied
wider than the card: "only the opponent's team's Special cards already in play". Real card
texts of the ten sets."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.reach_unread import UNREAD_NARROWING, unread_field
from tests.engine.real_texts import texts

# (wording of real cards, clause kind, the narrowing field the engine does not read)
NARROWED = [
    (
        r"may not be defended by Opponent's team's Special cards already",
        "defense_restriction",
        "defenders_of",
    ),
]


def _clauses(text: str) -> list[dict]:
    return list(reach.walk(c.to_json() for c in parse_effect(text).clauses))


@pytest.mark.parametrize(("wording", "kind", "field"), NARROWED)
def test_a_clause_narrowed_by_an_unread_field_is_not_applied(wording, kind, field):
    found = texts(wording, full=True)
    assert found, wording
    for text in found:
        narrowed = [c for c in _clauses(text) if c["kind"] == kind and unread_field(c)]
        assert [unread_field(c) for c in narrowed] == [field], text
        assert not reach.is_applied(narrowed[0])


@pytest.mark.parametrize(("wording", "kind", "field"), NARROWED)
def test_the_same_kind_without_that_field_is_applied(wording, kind, field):
    # the field alone decides: the clause without it is one the engine applies somewhere
    (narrowed,) = [
        c for t in texts(wording, full=True) for c in _clauses(t) if unread_field(c) == field
    ][:1]
    plain = {k: v for k, v in narrowed.items() if k not in UNREAD_NARROWING.get(kind, ())}
    assert unread_field(plain) is None
    assert reach.is_applied(plain)
