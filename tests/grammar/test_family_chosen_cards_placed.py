"""Cards chosen or taken, then placed: "Choose one Activator card from Draw Pile and place in
hand", "Choose any 2 cards and put them into opponent's Draw Pile", "take one card from your
hand and put it on the bottom of the draw pile".

"place/put (it/them) in <pile>" is a verb phrase of its own after the joiner "and" (no lexer
terminal holds "and place" or "and put"); the sentence folds it into the choice before it,
whose cards it names. Alone, or after a clause that chose nothing, it is not understood.
"""

from __future__ import annotations

from cards.grammar import parse_effect
from cards.grammar.lexemes import TO_RESHAPE


def _only(text: str):
    tree = parse_effect(text)
    assert tree.status == "full", (text, tree.unparsed, tree.unconsumed)
    assert len(tree.clauses) == 1, tree.clauses
    return tree.clauses[0]


def test_chosen_card_placed_in_hand_is_a_chosen_draw():
    draw = _only("Choose one Activator card from Draw Pile and place in hand.")
    assert (draw.kind, draw.who, draw.count, draw.from_, draw.to) == (
        "draw",
        "player",
        1,
        "draw_pile",
        "hand",
    )
    assert (draw.filter, draw.chosen) == ("Activator card", True)


def test_the_pile_chosen_from_is_kept():
    draw = _only("Choose 1 Power card usable by Thor from Dead Pile and place in hand.")
    assert (draw.from_, draw.to, draw.chosen) == ("dead_pile", "hand", True)
    assert "Thor" in draw.filter


def test_the_folded_clause_spans_the_choice_and_the_placing():
    text = "Choose one Tactic Artifact card from Draw Pile and place in hand."
    draw = _only(text)
    assert draw.span == (0, len(text))


def test_inside_a_condition_the_placing_folds_into_the_choice():
    tree = parse_effect("If successful, choose 1 Power card from Dead Pile and place in hand.")
    assert tree.status == "full", tree.unparsed
    (cond,) = tree.clauses
    (draw,) = cond.then
    assert (cond.when, draw.kind, draw.from_, draw.to, draw.chosen) == (
        "successful",
        "draw",
        "dead_pile",
        "hand",
        True,
    )


def test_placing_alone_names_no_cards():
    assert parse_effect("Place in hand.").status == "failed"


def test_placing_after_a_clause_that_chose_nothing_is_not_understood():
    assert parse_effect("Discard 1 card and place in hand.").status != "full"


def test_chosen_among_searched_cards_then_put_into_a_pile():
    tree = parse_effect("Choose any 2 cards and put them into opponent's Draw Pile.")
    assert tree.status == "full", (tree.unparsed, tree.unconsumed)
    chosen, put = tree.clauses
    assert (chosen.kind, chosen.count, chosen.from_) == ("choose_cards", 2, "searched_cards")
    assert (put.kind, put.count, put.filter, put.to) == (
        "put_cards",
        2,
        "chosen card",
        "opponent_draw_pile",
    )


def test_taken_card_put_on_the_bottom_of_a_pile():
    tree = parse_effect("Take one card from your hand and put it on the bottom of the draw pile.")
    assert tree.status == "full", (tree.unparsed, tree.unconsumed)
    (put,) = tree.clauses
    assert (put.kind, put.count, put.taken_from, put.to) == (
        "put_cards",
        1,
        "hand",
        "bottom_of_draw_pile",
    )


def test_put_it_in_a_record_is_still_where_a_removed_hit_goes():
    tree = parse_effect(
        "Remove 1 Hit from the Permanent Record of any character, and put it in the Permanent "
        "Record of any teammate."
    )
    assert tree.status == "full", (tree.unparsed, tree.unconsumed)
    (hits,) = tree.clauses
    assert (hits.kind, hits.to) == ("remove_hits", "teammate")


def test_put_them_in_a_pile_is_read_like_into():
    tree = parse_effect("Choose any 2 cards and put them in Dead Pile.")
    assert tree.status == "full", (tree.unparsed, tree.unconsumed)
    assert [(c.kind, getattr(c, "to", None)) for c in tree.clauses] == [
        ("choose_cards", None),
        ("put_cards", "dead_pile"),
    ]


def test_place_them_in_a_pile_is_put_there_every_word_read():
    # "place" and "put" into a pile are one action (accounting keys them alike)
    placed = parse_effect("Choose any 2 cards and place them in Dead Pile.")
    put = parse_effect("Choose any 2 cards and put them in Dead Pile.")
    assert placed.status == "full", (placed.unparsed, placed.unconsumed)
    assert [c.to_json() | {"span": None} for c in placed.clauses] == [
        c.to_json() | {"span": None} for c in put.clauses
    ]


def test_and_place_and_and_put_are_no_lexer_terminals():
    assert "and place" not in TO_RESHAPE
    assert "and put" not in TO_RESHAPE
