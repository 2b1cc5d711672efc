"""A Hit switched between a character's own two records: 'Carnage may switch a hit from his
"hits from current battle" with a hit from his "permanent record"' (one Hit of each)."""

from __future__ import annotations

from cards.grammar import parse_effect
from cards.grammar.faithful import is_faithful
from tests.engine.real_texts import texts


def test_one_hit_of_each_record_switched_as_printed():
    (text,) = texts(r'switch a hit from his "hits from current battle"')
    tree = parse_effect(text)
    assert tree.status == "full" and is_faithful(text, tree), tree.canonical
    switch, venture = tree.clauses
    assert (switch.kind, switch.who, switch.count) == ("switch_cards", "Carnage", 1)
    assert switch.records == ("current", "permanent") and switch.filter == "Hit"
    assert venture.action == "affects_venture_total"
    assert '"Hits from Current Battle"' in tree.canonical
    assert "Current Record" not in tree.canonical  # the records in the game's words


def test_the_canonical_text_reads_back_to_the_same_switch():
    tree = parse_effect(
        'Carnage may switch a hit from his "hits from current battle" with a hit from his '
        '"permanent record".'
    )
    again = parse_effect(tree.canonical)
    assert again.status == "full" and again.clauses == tree.clauses
