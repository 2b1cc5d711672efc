"""A team named by its location or aspect as the owner of characters, a Reserve, attacks or
defending cards: "any of Landau, Luckman & Lake's Front Line Character's Permanent Record",
"switch places with the Landau, Luckman & Lake's Reserve", "The Danger Room team's attacks
made with Power cards may not be defended by Opponent's team's Special cards already in
play": the names, whose cards and which cards are kept."""

from __future__ import annotations

from cards.grammar import parse_effect
from rules.engine import effects as fx
from tests.engine.real_texts import texts
from tests.grammar.clause_checks import real_wordings_tests

NAMED_FRONT_LINE = texts(r"Remove all Hits from any of .*'s Front Line Character's")
DEFENDED_BY_OWNER = texts(r"may not be defended by Opponent's team's")


test_the_real_texts_of_the_wordings_are_found, test_every_real_text_is_read_faithfully = (
    real_wordings_tests(NAMED_FRONT_LINE, DEFENDED_BY_OWNER)
)


def test_the_named_team_owns_the_front_line_character_and_the_reserve():
    tree = parse_effect(
        "Remove all Hits from any of Krakoa's Front Line Character's Permanent Record and "
        "Current Battle, and switch places with Krakoa's Reserve."
    )
    assert tree.status == "full", tree.unconsumed
    remove, move = tree.clauses
    assert remove.who == "any of Krakoa's Front Line characters"
    assert remove.record == "permanent_and_current" and remove.count == "all"
    assert (move.swap, move.to, move.reserve_of) == (True, "reserve", "Krakoa")


def test_a_reserve_of_no_named_team_keeps_no_owner():
    tree = parse_effect(
        "Remove all Hits from Metallo's Permanent Record and Current Battle, and switch "
        "places with the Reserve."
    )
    move = tree.clauses[-1]
    assert move.reserve_of is None
    assert "reserve_of" not in move.to_json()


def test_whose_cards_may_not_defend_and_only_those_already_in_play():
    tree = parse_effect(
        "For remainder of game, Krakoa team's attacks made with Power cards may not be "
        "defended by Opponent's team's Special cards already in play."
    )
    assert tree.status == "full", tree.unconsumed
    (clause,) = tree.clauses
    assert clause.kind == "defense_restriction"
    assert clause.forbids == fx.CardFilter(kinds=("special",))
    assert clause.applies_to == "Krakoa team's attacks made with Power cards"
    assert (clause.defenders_of, clause.in_play, clause.duration) == ("opponent_team", True, "game")


def test_defending_cards_of_an_owner_without_already_in_play():
    tree = parse_effect(
        "Krakoa team's attacks made with Power cards may not be defended by Opponent's "
        "Special cards for remainder of battle."
    )
    (clause,) = tree.clauses
    assert (clause.defenders_of, clause.in_play, clause.duration) == ("opponent", None, "battle")
    assert "already" not in tree.canonical


def test_a_plain_defense_restriction_names_no_owner():
    (clause,) = parse_effect("Attack may not be defended with a Special card.").clauses
    assert clause.defenders_of is None and clause.in_play is None
    assert "defenders_of" not in clause.to_json()
