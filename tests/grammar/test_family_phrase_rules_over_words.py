"""Phrases read word by word (no lexer terminal holds them whole): where Hits are taken from
("... Permanent Record or Hits from Current Battle"), the cards an attack is made with ("made
with a Power card", "made with an Energy icon"), cards removed "from the game" (and "from"
still beginning a pile), cards "placed or in hand", "any character on team", and the greater of two counts ("all X in
hand or all placed X, whichever is greater")."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from cards.grammar.lexemes import TO_RESHAPE


def _clause(text: str, kind: str):
    tree = parse_effect(text)
    assert tree.status == "full", (text, tree.unparsed, tree.unconsumed)
    return next(c for c in tree.clauses if c.kind == kind)


def test_either_record_after_two_owners():
    hits = _clause(
        "Remove 1 Hit from Wolverine's or teammate's Permanent Record or Hits from Current Battle.",
        "remove_hits",
    )
    assert (hits.who, hits.record, hits.count) == ("self_or_teammate", "permanent_or_current", 1)


def test_either_record_of_a_character():
    hits = _clause(
        "Remove all Hits from the Permanent Record or Hits from the Current Battle of teammate.",
        "remove_hits",
    )
    assert (hits.who, hits.record, hits.count) == ("teammate", "permanent_or_current", "all")


def test_the_permanent_record_alone_is_one_record():
    hits = _clause("Remove 1 Hit from teammate's Permanent Record.", "remove_hits")
    assert hits.record == "permanent"


def test_made_with_a_card_names_its_kind_without_counting():
    avoid = _clause("May avoid any 1 attack made with a Power card.", "avoid")
    assert (avoid.count, avoid.card_kinds, avoid.icons) == (1, ("power",), ())


def test_made_with_an_icon_is_the_icon_of_the_attack():
    avoid = parse_effect("May avoid any 1 attack made with an Energy icon.").clauses[0]
    assert (avoid.kind, avoid.icons, avoid.by_icon) == ("avoid", ("energy",), True)


def test_an_icon_counted_by_a_number_is_not_read():
    assert parse_effect("May avoid any 1 attack made with 2 Energy icon.").status == "failed"


def test_removed_from_the_game():
    for text in ("Remove 2 Special cards from the game.", "Remove 2 Special cards from game."):
        gone = _clause(text, "discard")
        assert (gone.to, gone.count, gone.filter) == ("removed_from_game", 2, "Special card"), text


def test_removed_from_a_pile_is_not_out_of_the_game():
    taken = _clause("Remove any 2 cards from Draw Pile.", "remove_cards")
    assert (taken.from_, taken.count, taken.to) == ("draw_pile", 2, None)


def test_cards_placed_or_in_hand():
    for text, where in (
        ("Opponent must discard 2 Special cards currently placed or in hand.", "placed_or_hand"),
        ("Opponent must discard 2 Special cards placed and in hand.", "placed_and_hand"),
    ):
        discard = _clause(text, "discard")
        assert (discard.from_, discard.count, discard.who) == (where, 2, "opponent"), text


def test_cards_not_usable_by_a_character():
    discard = _clause("Opponent must discard 1 Special card not usable by opponent.", "discard")
    assert (discard.filter, discard.count) == ("Special not usable by opponent", 1)


def test_not_affected_after_a_subject_takes_its_copula():
    # "Attacks made with Power cards not ...": the "not" goes on with the cards
    tree = parse_effect("Attacks made with Power cards not affected by Event cards.")
    assert tree.status == "failed"
    assert _clause("Not affected by Event cards.", "immunity").card_kinds == ("event",)


@pytest.mark.parametrize(
    "text",
    [
        "Any-Character Specials may be played by Any Character on team.",
        "Any-Character Specials may be played by Any-Character on team.",
        "Any character on team may play Any-Character Specials.",
    ],
)
def test_any_character_on_team_is_the_team(text):
    permission = parse_effect(text).clauses[0]
    assert (permission.who, permission.action, permission.card_kinds) == (
        "team",
        "play",
        ("any_character", "special"),
    )


@pytest.mark.parametrize(
    "text",
    [
        "Opponent must discard all Universe cards held in hand or all placed Universe cards, "
        "whichever is a greater number.",
        "Opponent must discard all Universe cards in hand or all placed Universe cards, "
        "whichever is greater number.",
    ],
)
def test_the_greater_of_two_counts_of_cards(text):
    discard = _clause(text, "discard")
    assert (discard.who, discard.count, discard.from_) == ("opponent", "all", "hand_or_placed")
    assert discard.filter == "Universe (in hand or placed, whichever is greater)"


def test_reshaped_phrases_left_the_reviewed_list():
    reshaped = {"OR_CURRENT_HITS", "MADE_WITH_A", "from the game", "from game"}
    reshaped |= {"placed and in hand", "placed an in hand", "placed or in hand"}
    reshaped |= {"not usable by", "not playable by", "ON_TEAM", "or all"}
    assert reshaped.isdisjoint(TO_RESHAPE)
