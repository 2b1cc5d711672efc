"""Cards exchanged for cards beneath a Battlesite: "Activator cards may be exchanged for any
Special card beneath a battlesite for remainder of battle"."""

from __future__ import annotations

from typing import Any

from cards.grammar import parse_effect
from cards.grammar.faithful import is_faithful
from tests.grammar.clause_checks import assert_tree, faithful_field_tests
from tests.grammar.ten_sets import card_text


def exchanged(give: list[str], take: list[str], **fields: Any) -> dict[str, Any]:
    return {
        "kind": "cards_exchanged",
        "give_kinds": give,
        "take_kinds": take,
        "take_from": "beneath_battlesite",
        **fields,
    }


OWN: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "Special cards may be exchanged for any Activator card beneath the battlesite.",
        [exchanged(["special"], ["activator"], duration=None)],
    ),
    (
        "Energy Power cards may be exchanged for any Special card beneath a battlesite this "
        "battle.",
        [exchanged(["power"], ["special"], give_icons=["energy"], duration="battle")],
    ),
]

test_own_sentences, _real_none = faithful_field_tests(OWN)


def test_the_event_that_exchanges_activators_for_specials_beneath_a_battlesite():
    text = card_text("Coming of Galactus - Everyone Has a Part to Play")
    assert_tree(text, [exchanged(["activator"], ["special"], duration="battle")])
    assert is_faithful(text, parse_effect(text))


def test_a_card_from_another_place_is_not_read_as_beneath_a_battlesite():
    tree = parse_effect("Activator cards may be exchanged for any Special card in Dead Pile.")
    assert tree.status != "full"
