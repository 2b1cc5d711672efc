"""Clause fields of "Power Type of X's choice": the Power Type a character bars is picked by
a named player or character ("may not use Power Type of X's choice", "may not defend with
power type of X's choice", "Team with Power Grid 7 or 8 in Power Type of X's choice may not
use Power cards of that Power Type"). The chooser is a field, rendered in the card's words.
"""

from __future__ import annotations

from typing import Any

import pytest

from cards.grammar import parse_effect
from tests.grammar.clause_checks import faithful_field_tests

_GRID_TEAM = "opponent_team_with_grid_7_or_8_in_chosen_type"

OWN: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "Target hero may not defend with Power Type of Mystique's choice this battle.",
        [
            {
                "kind": "cannot_defend",
                "who": "target",
                "against": {"kinds": ["chosen"]},
                "power_type_chosen_by": "Mystique",
                "duration": "battle",
            }
        ],
    ),
    (
        "Opponent's Team with Power Grid 7 or 8 in Power Type of Magneto's choice may not use "
        "Power cards of that Power Type to defend this battle.",
        [
            {
                "kind": "play_restriction",
                "who": _GRID_TEAM,
                "card_kinds": ["power"],
                "use": "defend",
                "power_type_chosen_by": "Magneto",
            }
        ],
    ),
]

OWN += [
    (
        "Target character may not defend with power type of opponent's choice for remainder "
        "of battle.",
        [
            {
                "kind": "cannot_defend",
                "who": "target",
                "power_type_chosen_by": "opponent",
                "duration": "battle",
            }
        ],
    ),
    (
        "Opponent's Team with Power Grid of 7 or 8 in Power Type of Kang's choice may not use "
        "Power cards of that Power Type to attack for remainder of battle.",
        [
            {
                "kind": "play_restriction",
                "who": _GRID_TEAM,
                "verb": "use",
                "card_kinds": ["power"],
                "use": "attack",
                "power_type_chosen_by": "Kang",
                "duration": "battle",
            }
        ],
    ),
]

test_sentences_keep_their_fields, _ = faithful_field_tests(OWN)


@pytest.mark.parametrize(
    ("text", "chooser"),
    [
        ("Target opponent may not use Power Type of Mystique's choice this battle.", "Mystique"),
        (
            "Opponent's Team with Power Grid 7 or 8 in Power Type of Magneto's choice may not "
            "use Power cards of that Power Type to attack this battle.",
            "Magneto",
        ),
        ("Target hero may not defend with power type of Rogue's choice this battle.", "Rogue"),
    ],
)
def test_the_chooser_is_rendered_in_the_cards_words(text: str, chooser: str) -> None:
    canonical = parse_effect(text).canonical
    assert f"Power Type of {chooser}'s choice" in canonical
    assert "chosen" not in canonical.lower().replace("choice", "")


def test_that_power_type_without_a_lead_names_no_chooser() -> None:
    tree = parse_effect("Opponent may not use Power cards of that Power Type this battle.")
    clause = tree.clauses[0].to_dict() if hasattr(tree.clauses[0], "to_dict") else None
    assert tree.clauses[0].power_type_chosen_by == "chosen", clause
    assert "of that Power Type" in tree.canonical
