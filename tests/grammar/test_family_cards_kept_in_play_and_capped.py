"""Cards a character keeps, and how many: "Target Character's Tactic Artifact cards may not be
removed from play for remainder of game" (whose cards, of which kind, for how long), "Target
Character may only have 1 card Placed to him at any time" (a cap on the cards Placed) and
"This Special is identical to any Hit in Grunge's Hits for the Current Battle or Permanent
Record" (a copy of a Hit, in either wording)."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from tests.engine.real_texts import texts
from tests.grammar.clause_checks import real_wordings_tests

KEPT = texts(r"cards may not be removed from play")
CAPPED = texts(r"may only have \d+ cards? Placed to him at any time")


def _only(text: str):
    tree = parse_effect(text)
    assert tree.status == "full", (tree.unconsumed, tree.unparsed)
    (clause,) = tree.clauses
    return clause


test_the_real_texts_of_the_wordings_are_found, test_every_real_text_is_read_faithfully = (
    real_wordings_tests(KEPT, CAPPED)
)


def test_a_characters_artifacts_stay_in_play():
    clause = _only(
        "Target Character's Tactic Artifact cards may not be removed from play for remainder "
        "of game."
    )
    assert (clause.kind, clause.who, clause.duration) == ("not_removed", "target", "game")
    assert clause.card_kinds == ("tactic", "artifact")
    assert "Tactic Artifact cards" in clause.render()


def test_the_owner_and_kind_of_the_cards_kept_are_read():
    clause = _only("Opponent's Special cards cannot be removed from play this battle.")
    assert (clause.who, clause.card_kinds, clause.duration) == ("opponent", ("special",), "battle")


def test_a_cap_on_the_cards_placed():
    clause = _only(
        "Target Character may only have 1 card Placed to him at any time, for remainder of game."
    )
    assert (clause.kind, clause.who, clause.max_cards, clause.cap) == (
        "placement",
        "target",
        1,
        True,
    )
    assert clause.duration == "game"


def test_a_cap_on_one_kind_of_cards():
    clause = _only("Target Character may only have 2 Universe cards Placed on him at any time.")
    assert (clause.max_cards, clause.card_kinds, clause.cap) == (2, ("universe",), True)


def test_a_cap_is_only_read_with_only():
    tree = parse_effect("Target Character may have 1 card Placed to him at any time.")
    assert tree.status != "full"


def test_more_cards_placed_is_no_cap():
    clause = _only("May have 2 Universe cards Placed.")
    assert clause.cap is None and clause.max_cards == 2


@pytest.mark.parametrize(
    "text",
    [
        "This Special is identical to any Hit in Grunge's Hits for the Current Battle or "
        "Permanent Record.",
        "This Special acts identical to any Hit in Grunge's Hits from the Current Battle or "
        "Permanent Record.",
    ],
)
def test_a_copy_of_a_hit_in_either_wording(text):
    clause = _only(text)
    assert (clause.kind, clause.who, clause.record) == (
        "copy_hit",
        "Grunge",
        "permanent_or_current",
    )
