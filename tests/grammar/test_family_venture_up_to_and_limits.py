"""How many Mission cards a character may Venture: "Next battle X-Babies may Venture up to 4
Mission cards with no penalty. May not Venture more than 4 Mission cards.": at most so many,
the penalty, the battle it holds for (a lead printed without its comma), and whose limit a
sentence without a subject sets."""

from __future__ import annotations

from cards.grammar import parse_effect
from tests.engine.real_texts import texts
from tests.grammar.clause_checks import real_wordings_tests

UP_TO = texts(r"may Venture up to \d+ Mission cards")


def _only(text: str):
    tree = parse_effect(text)
    assert tree.status == "full", (tree.unconsumed, tree.unparsed)
    (clause,) = tree.clauses
    return clause


def test_the_real_texts_of_the_wording_are_found():
    assert len(UP_TO) >= 1


test_the_real_texts_of_the_wordings_are_found, test_every_real_text_is_read_faithfully = (
    real_wordings_tests(UP_TO)
)


def test_up_to_so_many_missions_with_no_penalty_next_battle():
    clause = _only("Next battle X-Babies may Venture up to 4 Mission cards with no penalty.")
    assert clause.kind == "venture_cards"
    assert (clause.who, clause.count, clause.up_to, clause.penalty) == ("X-Babies", 4, True, False)
    assert clause.duration == "next_battle"


def test_the_lead_with_its_comma_reads_the_same():
    with_comma = _only("Next battle, X-Babies may Venture up to 4 Mission cards with no penalty.")
    without = _only("Next battle X-Babies may Venture up to 4 Mission cards with no penalty.")
    assert with_comma == without


def test_a_plain_count_is_not_up_to():
    clause = _only("Venture 3 Mission cards with no penalty this battle.")
    assert clause.up_to is None and clause.count == 3
    assert "up_to" not in clause.to_json()


def test_a_limit_without_subject_is_the_characters_own():
    clause = _only("May not Venture more than 4 Mission cards.")
    assert (clause.kind, clause.who, clause.max_count) == ("venture_limit", "self", 4)


def test_a_limit_on_neither_player_is_both_players():
    clause = _only("Next battle, neither player may Venture more than 2 Mission cards.")
    assert (clause.who, clause.max_count, clause.duration) == ("both_players", 2, "next_battle")
