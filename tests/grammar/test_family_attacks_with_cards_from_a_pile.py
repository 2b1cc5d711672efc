"""Attacks (and defenses) with cards from a pile: "Bullseye may attack with any Special cards
or Power cards in Hand", "Opponent may not attack or defend with cards from Battlesite"."""

from __future__ import annotations

from cards.grammar import parse_effect
from cards.grammar.faithful import is_faithful
from tests.engine.real_texts import texts


def _full(text: str):
    tree = parse_effect(text)
    assert tree.status == "full", (tree.unparsed, tree.unconsumed)
    assert is_faithful(text, tree), tree.canonical
    return tree


def test_attacks_with_any_cards_of_two_kinds_in_hand():
    (text,) = texts(r"may attack with any Special cards or Power cards in Hand")
    tree = _full(text)
    (grant,) = tree.clauses
    assert (grant.kind, grant.action, grant.who) == ("permission", "attack_with", "Bullseye")
    assert grant.card_kinds == ("special", "power") and grant.source == "hand"
    assert grant.duration == "battle" and tree.one_per_deck
    assert "any Special or Power cards in Hand" in tree.canonical


def test_the_pile_of_the_attacking_cards_is_kept():
    tree = _full("Target Character may attack with Energy cards in Hand for this battle.")
    (grant,) = tree.clauses
    assert grant.icons == ("energy",) and grant.source == "hand" and grant.who == "target"


def test_attack_and_defense_barred_with_cards_from_a_battlesite():
    (text,) = texts(r"may not attack or defend with cards from Battlesite")
    tree = _full(text)
    (bar,) = tree.clauses
    assert (bar.kind, bar.who, bar.use) == ("play_restriction", "opponent", "attack_or_defend")
    assert bar.source == "battlesite" and bar.duration == "battle"


def test_cards_from_no_pile_bar_every_card():
    (bar,) = _full("Opponent may not attack or defend with Energy cards this battle.").clauses
    assert bar.source is None and bar.icons == ("energy",)
