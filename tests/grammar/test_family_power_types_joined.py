"""Power types joined before "Power card(s)" by "and" or "or": "Energy and Strength Power
cards", "Strength or Energy Power cards are +1 ...".

A Power card has one power type, so either word names the same cards, those of either type:
the clause's ``icons`` are the same, and the word printed is kept for the rendering
(``icons_joiner``) whatever clause holds the cards (a grant, a bar, a bonus, a venture rule).
An attack named with two power types ("1 Strength and Energy attack") is another matter and
is not read so.
"""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from cards.grammar.faithful import round_trips

SENTENCES = [
    "May use {} Power cards to avoid any attack.",
    "No {} Power cards may be played against Vision for remainder of battle.",
    "{} Power cards are +1 when used to attack.",
    "Opponent's {} Power cards do not count toward Venture Total for remainder of battle.",
    "Krakoa Team's {} Power cards are +2 for remainder of battle.",
]


def _fields(text: str) -> list[dict]:
    tree = parse_effect(text)
    assert tree.status == "full", (tree.unparsed, tree.unconsumed)
    assert round_trips(tree), tree.canonical
    return [
        {k: v for k, v in c.items() if k not in ("span", "icons_joiner")}
        for c in tree.to_json()["clauses"]
    ]


@pytest.mark.parametrize("sentence", SENTENCES)
def test_and_and_or_name_the_same_power_cards(sentence) -> None:
    either = sentence.format("Energy or Strength")
    both = sentence.format("Energy and Strength")
    assert _fields(either) == _fields(both)
    for text in (either, both):
        joiner = " and " if text is both else " or "
        assert f"Energy{joiner}Strength Power card" in parse_effect(text).canonical


def test_three_power_types_keep_their_word() -> None:
    text = "May use Energy, Fighting and Strength Power cards to avoid any attack."
    assert _fields(text) == _fields(text.replace(" and ", " or "))
    assert "Energy, Fighting and Strength Power cards" in parse_effect(text).canonical


def test_an_attack_of_two_power_types_is_not_read_as_either() -> None:
    assert parse_effect("Avoid 1 Strength and Energy attack.").status != "full"
