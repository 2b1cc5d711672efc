"""Cards placed to (or on) a character and played from there: "may play any card Placed to
any Front Line character". The game prints both prepositions for the same place; the
canonical text says "Placed to", which keeps the word of either printing."""

from __future__ import annotations

from cards.grammar import parse_effect
from cards.grammar.faithful import is_faithful
from tests.grammar.ten_sets import card_text

WORDINGS = (
    "Teammate may play any card Placed to any Front Line character.",
    "Teammate may play any card Placed on any Front Line character.",
)


def test_both_prepositions_are_one_place_and_one_canonical_text():
    trees = [parse_effect(t) for t in WORDINGS]
    assert trees[0].clauses == trees[1].clauses
    assert all(is_faithful(t, tree) for t, tree in zip(WORDINGS, trees, strict=True))
    assert trees[0].canonical == WORDINGS[0]


def test_a_tactic_paying_a_discard_to_play_a_placed_card():
    text = card_text("Linkstone")
    tree = parse_effect(text)
    assert is_faithful(text, tree), (tree.canonical, tree.unconsumed)
    timing, paid = tree.clauses
    assert (timing.kind, timing.when) == ("timing", "your_turn")
    (cost,) = paid.cost
    assert (cost.who, cost.count, cost.from_, cost.to) == (
        "teammate",
        1,
        "top_of_draw_pile",
        "dead_pile",
    )
    (play,) = paid.then
    assert (play.action, play.placed_on) == ("play", "any_front_line")
