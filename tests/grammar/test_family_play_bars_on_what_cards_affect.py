"""A bar on the cards whose effect reaches something: "Opponent may not play any Special cards
that affect "the remainder of the battle" or the "remainder of the game" for the remainder of
the game": the cards barred are only those, and the bar's own duration is kept apart."""

from __future__ import annotations

from cards.grammar import parse_effect


def _only(text: str):
    tree = parse_effect(text)
    assert tree.status == "full", (tree.unconsumed, tree.unparsed)
    (clause,) = tree.clauses
    return clause


def test_only_the_cards_that_affect_those_durations_are_barred():
    clause = _only(
        'Opponent may not play any Special cards that affect "the remainder of the battle" or '
        'the "remainder of the game" for the remainder of the game.'
    )
    assert clause.kind == "play_restriction"
    assert (clause.who, clause.card_kinds, clause.duration) == ("opponent", ("special",), "game")
    assert clause.affecting == ("the remainder of the battle", "remainder of the game")


def test_one_thing_affected():
    clause = _only(
        'Opponent may not play any Special cards that affect "the remainder of the battle" '
        "this battle."
    )
    assert clause.affecting == ("the remainder of the battle",)
    assert clause.duration == "battle"


def test_a_bar_on_all_such_cards_names_nothing_affected():
    clause = _only("Opponent may not play any Special cards for remainder of game.")
    assert clause.affecting is None
