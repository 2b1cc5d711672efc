"""A level bound after the cards it limits: "Power cards level 4 or less", "level 5 or
greater". A Power card's value is its level, so the bound is the value limit of "of 4 or
less" / "of 5 or greater" (``max_value`` / ``min_value``), whatever verb takes the cards."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from cards.grammar.faithful import round_trips

CASES = [
    # (text, max_value, min_value)
    (
        "Wolverine may use Fighting Power cards level 4 or less to avoid any attack made against"
        " Wolverine or teammate for remainder of battle.",
        4,
        None,
    ),
    ("Catwoman may combine Strength Power cards level 4 or less for a single attack.", 4, None),
    ("Opponent must discard 2 Energy Power cards level 5 or greater.", None, 5),
    ("Teammate may play Intellect Power cards level 3 or lower this battle.", 3, None),
    ("Target Character may not play Power cards level 7 or higher for remainder of game.", None, 7),
]


@pytest.mark.parametrize(("text", "most", "least"), CASES)
def test_a_level_bound_limits_the_cards_value(text, most, least) -> None:
    tree = parse_effect(text)
    assert tree.status == "full", (tree.unparsed, tree.unconsumed)
    (clause,) = tree.clauses
    assert clause.max_value == most
    assert clause.min_value == least
    assert round_trips(tree), tree.canonical


@pytest.mark.parametrize(("text", "most", "least"), CASES)
def test_level_and_of_read_the_same_bound(text, most, least) -> None:
    bound = most if most is not None else least
    side = "less" if most is not None else "greater"
    for word in ("lower", "higher", "less", "greater"):
        text = text.replace(f"level {bound} or {word}", f"of {bound} or {side}")
    assert parse_effect(text).clauses[0].max_value == most


def test_a_level_range_is_not_a_bound() -> None:
    tree = parse_effect(
        "Rhino may combine Strength Power cards level 1 through 4 for a single attack."
    )
    assert tree.status == "full"
    (clause,) = tree.clauses
    assert clause.max_value is None and clause.min_value is None
    assert clause.levels == (1, 4)


@pytest.mark.parametrize(
    ("text", "most", "least"),
    [
        ("Nightcrawler or teammate may avoid 1 attack level 3 or less.", 3, None),
        ("Avoid 1 Energy attack level 5 or greater.", None, 5),
        ("Teammate may avoid 1 attack level 6 or higher.", None, 6),
    ],
)
def test_an_attacks_level_bound_is_its_value_limit(text, most, least) -> None:
    tree = parse_effect(text)
    assert tree.status == "full", (tree.unparsed, tree.unconsumed)
    (clause,) = tree.clauses
    assert (clause.max_value, clause.min_value) == (most, least)
    assert clause.limit_word == "level" and " level " in tree.canonical
    assert round_trips(tree), tree.canonical
    side = "less" if most is not None else "greater"
    plain = parse_effect(f"{text.split(' level ')[0]} of {most or least} or {side}.")
    assert plain.clauses[0].limit_word is None
    assert (plain.clauses[0].max_value, plain.clauses[0].min_value) == (most, least)
