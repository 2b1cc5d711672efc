"""Hits placed by a card's effect on a character, not on a record the card names: "place 1 Hit on
target character", "If successful, place 1 additional Hit" (one more on the character the attack
hit), and the distributive groups "each of opponent's characters", "each of your characters",
"each character in play" (one Hit on every character of the group). The phrase combines with
every subject, modal, count, duration and lead the sentence frame gives; the clause kind is
reported not applied (``reach_missing``)."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from tests.grammar.clause_checks import assert_faithful, full_clauses


def _walk(clauses):
    """Every clause of ``clauses`` and of the clauses a condition holds (``then``)."""
    for c in clauses:
        yield c
        yield from _walk(getattr(c, "then", None) or ())


def _placed(text: str):
    """The one Hits-placed clause of ``text`` (read in full and faithfully)."""
    clauses = [c for c in _walk(full_clauses(text)) if c.kind == "hits_placed"]
    assert len(clauses) == 1, clauses
    assert_faithful(text)
    return clauses[0]


@pytest.mark.parametrize(
    ("text", "who", "count", "by", "duration"),
    [
        ("Place 1 Hit on target character.", "target", 1, None, None),
        ("Place 2 Hits on any opponent's character.", "any_opponent_character", 2, None, None),
        ("Opponent may place 1 Hit on any teammate.", "teammate", 1, "opponent", None),
        ("Place 3 Hits on target character this battle.", "target", 3, None, "battle"),
        ("This character may place 1 Hit on target character.", "target", 1, "self", None),
    ],
)
def test_hits_are_placed_on_the_character_named(text, who, count, by, duration):
    hits = _placed(text)
    assert (hits.who, hits.count, hits.record, hits.by, hits.duration) == (
        who,
        count,
        None,
        by,
        duration,
    )
    assert not hits.additional


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("Place 1 Hit on each of opponent's characters.", "each_opponent_characters"),
        ("Place 1 Hit on each of your characters.", "each_own_characters"),
        ("Place 1 Hit on each character in play.", "each_character"),
        ("Place 2 Hits on each of opponent's characters this battle.", "each_opponent_characters"),
    ],
)
def test_a_distributive_group_gets_the_hits_one_character_at_a_time(text, who):
    hits = _placed(text)
    assert hits.who == who
    assert "each" in hits.render()


def test_an_additional_hit_after_a_successful_attack():
    text = (
        "Acts as a level 6 Fighting attack. If successful, place 1 additional Hit on target "
        "character."
    )
    hits = _placed(text)
    assert (hits.count, hits.additional, hits.who) == (1, True, "target")
    assert "additional" in hits.render()


def test_an_additional_hit_with_no_character_named_goes_on_the_one_hit():
    hits = _placed("If successful, place 1 additional Hit.")
    assert (hits.additional, hits.who) == (True, None)


def test_a_lead_and_a_subject_compose_with_the_placing():
    hits = _placed("After being KO'd, this character may place 1 Hit on any opponent's character.")
    assert (hits.who, hits.by) == ("any_opponent_character", "self")


def test_a_hit_placed_with_no_character_and_nothing_additional_is_not_read():
    assert parse_effect("Place 1 Hit.").status != "full"


def test_each_of_whose_characters_must_be_known():
    # "each of his characters": whose the pronoun means is not settled here
    assert parse_effect("Place 1 Hit on each of his characters.").status != "full"


def test_a_record_named_still_reads_as_before():
    hits = _placed("Place 1 Hit on target character's Permanent Record.")
    assert (hits.who, hits.record) == ("target", "permanent")
