"""Where the attacks of each card must go: "All attacks from each teamwork card must be made
against the same front line character this battle, until character is KO'd"."""

from __future__ import annotations

from typing import Any

from cards.grammar import parse_effect
from cards.grammar.faithful import is_faithful
from tests.grammar.clause_checks import assert_tree, faithful_field_tests
from tests.grammar.ten_sets import card_text


def each_card(kinds: list[str], who: str, duration: Any) -> dict[str, Any]:
    return {
        "kind": "must_attack",
        "who": who,
        "by": "both_players",
        "per_card": kinds,
        "duration": duration,
    }


OWN: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "All attacks from each Special card must be made against chosen character.",
        [each_card(["special"], "chosen", None)],
    ),
    (
        "All attacks from each Universe: Teamwork card must be made against the same front "
        "line character this battle.",
        [each_card(["teamwork"], "same_front_line", "battle")],
    ),
]

test_own_sentences, _real_none = faithful_field_tests(OWN)


def test_the_event_that_sends_each_teamwork_cards_attacks_to_one_character():
    text = card_text("Dark Phoenix Saga - Marshaling Forces (sic)")
    until = {"until": "end of battle or that character is KO'd"}
    assert_tree(text, [each_card(["teamwork"], "same_front_line", until)])
    assert is_faithful(text, parse_effect(text))


def test_attacks_from_each_card_need_a_kind_of_card():
    assert parse_effect("All attacks from each card must be made against target.").status != (
        "full"
    )
