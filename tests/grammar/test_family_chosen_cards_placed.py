"""Cards chosen, then placed: "Choose one Activator card from Draw Pile and place in hand".

"place (it/them) in <pile>" is a verb phrase of its own after the joiner "and" (no lexer
terminal holds "and place"); the sentence folds it into the choice before it, whose cards it
names. Alone, or after a clause that chose nothing, it is not understood.
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


def test_and_place_is_no_lexer_terminal():
    assert "and place" not in TO_RESHAPE
