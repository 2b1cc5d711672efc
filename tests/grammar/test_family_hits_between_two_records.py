"""Hits taken from one character's Permanent Record and put on another's: "Remove 1 hit from
the permanent record of one character, and put it in the permanent record of any teammate",
and all the Hits of two records exchanged ("Exchange all hits in the permanent record of one
character with all hits in the permanent record of any frontline teammate"): whose record
gives, whose receives, and how many Hits."""

from __future__ import annotations

from cards.grammar import parse_effect
from tests.engine.real_texts import texts
from tests.grammar.clause_checks import real_wordings_tests

PUT = texts(r"^Remove 1 hit from the permanent record of one character, and put it")
EXCHANGED = texts(r"^Exchange all hits in the permanent record of")


def _only(text: str, kind: str):
    tree = parse_effect(text)
    assert tree.status == "full", (tree.unconsumed, tree.unparsed)
    (clause,) = tree.clauses
    assert clause.kind == kind
    return clause


test_the_real_texts_of_the_wordings_are_found, test_every_real_text_is_read_faithfully = (
    real_wordings_tests(PUT, EXCHANGED)
)


def test_one_hit_leaves_one_character_for_any_teammate():
    clause = _only(
        "Remove 1 hit from the permanent record of one character, and put it in the "
        "permanent record of any teammate.",
        "remove_hits",
    )
    assert (clause.who, clause.to, clause.count, clause.record) == (
        "one_character",
        "teammate",
        1,
        "permanent",
    )
    assert "of one character" in clause.render()
    assert "Permanent Record of any teammate" in clause.render()


def test_two_hits_put_elsewhere_are_counted():
    clause = _only(
        "Remove 2 hits from the permanent record of one character, and put them in the "
        "permanent record of any teammate.",
        "remove_hits",
    )
    assert clause.count == 2 and clause.to == "teammate"
    assert "put them on" in clause.render()


def test_one_character_is_not_any_character():
    # "one character" is printed as such: the rendering keeps the count of characters
    tree = parse_effect("Remove 1 hit from the permanent record of one character.")
    (clause,) = tree.clauses
    assert clause.who == "one_character"
    assert "one character" in tree.canonical


def test_all_hits_of_two_records_are_exchanged():
    clause = _only(
        "Exchange all hits in the permanent record of one character with all hits in the "
        "permanent record of any frontline teammate.",
        "switch_record",
    )
    assert (clause.who, clause.partner) == ("one_character", "any Front Line teammate")
    assert clause.records_of and clause.hits_of


def test_the_exchange_names_both_records_by_their_owners():
    clause = _only(
        "Exchange all hits in the permanent record of Target Character with all hits in the "
        "permanent record of Wolverine.",
        "switch_record",
    )
    assert (clause.who, clause.partner) == ("target", "Wolverine")


def test_an_exchange_of_hits_is_the_switch_of_the_records():
    # the same switch as "Switch entire Permanent Record of X with Permanent Record of Y":
    # only the printed form differs
    exchanged = _only(
        "Exchange all hits in the permanent record of one character with all hits in the "
        "permanent record of any front line teammate.",
        "switch_record",
    )
    switched = _only(
        "Switch entire Permanent Record of one character with Permanent Record of any "
        "Front Line teammate.",
        "switch_record",
    )
    assert (exchanged.who, exchanged.partner) == (switched.who, switched.partner)
    assert not switched.hits_of
