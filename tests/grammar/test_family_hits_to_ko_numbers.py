"""A character's Hits-to-K.O. number moved by or to a value: "Brood hits to K.O. number is
increased to 30", "Baron Mordo's Hits to K.O. is reduced to 7 points", "Opponent's team Hits
to K.O. number is decreased by 3 points", "Target character Hits to KO number ...": the who
printed with or without "'s", the number, and the way it moves."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from tests.engine.real_texts import texts
from tests.grammar.clause_checks import real_wordings_tests

ALL = texts(r"hits to k\.?o\.?( number)? is (increased|reduced|decreased) (to|by) \d")


def _ko(text: str):
    (clause,) = [c for c in parse_effect(text).clauses if c.kind == "ko_threshold"]
    return clause


def test_the_real_texts_of_the_wording_are_found():
    assert len(ALL) >= 10


_, test_every_real_text_is_read_faithfully = real_wordings_tests(ALL)


def test_a_number_raised_to_a_value_is_set_to_it_and_says_so():
    clause = _ko("Brood hits to K.O. number is increased to 30. One Per Deck")
    assert (clause.who, clause.set_to, clause.delta, clause.hits_to_ko) == (
        "Brood",
        30,
        None,
        "increased",
    )


def test_a_number_reduced_to_a_value_is_set_to_it():
    text = "Baron Mordo's Hits to K.O. is reduced to 7 points."
    clause = _ko(text)
    assert (clause.who, clause.set_to, clause.hits_to_ko) == ("Baron Mordo", 7, "reduced")
    assert "Hits to KO number is reduced to 7 points" in parse_effect(text).canonical


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("Opponent's team Hits to K.O. number is decreased by 3 points.", "opponent_team"),
        ("Opponent's team's Hits to K.O. number is decreased by 3 points.", "opponent_team"),
        ("Target character Hits to KO number is decreased by 5 points.", "target"),
    ],
)
def test_the_who_is_kept_with_or_without_a_possessive(text, who):
    clause = _ko(text)
    assert (clause.who, clause.delta, clause.set_to) == (who, -int(text.split()[-2]), None)


def test_a_may_only_be_ko_d_form_stays_a_threshold_without_the_number_wording():
    clause = _ko("May only be Cumulative KO'd by 30 or more points.")
    assert clause.set_to == 30 and clause.hits_to_ko is None
