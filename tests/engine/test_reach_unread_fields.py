"""A clause narrowed by a field the engine does not read yet is "not applied", never applied
wider than the card. The one left, ``placed_on`` ("may play any card Placed on any Front Line
character"), is printed by no card of the ten sets: the grammar's phrase stands in for it. The
fields read since (a defense restriction's ``defenders_of``/``in_play``, a bar's
``affecting``, a discard's ``icon_chosen_by``, a permission's ``name_owners``, an attack's
``level_unnumbered``) are no longer listed, and their real cards are applied."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.reach_unread import unread_field
from tests.engine.real_texts import texts

# (text, clause kind, the narrowing field the engine does not read)
NARROWED = [
    ("Teammate may play any card Placed on any Front Line character.", "permission", "placed_on")
]
READ_NOW = [
    (r"may not be defended by Opponent's team's Special cards already", "defenders_of"),
    (r"may not play any Special cards that affect", "affecting"),
    (r"discard .* with icon of \w+'s choice", "icon_chosen_by"),
    (r"may Place and play \w+ \"[^\"]+\" and \w+ \"", "name_owners"),
]


def _clauses(text: str) -> list[dict]:
    return list(reach.walk(c.to_json() for c in parse_effect(text).clauses))


@pytest.mark.parametrize(("text", "kind", "field"), NARROWED)
def test_a_clause_narrowed_by_an_unread_field_is_not_applied(text, kind, field):
    narrowed = [c for c in _clauses(text) if c["kind"] == kind and unread_field(c)]
    assert [unread_field(c) for c in narrowed] == [field], text
    assert not reach.is_applied(narrowed[0])


@pytest.mark.parametrize(("wording", "field"), READ_NOW)
def test_the_fields_read_now_leave_their_real_cards_applied(wording, field):
    found = texts(wording, full=True)
    assert found, wording
    for text in found:
        clauses = [c for c in _clauses(text) if c.get(field)]
        assert clauses and all(unread_field(c) is None for c in clauses), text
        assert all(reach.is_applied(c, card=("special", "")) for c in clauses), text
