"""Hits moved from the Permanent Records of several characters to one character's: "All Hits
with only Energy icons in the Permanent Record of all Front Line teammates are moved to the
Permanent Record of Parallax": which Hits (only those icons), whose records they leave and
whose record takes them."""

from __future__ import annotations

from cards.grammar import parse_effect
from tests.engine.real_texts import texts
from tests.grammar.clause_checks import real_wordings_tests

MOVED = texts(r"^All Hits with only \w+ icons in the Permanent Record of .* are moved to")


def _move(text: str):
    (clause,) = parse_effect(text).clauses
    assert clause.kind == "move_hits"
    return clause


def test_the_real_texts_of_the_wording_are_found():
    assert len(MOVED) >= 2


test_the_real_texts_of_the_wordings_are_found, test_every_real_text_is_read_faithfully = (
    real_wordings_tests(MOVED)
)


def test_the_hits_of_one_icon_move_from_the_teammates_to_the_character():
    clause = _move(
        "All Hits with only Energy icons in the Permanent Record of all Front Line teammates "
        "are moved to the Permanent Record of Parallax."
    )
    assert (clause.who, clause.to, clause.count) == ("all Front Line teammates", "Parallax", "all")
    assert (clause.record, clause.to_record) == ("permanent", "permanent")
    assert clause.filter == "with only Energy icons"


def test_the_receiving_character_may_be_one_of_a_team():
    clause = _move(
        "All Hits with only Intellect icons in the Permanent Record of all Front Line "
        "characters are moved to the Permanent Record of one of Trickster's teammates."
    )
    assert clause.who == "all_front_line" and clause.to == "one of Trickster's teammates"
    assert clause.filter == "with only Intellect icons"
