"""All duplicates discarded after a draw: "Discard duplicates", "Discard all duplicates", "All
duplicates must (still) be discarded" are one discard of every duplicate in hand to the Dead
Pile (``count`` ``all``), rendered with its count: "Discard all duplicates"."""

from __future__ import annotations

from cards.grammar import parse_effect
from tests.grammar.clause_checks import faithful_field_tests
from tests.grammar.ten_sets import card_text

ALL_DUPLICATES = {
    "kind": "discard",
    "who": "player",
    "count": "all",
    "filter": "duplicates",
    "duplicates": "discard",
    "from": "hand",
    "to": "dead_pile",
}
DRAW_3 = {"kind": "draw", "count": 3, "from": "draw_pile"}

OWN = [
    ("Discard all duplicates.", [ALL_DUPLICATES]),
    ("Draw 3 cards. All duplicates must be discarded.", [DRAW_3, ALL_DUPLICATES]),
    ("Draw 3 cards. Discard duplicates.", [DRAW_3, ALL_DUPLICATES]),
]

test_own_sentences, _unused = faithful_field_tests(OWN)


def test_the_three_wordings_are_one_tree_rendered_with_its_count():
    trees = [parse_effect(t) for t in ("Discard all duplicates.", "Discard duplicates.")]
    trees.append(parse_effect("All duplicates must still be discarded."))
    assert trees[0].clauses == trees[1].clauses == trees[2].clauses
    assert {t.canonical for t in trees} == {"Discard all duplicates."}


def test_an_event_drawing_additional_cards_keeps_the_duplicates_rule():
    text = card_text("Infestation Incident - Here Comes the Cavalry!")
    tree = parse_effect(text)
    assert tree.status == "full", tree.unconsumed
    draw, discard = tree.to_json()["clauses"]
    assert (draw["kind"], draw["count"], draw["filter"]) == ("draw", 3, "additional")
    assert {k: discard[k] for k in ALL_DUPLICATES} == ALL_DUPLICATES
