"""A second object after the joiner "and", of the verb of the clause before: "Reshuffle the
Power Pack and Dead Pile into the Draw Pile", "remove all Hits from X's Permanent Record and
Current Battle", "... from Thunderbird and teammate's Permanent Record and Hits from Current
Battle", "discard all Special cards and Activator cards in Hand".

No lexer terminal holds "and dead pile", "and (hits from) current battle", "and teammate's
permanent record and hits ..." or "and <kind> cards": the words after "and" are a phrase of
their own, folded by the sentence into the clause before. So any pile, record or kind combines
there, and alone (or after a clause that cannot take it) the phrase is not understood.
"""

from __future__ import annotations

from cards.grammar import parse_effect
from cards.grammar.lexemes import TO_RESHAPE
from tests.grammar.ten_sets import card_text


def _only(text: str):
    tree = parse_effect(text)
    assert tree.status == "full", (text, tree.unparsed, tree.unconsumed)
    assert len(tree.clauses) == 1, tree.clauses
    return tree.clauses[0]


def _then(text: str):
    """The one clause of the condition that is the sentence's only clause."""
    (cond,) = _only_tree(text).clauses
    (inner,) = cond.then
    return cond, inner


def _only_tree(text: str):
    tree = parse_effect(text)
    assert tree.status == "full", (text, tree.unparsed, tree.unconsumed)
    return tree


# ---------------------------------------------------------------- piles reshuffled together


def test_two_piles_reshuffled_into_a_third():
    shuffle = _only("Reshuffle the Power Pack and Dead Pile into the Draw Pile.")
    assert (shuffle.kind, shuffle.pile, shuffle.into) == (
        "reshuffle",
        "power_pack_and_dead_pile",
        "draw_pile",
    )


def test_either_pile_may_come_first():
    shuffle = _only("Reshuffle the Dead Pile and Power Pack into the Draw Pile.")
    assert (shuffle.pile, shuffle.into) == ("dead_pile_and_power_pack", "draw_pile")


def test_the_folded_reshuffle_spans_both_piles():
    text = "Reshuffle the Power Pack and Dead Pile into the Draw Pile."
    assert _only(text).span == (0, len(text))


def test_a_pile_alone_is_not_a_sentence():
    assert parse_effect("Dead Pile into Draw Pile.").status != "full"


def test_a_second_pile_after_a_reshuffle_that_has_its_place_is_not_understood():
    assert parse_effect("Reshuffle Hand into Draw Pile and Dead Pile into Draw Pile.").status != (
        "full"
    )


# ---------------------------------------------------------------- records whose Hits go


def test_permanent_record_and_current_battle_of_one_character():
    hits = _only("Remove all Hits from Metallo's Permanent Record and Current Battle.")
    assert (hits.kind, hits.who, hits.count, hits.record) == (
        "remove_hits",
        "Metallo",
        "all",
        "permanent_and_current",
    )


def test_hits_from_current_battle_printed_in_full():
    hits = _only("Remove all Hits from Storm's Permanent Record and Hits from Current Battle.")
    assert (hits.who, hits.record) == ("Storm", "permanent_and_current")


def test_the_owner_printed_after_both_records():
    hits = _only(
        "Remove all Hits from the Permanent Record and Current Battle of target character."
    )
    assert (hits.who, hits.record) == ("target", "permanent_and_current")


def test_either_of_two_owners_records_together():
    text = card_text("Ripclaw - Pacifist Heart")
    tree = parse_effect(text)
    assert tree.status == "full", (tree.unparsed, tree.unconsumed)
    hits = next(c for c in tree.clauses if c.kind == "remove_hits")
    assert (hits.who, hits.record, hits.count) == (
        "self_or_teammate",
        "permanent_and_current",
        "all",
    )


def test_a_named_character_and_another_s_record():
    hits = _only("Remove all Hits from Storm and teammate's Permanent Record.")
    assert (hits.who, hits.record) == ("Storm and teammate", "permanent")


def test_two_characters_records_and_current_battle_in_a_condition():
    cond, hits = _then(
        "If successful, remove all Strength Power card Hits from Thunderbird and teammate's "
        "Permanent Record and Hits from Current Battle."
    )
    assert (cond.when, hits.kind, hits.who, hits.record, hits.filter) == (
        "successful",
        "remove_hits",
        "Thunderbird and teammate",
        "permanent_and_current",
        "Strength Power card",
    )


def test_records_joined_then_a_clause_of_its_own():
    tree = _only_tree(
        "Remove all Hits from Captain Atom's Permanent Record and Current Battle, and switch "
        "places with the Reserve."
    )
    assert [c.kind for c in tree.clauses] == ["remove_hits", "character_move"]
    assert tree.clauses[0].record == "permanent_and_current"


def test_a_record_alone_is_not_a_sentence():
    assert parse_effect("Hits from Current Battle.").status != "full"


def test_a_record_after_a_clause_that_removes_no_hits_is_not_understood():
    assert parse_effect("Draw 2 cards and Current Battle.").status != "full"


def test_two_owners_for_one_removal_are_not_understood():
    text = "Remove all Hits from Storm's Permanent Record and Hits from Current Battle of Rogue."
    assert parse_effect(text).status != "full"


# ---------------------------------------------------------------- a second kind of cards


def test_two_kinds_of_cards_discarded_from_the_place_printed_once():
    cond, discard = _then(
        "If successful, Opponent must discard all Special cards and Activator cards in Hand."
    )
    assert (discard.kind, discard.who, discard.count, discard.filter, discard.from_) == (
        "discard",
        "opponent",
        "all",
        "Special and Activator",
        "hand",
    )


def test_any_kind_joins_the_kind_before():
    discard = _only("Opponent must discard all Event cards and Ally cards in Hand.")
    assert (discard.filter, discard.from_) == ("Event and Ally", "hand")


def test_a_second_noun_with_a_count_of_its_own_is_a_second_discard():
    tree = _only_tree("Opponent must discard all Event cards and 1 Placed card.")
    assert [(c.kind, c.count) for c in tree.clauses] == [("discard", "all"), ("discard", 1)]


def test_the_joined_phrases_are_no_lexer_terminals():
    for name in ("AND_CURRENT_BATTLE", "AND_TEAMMATE_BOTH", "AND_DEAD_PILE", "AND_KIND_CARDS"):
        assert name not in TO_RESHAPE
