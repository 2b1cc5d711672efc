"""A team named by keywords, "The Hand", as a subject and an object ("The Hand may continue to
fight", "usable by The Hand"), and the lead "In the battle that X is KO'd" printed without its
comma."""

from __future__ import annotations

from cards.grammar import parse_effect
from cards.grammar.faithful import is_faithful
from tests.engine.real_texts import texts


def test_the_hand_fights_on_in_the_battle_it_is_kod():
    (text,) = texts(r"In the battle that The Hand is KO'd The Hand")
    tree = parse_effect(text)
    assert tree.status == "full" and is_faithful(text, tree), tree.canonical
    timing, cond = tree.clauses
    assert timing.kind == "timing"
    assert (cond.kind, cond.when, cond.detail) == ("condition", "ko_this_battle", "The Hand")
    (fight,) = cond.then
    assert fight.kind == "continue_fighting" and fight.who == "The Hand"


def test_cards_usable_by_the_hand_paid_to_remove_hits():
    (text,) = texts(r"Discard 1 Power card usable by The Hand to remove")
    tree = parse_effect(text)
    assert tree.status == "full" and is_faithful(text, tree), tree.canonical
    assert "usable by The Hand" in tree.canonical
    assert "from The Hand's Permanent Record" in tree.canonical


def test_the_lead_with_and_without_its_comma_reads_alike():
    a = parse_effect(
        "In the battle that Ripclaw is KO'd, Ripclaw may continue to fight and is not discarded."
    )
    b = parse_effect(
        "In the battle that Ripclaw is KO'd Ripclaw may continue to fight and is not discarded."
    )
    assert a.status == b.status == "full"
    assert a.clauses == b.clauses  # spans aside (not compared)
    assert a.canonical == b.canonical
