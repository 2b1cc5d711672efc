"""Clause fields of the conditions the grammar types: on a side's missions, the side and the
mission set it uses ("If opponent has "The Secret Wars" Mission", "if opponent is using
"Annihilation Affair" Mission"), or how many cards one of its Missions piles holds ("if opponent has 4, 5, or 6
Mission cards in Completed Pile"), are typed in the condition's ``missions``; its ``detail``
is written from them (``MissionCheck.words``) so the canonical text parses back the same. A
condition that also counts cards of the deck keeps its words and no typed check. The number
a condition counts ("If 3 heroes are still in play") is typed in its ``number`` likewise.

Real cards of the ten sets, read from ``../shared/data/``."""

from __future__ import annotations

from typing import Any

import pytest

from tests.grammar.clause_checks import assert_full_and_round_trips
from tests.grammar.ten_sets import card_clause, card_text

TYPED: list[tuple[str, dict[str, Any]]] = [
    (
        "Absorbing Man - Titania",
        {"whose": "opponent", "mission": "The Secret Wars"},
    ),
    (
        "Gamma Base",
        {"whose": "opponent", "mission": "Annihilation Affair", "using": True},
    ),
    (
        "Scorpion",
        {"whose": "opponent", "counts": [4, 5, 6], "pile": "completed_missions"},
    ),
]


@pytest.mark.parametrize(("name", "check"), TYPED, ids=[n for n, _ in TYPED])
def test_a_condition_on_missions_is_typed(name: str, check: dict[str, Any]) -> None:
    assert card_clause(name, "condition")["missions"] == check


@pytest.mark.parametrize("name", [n for n, _ in TYPED])
def test_the_typed_condition_round_trips(name: str) -> None:
    assert_full_and_round_trips(card_text(name))


def test_a_condition_that_also_counts_the_deck_keeps_its_words_only() -> None:
    clause = card_clause("Age of Apocalypse", "condition")
    assert clause["when"] == "using_mission" and "with at least 1 Event card" in clause["detail"]
    assert "missions" not in clause


def test_a_condition_on_the_characters_in_play_types_their_number() -> None:
    clause = card_clause("Infinity Gauntlet - Mad God Raises Dead!", "condition")
    assert clause["when"] == "characters_in_play" and clause["number"] == 3
    assert clause["detail"] == "3 characters are still in play"
    assert_full_and_round_trips(card_text("Infinity Gauntlet - Mad God Raises Dead!"))
