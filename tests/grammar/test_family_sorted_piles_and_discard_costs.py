"""Piles sorted through and cards discarded: "Opponent must sort through Draw Pile and discard
first 3 Special cards into Dead Pile" (who sorts, and what is found), "discard this Special
to move ..." (the card itself paid for an effect) and
"discard all Universe cards held in hand or all placed Universe cards, whichever is a greater
number"."""

from __future__ import annotations

from tests.grammar.clause_checks import full_clauses


def test_the_one_who_sorts_is_the_one_who_discards():
    search, discard = full_clauses(
        "Opponent must sort through Draw Pile and discard first 3 Special cards into Dead Pile."
    )
    assert (search.kind, search.who, search.pile) == ("search", "opponent", "draw_pile")
    assert (discard.who, discard.count, discard.first_found) == ("opponent", 3, True)
    assert (discard.from_, discard.to, discard.filter) == ("draw_pile", "dead_pile", "Special")


def test_a_search_alone_names_no_one():
    (search,) = full_clauses("Sort through Draw Pile card by card.")
    assert search.who is None and search.card_by_card


def test_the_card_itself_is_the_cost_of_what_follows():
    (paid,) = full_clauses(
        "Discard this Special to move Goblyn Queen from Defeated Characters Pile to Reserve."
    )
    assert paid.kind == "paid_effect"
    (cost,) = paid.cost
    (then,) = paid.then
    assert cost.action == "discard_this_special"
    assert (then.kind, then.who, then.from_, then.to) == (
        "character_return",
        "Goblyn Queen",
        "defeated_characters",
        "reserve",
    )


def test_this_card_and_this_special_are_told_apart():
    (paid,) = full_clauses(
        "Discard this card to move Goblyn Queen from Defeated Characters Pile to Reserve."
    )
    assert paid.cost[0].action == "discard_this_card"


def test_both_moments_lead_the_paid_effect():
    timing, condition = full_clauses(
        "On your turn, after Goblyn Queen is KO'd, discard this Special to move Goblyn Queen "
        "from Defeated Characters Pile to Reserve."
    )
    assert timing.when == "your_turn"
    assert (condition.when, condition.detail) == ("after_ko", "Goblyn Queen")
    assert condition.then[0].kind == "paid_effect"


def test_the_greater_number_of_cards_in_hand_or_placed():
    (discard,) = full_clauses(
        "Opponent must discard all Universe cards held in hand or all placed Universe cards, "
        "whichever is a greater number."
    )
    assert (discard.who, discard.count, discard.from_) == ("opponent", "all", "hand_or_placed")
    assert discard.filter.startswith("Universe")
    assert "whichever is a greater number" in discard.render()


def test_a_discard_until_both_hands_are_equal():
    discard, choice = full_clauses(
        "Opponent must discard from Hand until both players have an equal number of cards in "
        "Hand. Opponent's choice."
    )
    assert (discard.who, discard.count, discard.from_) == ("opponent", "until_equal_hands", "hand")
    assert "until both players have an equal number of cards in Hand" in discard.render()
    assert choice.action == "choice_of:opponent"


def test_the_owners_choice_and_the_cards_chosen_by_the_owner_are_one_rule():
    (a,) = full_clauses("Opponent's choice.")
    (b,) = full_clauses("Cards chosen by Opponent.")
    assert a == b
