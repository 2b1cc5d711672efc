"""Events that bar plays for the battle by what the cards do: "No cards that affect hits in
the permanent record or from the current battle may be played this battle", "Only Teamwork
Universe cards that act as Strength attacks may be played this battle"."""

from __future__ import annotations

from typing import Any

import pytest

from cards.grammar import parse_effect
from cards.grammar.faithful import is_faithful
from rules.engine.effects import CardFilter
from tests.grammar.clause_checks import assert_tree, faithful_field_tests
from tests.grammar.ten_sets import card_text


def bar(**fields: Any) -> dict[str, Any]:
    return {"kind": "play_restriction", "who": "all_characters", "verb": "play", **fields}


OWN: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "No cards that affect hits in the permanent record may be played this battle.",
        [bar(affecting=["hits in the permanent record"], duration="battle")],
    ),
    (
        'No cards that affect "Doctor Doom" may be played.',
        [bar(affecting=["doctor doom"], duration=None)],
    ),
    (
        "Only Universe: Teamwork cards that act as Energy or Fighting attacks may be played.",
        [bar(words=[], only={"kinds": ["teamwork"]}, acting_as=["energy", "fighting"])],
    ),
]

test_own_sentences, _real_none = faithful_field_tests(OWN)

REAL: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "Sins of the Future - Assassination Attempt!",
        [
            bar(
                affecting=["hits in the permanent record", "from the current battle"],
                duration="battle",
            )
        ],
    ),
    (
        "Might over Mind - Justice League Case Files #179603.08",
        [
            bar(
                words=[],
                only={"kinds": ["teamwork"]},
                acting_as=["strength"],
                duration="battle",
            )
        ],
    ),
]


@pytest.mark.parametrize(("name", "clauses"), REAL, ids=[r[0] for r in REAL])
def test_events_that_bar_plays_this_battle(name: str, clauses: list[dict[str, Any]]) -> None:
    text = card_text(name)
    assert_tree(text, clauses)
    assert is_faithful(text, parse_effect(text))


def test_teamwork_universe_cards_are_one_kind_not_two():
    tree = parse_effect("Only Teamwork Universe cards may be played this battle.")
    assert tree.clauses[0].only == CardFilter(kinds=("teamwork",))
