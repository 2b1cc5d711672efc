"""Hits said from the side of the character that takes them or is healed of them: "<who>
receives N (additional) Hits" is "place N Hits on <who>", "Heal N Hits from <who>" is "remove N
Hits from <who>", and "any of <side's> characters" names one character of that side, of the
player's pick, wherever a character phrase is read (not the whole team, not every one)."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import effects as fx
from rules.engine.reach_unread import UNREAD_GROUPS


def _only(text: str):
    tree = parse_effect(text)
    assert tree.status == "full", tree.unconsumed
    (clause,) = tree.clauses
    again = parse_effect(tree.canonical)
    assert again.status == "full" and again.clauses == tree.clauses
    return clause, tree.canonical


@pytest.mark.parametrize(
    ("text", "who", "count", "additional"),
    [
        ("This character receives 2 additional Hits.", "self", 2, True),
        ("Target character receives 2 Hits.", "target", 2, None),
        ("Opponent's character receives 1 Hit.", "opponent's character", 1, None),
        ("Any teammate receives 1 additional Hit.", "teammate", 1, True),
    ],
)
def test_hits_received_are_hits_placed_on_the_subject(text, who, count, additional) -> None:
    clause, canonical = _only(text)
    assert isinstance(clause, fx.HitsPlaced)
    assert (clause.who, clause.count, clause.record, clause.additional) == (
        who,
        count,
        None,
        additional,
    )
    assert clause.by is None  # no player places them: the character takes them
    assert canonical.startswith("Place ")


def test_a_character_cannot_choose_to_receive_hits() -> None:
    assert parse_effect("This character may receive 2 Hits.").status != "full"


@pytest.mark.parametrize(
    ("text", "who", "count", "record"),
    [
        ("Heal 2 Hits from this character.", "self", 2, "any"),
        ("Heal 1 Hit from any teammate.", "teammate", 1, "any"),
        ("Heal 1 Hit from this character's Permanent Record.", "self", 1, "permanent"),
    ],
)
def test_hits_healed_are_hits_removed(text, who, count, record) -> None:
    clause, canonical = _only(text)
    assert isinstance(clause, fx.RemoveHits)
    assert (clause.who, clause.count, clause.record) == (who, count, record)
    assert canonical.startswith("Remove ")


@pytest.mark.parametrize(
    ("text", "who", "said"),
    [
        (
            "Place 1 Hit on any of opponent's characters.",
            "any_opponent_character",
            "any opponent's character",
        ),
        ("Place 1 Hit on any of your characters.", "any_own_characters", "any of your characters"),
        (
            "Opponent may place 1 Hit on any of your Front Line characters.",
            "any_own_front_line",
            "any of your Front Line characters",
        ),
    ],
)
def test_any_of_a_side_is_one_character_of_that_side(text, who, said) -> None:
    clause, canonical = _only(text)
    assert isinstance(clause, fx.HitsPlaced)
    assert clause.who == who and who not in ("opponent_team", "teammate")
    assert said in canonical


def test_any_of_a_side_is_read_as_a_character_phrase_elsewhere() -> None:
    clause, _ = _only("Remove 1 Hit from any of your characters.")
    assert isinstance(clause, fx.RemoveHits) and clause.who == "any_own_characters"


def test_your_sides_picks_are_reported_not_applied() -> None:
    # no reader picks one of your characters yet: the reach matrix says "not applied"
    assert {"any_own_characters", "any_own_front_line"} <= UNREAD_GROUPS
    assert "any_opponent_character" not in UNREAD_GROUPS
