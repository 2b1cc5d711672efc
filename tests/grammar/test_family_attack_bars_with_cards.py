"""Bars on attacks and defenses named by the cards they concern: "may not attack or be attacked
with Basic Universe cards" (the same cards barred from both), "may not defend against level 1
or 2 Power cards", "may not be attacked by a card with a Value of 7 or greater" (levels and
values kept in the game's words), "May not be affected by a card with the word ..." (an
immunity printed as a bar)."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from cards.grammar.faithful import is_faithful
from rules.engine import effects as fx
from rules.engine.effects import SameValueAs
from tests.engine.real_texts import texts
from tests.grammar.clause_checks import assert_faithful


def _one(text: str, kind: str):
    (clause,) = [c for c in parse_effect(text).clauses if c.kind == kind]
    return clause


def test_attack_or_be_attacked_with_cards_bars_those_cards_both_ways():
    text = "Captain Atom may not attack or be attacked with Basic Universe cards for remainder of game."
    tree = parse_effect(text)
    assert is_faithful(text, tree), tree.canonical
    attack, attacked = tree.clauses
    assert (attack.kind, attacked.kind) == ("cannot_attack", "cannot_be_attacked")
    assert attack.card_kinds == ("basic", "universe")
    assert attacked.by_cards == fx.CardFilter(kinds=("basic", "universe"))
    assert attack.who == attacked.who == "Captain Atom" and attack.duration == "game"
    assert "attack or be attacked with Basic Universe cards" in tree.canonical


def test_attack_or_be_attacked_alone_bars_every_attack():
    attack, attacked = parse_effect("Thing may not attack or be attacked.").clauses
    assert attack.card_kinds == () and attacked.by_cards == fx.CardFilter()


def test_basic_universe_is_one_kind_not_a_choice_in_the_rendering():
    tree = parse_effect("Basic Universe card bonuses are an additional +2.")
    assert "Basic Universe" in tree.canonical and "Basic or Universe" not in tree.canonical


def test_a_defense_bar_keeps_both_levels():
    text = "Target hero may not defend against level 1 or 2 Power cards for remainder of game."
    tree = parse_effect(text)
    assert is_faithful(text, tree), tree.canonical
    clause = _one(text, "cannot_defend")
    # typed: the kind and the printed level range, not words the engine reads back
    assert clause.against == fx.CardFilter(kinds=("power",), levels=(1, 2))
    assert clause.who == "target"
    assert "level 1 or 2 Power cards" in tree.canonical


@pytest.mark.parametrize(
    ("word", "limit"),
    [("greater", fx.CardFilter(min_value=7)), ("less", fx.CardFilter(max_value=7))],
)
def test_an_attack_bar_keeps_the_value_limit(word, limit):
    text = (
        f"Ka-Zar may not be attacked by a card with a Value of 7 or {word} for remainder of battle."
    )
    tree = parse_effect(text)
    assert tree.status == "full", tree.unconsumed
    clause = _one(text, "cannot_be_attacked")
    assert clause.by_cards == limit
    assert "with a value of 7 or" in tree.canonical


@pytest.mark.parametrize("text", texts(r'May not be affected by a card with the word "teammate"'))
def test_may_not_be_affected_is_an_immunity_of_the_card(text):
    assert_faithful(text)
    clause = _one(text, "immunity")
    assert (clause.who, clause.words, clause.modal) == ("this_card", ("teammate",), "may")


def test_is_not_affected_is_the_same_immunity_without_the_modal():
    clause = _one("Attack not affected by Special cards already in play.", "immunity")
    assert clause.modal is None and clause.in_play


@pytest.mark.parametrize("icon", ["Intellect", "Strength"])
def test_may_not_used_cards_is_read_as_a_use_bar(icon):
    text = (
        f"If successful, Target Character may not used cards with an {icon} icon for "
        "remainder of battle."
    )
    tree = parse_effect(text)
    assert tree.status == "full", tree.unparsed
    (cond,) = tree.clauses
    (bar,) = cond.then
    assert bar.kind == "play_restriction" and bar.verb == "use"
    assert bar.icons == (icon.lower(),) and bar.who == "target"


def test_no_cards_of_that_power_type_keeps_the_chosen_power_type():
    text = (
        "Play with any Power card usable by Sentinels. No cards of that Power type may be "
        "played against Sentinels for remainder of battle."
    )
    tree = parse_effect(text)
    assert is_faithful(text, tree), tree.canonical
    bar = tree.clauses[1]
    assert bar.power_type_chosen_by == "chosen" and bar.who == "against:Sentinels"


@pytest.mark.parametrize("name", ["Kree", "Sentinels"])
def test_an_attack_bar_by_cards_of_the_same_value_as_the_record_reads_back(name):
    text = (
        f"{name} may not be attacked by a Power card with the same value as any Power cards on "
        f"{name}'s Permanent Record for remainder of game."
    )
    tree = parse_effect(text)
    assert is_faithful(text, tree), tree.canonical
    clause = _one(text, "cannot_be_attacked")
    assert clause.by_cards == fx.CardFilter(kinds=("power",))
    assert clause.same_value_as == SameValueAs(card_kinds=("power",), whose=name)
    assert "Power cards with the same value as any Power card on" in tree.canonical
