"""The teammates of a character named as their owner: "Witchblade's teammates may not attack
for remainder of battle" (every character of the side but the one named)."""

from __future__ import annotations

from cards.grammar import parse_effect
from cards.grammar.faithful import is_faithful
from tests.engine.real_texts import texts


def test_a_named_character_s_teammates_barred_from_attacking():
    (text,) = texts(r"Witchblade's teammates may not attack")
    tree = parse_effect(text)
    assert tree.status == "full" and is_faithful(text, tree), tree.canonical
    attack, bar = tree.clauses
    assert (bar.kind, bar.who, bar.self_name) == ("cannot_attack", "teammate", "Witchblade")
    assert bar.duration == "battle"
    assert "Witchblade's teammates may not attack" in tree.canonical


def test_the_owner_name_ending_in_s_keeps_its_apostrophe():
    text = "Marauders' teammates may not attack this battle."
    tree = parse_effect(text)
    assert tree.status == "full", (tree.unparsed, tree.unconsumed)
    (bar,) = tree.clauses
    assert (bar.who, bar.self_name) == ("teammate", "Marauders")
    assert tree.canonical.startswith("Marauders' teammates may not attack")


def test_a_plain_teammate_keeps_no_owner():
    (bar,) = parse_effect("Teammate may not attack for remainder of battle.").clauses
    assert bar.who == "teammate" and bar.self_name is None
