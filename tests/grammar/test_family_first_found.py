"""Cards met in order while a pile is sorted through card by card: "Put the first (N) card(s)
with a/an X icon / more than one icon in your hand" (the first ones that match, not any the
player picks), after "Sort through Draw Pile card by card"."""

from __future__ import annotations

from typing import Any

import pytest

from cards.grammar import parse_effect
from cards.grammar.faithful import is_faithful
from tests.grammar.clause_checks import assert_tree, faithful_field_tests
from tests.grammar.ten_sets import card_text

SEARCH = {"kind": "search", "pile": "draw_pile", "card_by_card": True}
MAY_BE_DUPLICATE = {"kind": "discipline", "action": "duplicates_allowed"}
RESHUFFLE = {"kind": "reshuffle", "pile": "draw_pile"}


def first(count: int = 1, **fields: Any) -> dict[str, Any]:
    return {"kind": "put_first_found", "count": count, "to": "hand", **fields}


OWN: list[tuple[str, list[dict[str, Any]]]] = [
    ("Put the first card with a Fighting icon in Hand.", [first(icons=["fighting"])]),
    (
        "Put the first 2 cards with Energy or Intellect icons in your hand.",
        [first(2, icons=["energy", "intellect"], choice=True)],
    ),
    ("Put the first 3 cards with more than one icon in Hand.", [first(3, more_icons_than=1)]),
    ("Put the first 2 Special cards in your hand.", [first(2, card_kinds=["special"])]),
    ("Sort through Draw Pile card by card.", [SEARCH]),
]

test_own_sentences, _unused = faithful_field_tests(OWN)

REAL: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "Separation Anxiety - Symbiotic Achilles Heel",
        [SEARCH, first(icons=["energy"], more_icons_than=None), MAY_BE_DUPLICATE, RESHUFFLE],
    ),
    (
        "Sins of the Future - One Step Closer",
        [SEARCH, first(icons=["strength"]), MAY_BE_DUPLICATE, RESHUFFLE],
    ),
    (
        "Assault on Onslaught - Fuel for the Machine",
        [SEARCH, first(icons=[], more_icons_than=1), MAY_BE_DUPLICATE, RESHUFFLE],
    ),
]


@pytest.mark.parametrize(("name", "clauses"), REAL, ids=[r[0] for r in REAL])
def test_events_that_take_the_first_cards_found(name: str, clauses: list[dict[str, Any]]) -> None:
    text = card_text(name)
    assert_tree(text, clauses)
    assert is_faithful(text, parse_effect(text))


def test_the_first_cards_found_are_not_cards_the_player_picks():
    # "Put 2 cards with Energy icons in Hand" lets the player pick; "the first 2" does not
    picked = parse_effect("Put 2 Energy cards in Hand.").clauses[0]
    found = parse_effect("Put the first 2 cards with Energy icons in Hand.").clauses[0]
    assert picked.kind == "put_cards"
    assert found.kind == "put_first_found"


def test_a_filter_the_clause_cannot_say_leaves_the_sentence_unparsed():
    tree = parse_effect("Put the first card of 5 or less in Hand.")
    assert tree.status != "full"
