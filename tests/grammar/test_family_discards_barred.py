"""A discard barred: "<subject> may not discard <cards>".

A bare kind of card ("may not discard a MultiPower card") is a kind the subject may not
discard (``discard_restriction``). Cards picked any other way (a count, "all", placed cards,
whose choice, chosen at random) are the discard the card names, held under the printed
"may not" (``modal_action``): none of those words is dropped, and the engine reports it not
applied rather than ruling a bar on every card of the kind.
"""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import effects as fx
from tests.grammar.modal_readings import held_under

HELD = {
    "Target Character may not discard 1 Placed card.": {"count": 1, "from_": "placed"},
    "Target character may not discard all placed cards.": {"count": "all", "from_": "placed"},
    "Opponent may not discard 1 card of Opponent's choice from Hand.": {"count": 1},
    "Target Battlesite may not discard 1 Placed card chosen at random.": {"count": 1},
    "Opponent may not discard 2 Energy Power cards.": {"count": 2, "filter": "Energy Power"},
}


@pytest.mark.parametrize(("text", "fields"), HELD.items())
def test_a_discard_of_picked_cards_is_held_under_may_not(text, fields) -> None:
    clause = held_under(text, "may_not", fx.Discard)
    (discard,) = clause.act
    for name, value in fields.items():
        assert getattr(discard, name) == value, (name, discard)


@pytest.mark.parametrize(
    ("text", "kinds", "icons"),
    [
        ("May not discard a MultiPower card.", (), ("multipower",)),
        ("Opponent may not discard Special cards.", ("special",), ()),
    ],
)
def test_a_bare_kind_of_card_is_a_kind_barred(text, kinds, icons) -> None:
    tree = parse_effect(text)
    assert tree.status == "full", tree.unconsumed
    (clause,) = tree.clauses
    assert isinstance(clause, fx.DiscardRestriction)
    assert (clause.card_kinds, clause.icons) == (kinds, icons)
