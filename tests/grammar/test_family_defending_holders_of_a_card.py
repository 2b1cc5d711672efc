"""Whom a character may defend, named by a card they have in play: 'Grunge may defend any Front
Line teammate that also has a "Gen-Active" Special in play for remainder of game'."""

from __future__ import annotations

from cards.grammar import parse_effect
from cards.grammar.faithful import is_faithful
from tests.engine.real_texts import texts
from tests.grammar.modal_readings import modal_held_or_unread


def test_front_line_teammates_with_a_named_special_in_play():
    (text,) = texts(r'Grunge may defend any Front Line teammate that also has a "Gen-Active"')
    tree = parse_effect(text)
    assert tree.status == "full" and is_faithful(text, tree), tree.canonical
    timing, grant = tree.clauses
    assert timing.kind == "timing"
    assert (grant.kind, grant.who, grant.whom) == ("defend_card_holders", "Grunge", "teammate")
    assert grant.front_line is True and grant.card == "Gen-Active"
    assert grant.duration == "game"


def test_any_teammate_and_another_card_name():
    text = 'Target Character may defend teammate that has a "Team Spirit" Special in play.'
    tree = parse_effect(text)
    assert tree.status == "full", (tree.unparsed, tree.unconsumed)
    (grant,) = tree.clauses
    assert (grant.who, grant.whom, grant.front_line, grant.card) == (
        "target",
        "teammate",
        False,
        "Team Spirit",
    )
    assert grant.duration is None


def test_only_may_defend_is_read_as_the_grant():
    # "may not defend ..." is never the grant: unread, or the grant's verb phrase held under
    # the printed "may not" (a modal_action, which the engine reports not applied)
    text = 'Grunge may not defend any teammate that also has a "Gen-Active" Special in play.'
    modal_held_or_unread(text, "may not")
