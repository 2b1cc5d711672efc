"""Verb phrases after "and" whose object is what the clause before took: "... and play it
immediately", "..., and play those open-handed", "..., and put it in ...", or whose subject is
the clause before's ("... and move into Reserve"). Each is a clause of
its own in the grammar (no terminal swallows the phrase); the sentence folds it into the clause
before, in a condition's clauses too, and alone it names nothing and is not understood."""

from __future__ import annotations

from cards.grammar import parse_effect
from tests.grammar.clause_checks import full_clauses


def test_an_exchanged_card_is_played_at_once():
    (clause,) = full_clauses(
        "Cyclops may exchange this card for any 1 Special card in Dead Pile and play it "
        "immediately."
    )
    assert (clause.kind, clause.action, clause.source) == (
        "permission",
        "exchange_and_play",
        "dead_pile",
    )
    assert clause.who == "Cyclops"


def test_an_exchange_without_the_phrase_is_only_an_exchange():
    (clause,) = full_clauses("Cyclops may exchange this card for any 1 Special card in Dead Pile.")
    assert clause.action == "exchange"


def test_the_exchange_after_a_lead_spans_the_phrase():
    text = "On his turn, Cyclops may exchange this card for any 1 card in Dead Pile and play it immediately."
    timing, permission = full_clauses(text)
    assert timing.kind == "timing"
    assert permission.action == "exchange_and_play"
    # the phrase's words belong to the exchange (and to the lead that governs it)
    assert permission.span == (text.index("Cyclops"), len(text) - 1)
    assert timing.span == (0, len(text) - 1)


def test_revealed_cards_are_played_open_handed_inside_a_condition():
    (condition,) = full_clauses(
        "If successful, opponent must reveal Hand and play open-handed for remainder of battle."
    )
    reveal, play = condition.then
    assert (reveal.kind, reveal.who) == ("reveal", "opponent")
    assert (play.action, play.who, play.duration) == ("play_open_handed", "opponent", "battle")


def test_a_removed_hit_is_put_where_the_phrase_says():
    tree = parse_effect(
        "Remove 1 hit from the permanent record of one character, and put it in the permanent "
        "record of any teammate."
    )
    (clause,) = tree.clauses
    assert (clause.kind, clause.count, clause.record, clause.to) == (
        "remove_hits",
        1,
        "permanent",
        "teammate",
    )


def test_a_verb_phrase_without_subject_shares_the_one_of_the_clause_before():
    text = (
        "If successful, target character must discard all Placed cards and move into Reserve "
        "for remainder of battle."
    )
    (condition,) = full_clauses(text)
    discard, move = condition.then
    assert (discard.kind, discard.who, discard.from_) == ("discard", "target", "placed")
    assert (move.kind, move.who, move.to, move.duration) == (
        "character_move",
        "target",
        "reserve",
        "battle",
    )
    assert move.span == discard.span == (text.index("target"), len(text) - 1)


def test_a_second_object_after_and_is_discarded_too():
    first, second = full_clauses(
        "Opponent must discard 2 cards from Hand, and 1 Placed card of opponent's choice."
    )
    assert (first.kind, first.who, first.count, first.from_) == ("discard", "opponent", 2, "hand")
    assert (second.kind, second.who, second.count, second.from_) == (
        "discard",
        "opponent",
        1,
        "placed",
    )
    assert "opponent" in second.filter


def test_a_team_begins_the_game_with_missions_in_two_piles():
    first, second = full_clauses(
        "Opponent begins game with 5 Mission cards in Reserve Missions Pile and 2 Mission "
        "cards in Completed Missions Pile."
    )
    assert (first.kind, first.count, first.pile) == ("starting_missions", 5, "reserve_missions")
    assert (second.kind, second.count, second.pile, second.who) == (
        "starting_missions",
        2,
        "completed_missions",
        first.who,
    )


def test_the_phrase_alone_names_nothing_and_is_not_understood():
    for text in (
        "Play it immediately.",
        "Put it in the permanent record of any teammate.",
        "1 Placed card of opponent's choice.",
    ):
        tree = parse_effect(text)
        assert tree.status != "full" and not tree.clauses, text
