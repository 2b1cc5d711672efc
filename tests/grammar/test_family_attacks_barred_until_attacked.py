"""Who may not attack whom until attacked: "Target opponent may not attack Violator for
remainder of battle unless Violator attacks him first" (the character named, not a pronoun)."""

from __future__ import annotations

from cards.grammar import parse_effect
from cards.grammar.faithful import is_faithful
from tests.engine.real_texts import texts


def test_the_attacked_character_named_in_the_unless():
    (text,) = texts(r"unless Violator attacks him first")
    tree = parse_effect(text)
    assert tree.status == "full" and is_faithful(text, tree), tree.canonical
    (bar,) = tree.clauses
    assert (bar.kind, bar.who, bar.target, bar.allowed) == (
        "targeted_attack",
        "target",
        "Violator",
        False,
    )
    assert bar.unless == "attacked_first_by_them" and bar.unless_named is True
    assert bar.target_noun == "opponent" and bar.duration == "battle"


def test_the_pronoun_form_reads_the_same_bar():
    named = parse_effect("Opponent may not attack Rogue unless Rogue attacks him first.")
    pronoun = parse_effect("Opponent may not attack Rogue unless she attacks him first.")
    (a,), (b,) = named.clauses, pronoun.clauses
    assert (a.who, a.target, a.unless) == (b.who, b.target, b.unless)
    assert a.unless_named is True and b.unless_named is None


def test_another_character_attacking_first_is_not_read():
    tree = parse_effect("Opponent may not attack Rogue unless Gambit attacks him first.")
    assert tree.status != "full"
