"""A card used as one Power card to attack or another to defend: "May be used as a level 5
Fighting Power card to attack or a level 5 Intellect Power card to defend" (each card for its
own use, printed as one sentence with "or")."""

from __future__ import annotations

from cards.grammar import parse_effect
from cards.grammar.faithful import is_faithful
from tests.engine.real_texts import texts


def test_each_power_card_keeps_its_level_type_and_use():
    (text,) = texts(r"May be used as a level 5 Fighting Power card to attack or")
    tree = parse_effect(text)
    assert tree.status == "full" and is_faithful(text, tree), tree.canonical
    first, second, barred = tree.clauses
    assert (first.kind, first.level, first.icons, first.uses) == (
        "acts_as_power",
        5,
        ("fighting",),
        ("attack",),
    )
    assert first.alternative is None
    assert (second.level, second.icons, second.uses, second.alternative) == (
        5,
        ("intellect",),
        ("defense",),
        True,
    )
    assert "Fighting Power card to attack or a level 5 Intellect Power card to defend" in (
        tree.canonical
    )


def test_other_levels_and_types_read_the_same_way():
    text = "May be used as a level 3 Energy Power card to defend or a level 7 Strength Power card to attack."
    tree = parse_effect(text)
    assert tree.status == "full", (tree.unparsed, tree.unconsumed)
    first, second = tree.clauses
    assert (first.level, first.icons, first.uses) == (3, ("energy",), ("defense",))
    assert (second.level, second.icons, second.uses) == (7, ("strength",), ("attack",))
    assert parse_effect(tree.canonical).clauses == tree.clauses


def test_a_card_acting_as_one_power_card_is_not_an_alternative():
    (card,) = parse_effect("Acts as a level 5 Energy Power card.").clauses
    assert card.alternative is None and "alternative" not in card.to_json()
