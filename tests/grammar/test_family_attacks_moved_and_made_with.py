"""Clause fields of attacks named by how they are made or moved: "to move any attack made on
X onto Y" (a paid effect's shift, printed with the verb "move"), and "Attacks made with Power
cards may not be defended using Activator cards" (every attack made with those cards, not
only the card's own).
"""

from __future__ import annotations

from cards.grammar import parse_effect
from tests.grammar.clause_checks import faithful_field_tests

OWN = [
    (
        "Teammate may discard 1 card from top of Draw Pile to Dead Pile to move any attack made "
        "on any Front Line Character onto Target Character.",
        [
            {
                "kind": "paid_effect",
                "who": "teammate",
                "then": [
                    {
                        "kind": "shift",
                        "from": "any_front_line",
                        "to": "target",
                        "moved": "onto",
                        "count": "all",
                    }
                ],
            }
        ],
    ),
    (
        "Attacks made with Energy Power cards may not be defended using Special cards.",
        [
            {
                "kind": "defense_restriction",
                "forbids": {"kinds": ["special"]},
                "applies_to": "attacks made with Energy Power cards",
            }
        ],
    ),
]

test_own_sentences, test_real_sentences = faithful_field_tests(OWN)


def test_the_cards_own_attack_is_still_read_as_this_attack() -> None:
    tree = parse_effect("Attack may not be defended using Special cards.")
    assert tree.clauses[0].applies_to == "this_attack"


def test_a_moved_attack_keeps_its_preposition() -> None:
    text = (
        "Teammate may discard 1 card from top of Draw Pile to Dead Pile to move any attack made "
        "on any Front Line Character onto Target Character."
    )
    assert "move any attack made on any Front Line character onto" in parse_effect(text).canonical
